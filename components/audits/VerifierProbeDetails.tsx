// The generic audits' own parts beside the shared charts: the oracle's shape as the probes read it,
// each time field's stated tolerance against the verifier's (probed just inside and just outside),
// the wrong answers built from the oracle (a label swapped, the order reversed) and the budget.
// Field names and labels come from the contributor's files: React escapes them.
import type { AuditsPageView } from "@/lib/audits/page-view";
import { OracleComparisonTable } from "./OracleComparisonTable";

/** The parts of the Audits page view's verifier details (lib/audits/page-view.ts) this table shows. */
export type VerifierProbeDetailsView = Pick<
  NonNullable<AuditsPageView["judges"][number]["verifier"]>,
  "shape" | "oracleReward" | "tolerances" | "mutations" | "budget"
>;

const r4 = (x: number | null) => (x === null ? "—" : x.toFixed(4));

export function VerifierProbeDetails({ data }: { data: VerifierProbeDetailsView }) {
  const s = data.shape;
  return (
    <div className="stack">
      <p className="muted">
        Probes built from the oracle&apos;s list <code>{s.listPath}</code> ({s.events} events; time fields:{" "}
        {s.timeFields.join(", ") || "none"}; label fields:{" "}
        {s.labelFields.map((f) => `${f.name} (${f.vocabulary} values)`).join(", ") || "none"}; order {s.orderMatters ? "is" : "is not"} part
        of the contract). The verifier gives the oracle {r4(data.oracleReward)}. {data.budget.used} of {data.budget.limit} verifier runs
        used{data.budget.cut.length ? `; cut by the budget: ${data.budget.cut.join(", ")}` : ""}.
      </p>
      {data.tolerances.length ? (
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">time field</th>
                <th scope="col">stated in the instruction</th>
                <th scope="col" className="num">
                  just inside
                </th>
                <th scope="col" className="num">
                  just outside
                </th>
                <th scope="col">verifier&apos;s tolerance vs stated</th>
              </tr>
            </thead>
            <tbody>
              {data.tolerances.map((t) => (
                <tr key={t.field} className={t.verdict === "narrower" || t.verdict === "wider" ? "error" : undefined}>
                  <td>
                    {t.field} ({t.unit})
                  </td>
                  <td>{t.statedText ?? "not stated"}</td>
                  <td className="num">{r4(t.justInside)}</td>
                  <td className="num">{r4(t.justOutside)}</td>
                  <td>{t.verdict}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data.mutations.length ? (
        <div className="table-scroll">
          <OracleComparisonTable
            nameHeader="wrong answer built from the oracle"
            verdictHeader="rejected"
            rows={data.mutations.map((m) => ({
              name: m.label,
              reward: m.reward,
              reference: m.reference,
              verdict: m.rejected ? "yes" : "no: scored as the oracle",
              marked: !m.rejected,
            }))}
          />
        </div>
      ) : null}
    </div>
  );
}
