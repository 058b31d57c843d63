// One judge's audits on the Audits page: omission, shortcut probes, offset heatmaps, reward
// sensitivity, the task's own verifier's probes and valid alternatives, and the tolerance sweeps,
// each shown only when the stored result has it.
import type { AuditsPageView } from "@/lib/audits/page-view";
import { OffsetHeatmap } from "./OffsetHeatmap";
import { OmissionTable } from "./OmissionTable";
import { ProbeSummary } from "./ProbeSummary";
import { RewardSensitivityChart } from "./RewardSensitivityChart";
import { ToleranceSweepChart } from "./ToleranceSweepChart";
import { ValidAlternativesTable } from "./ValidAlternativesTable";
import { VerifierProbeDetails } from "./VerifierProbeDetails";

export function JudgeAudits({ judge: j }: { judge: AuditsPageView["judges"][number] }) {
  return (
    <section className="card stack">
      <h2>
        {j.judgeId}
        {j.isPrimary ? " (primary)" : ""}
      </h2>
      {j.notes.map((n) => (
        <p key={n} className="muted">
          {n}
        </p>
      ))}
      {j.omission.length ? (
        <>
          <h3>Omission: best score by withholding predictions</h3>
          <OmissionTable rows={j.omission} />
        </>
      ) : null}
      {j.probes ? (
        <>
          <h3>Shortcut probes</h3>
          <ProbeSummary data={j.probes} />
        </>
      ) : null}
      {j.heatmaps.map((h) => (
        <OffsetHeatmap key={h.title} data={h} />
      ))}
      {j.sensitivity ? (
        <>
          <h3>Reward sensitivity</h3>
          <RewardSensitivityChart data={j.sensitivity} />
        </>
      ) : null}
      {j.verifier ? (
        <>
          <h3>Through the task&apos;s own verifier</h3>
          <VerifierProbeDetails data={j.verifier} />
        </>
      ) : null}
      {j.alternatives.length ? (
        <>
          <h3>Valid alternatives (the oracle respelled must score as the oracle)</h3>
          <ValidAlternativesTable rows={j.alternatives} />
        </>
      ) : null}
      {j.sweeps.length ? <h3>Tolerance sweeps</h3> : null}
      {j.sweeps.map((s) => (
        <ToleranceSweepChart key={s.title} data={s} />
      ))}
    </section>
  );
}
