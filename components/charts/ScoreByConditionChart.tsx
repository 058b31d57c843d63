// Every calibration row with a score, grouped by condition, on a square-root axis with the two
// gate lines (a strong agent under full input below 0.10; each ablation at most 0.15). The
// recomputed score is the bar, the claim a hollow mark, each value printed beside it, so a
// 0.0094 is as readable as the replaced 0.6060. Plain HTML and CSS: it reflows to a phone
// width (label above the bar) where an SVG chart's axis labels would not.
import { StatusBadge } from "@/components/StatusBadge";
import type { CalibrationTableRow } from "@/components/calibration/calibration-rows";
import { CONDITION_COLORS, COLORS } from "./chart-colors";
import { ABLATION_GATE, STRONG_AGENT_GATE, axisMax, axisTicks, chartGroups, sqrtPosition, type ChartEntry } from "./score-by-condition";
import "./charts.css";

const fmt = (v: number | null) => (v === null ? "—" : v.toFixed(4));

function GateLines({ max }: { max: number }) {
  return (
    <>
      <span
        className="gate-line gate-strong"
        style={{ left: `${sqrtPosition(STRONG_AGENT_GATE, max)}%`, borderColor: COLORS.fail }}
        aria-hidden
      />
      <span
        className="gate-line gate-ablation"
        style={{ left: `${sqrtPosition(ABLATION_GATE, max)}%`, borderColor: COLORS.warn }}
        aria-hidden
      />
    </>
  );
}

function Axis({ max }: { max: number }) {
  return (
    <div className="sbc-row sbc-axis" aria-hidden>
      <span className="sbc-label muted">score (square-root scale)</span>
      <div className="sbc-track">
        {axisTicks(max).map((t) => (
          <span key={t} className="sbc-tick" style={{ left: `${sqrtPosition(t, max)}%` }}>
            {t === 0 ? "0" : t.toFixed(2)}
          </span>
        ))}
        <span className="sbc-gate-label gate-strong" style={{ left: `${sqrtPosition(STRONG_AGENT_GATE, max)}%`, color: COLORS.fail }}>
          {STRONG_AGENT_GATE.toFixed(2)} strong agent
        </span>
        <span className="sbc-gate-label gate-ablation" style={{ left: `${sqrtPosition(ABLATION_GATE, max)}%`, color: COLORS.warn }}>
          {ABLATION_GATE.toFixed(2)} ablation
        </span>
      </div>
      <span className="sbc-values" />
    </div>
  );
}

function Entry({ e, max }: { e: ChartEntry; max: number }) {
  const color = CONDITION_COLORS[e.condition] ?? COLORS.muted;
  const official = e.status === "official";
  return (
    <li
      className={`sbc-row sbc-entry${official ? "" : " not-official"}${e.overBar ? " over-bar" : ""}`}
      data-testid="sbc-entry"
      data-status={e.status}
      data-recomputed={e.recomputed ?? ""}
      data-claimed={e.claimed ?? ""}
    >
      <span className="sbc-label">
        {e.label} {official ? null : <StatusBadge status={e.status} />}
        {e.rejected ? <span className="badge rejected">rejected</span> : null}
      </span>
      <div className="sbc-track">
        <GateLines max={max} />
        {e.recomputed !== null ? (
          <span
            className="sbc-bar"
            style={{ width: `${Math.max(sqrtPosition(e.recomputed, max), 0.6)}%`, background: color }}
            title={`recomputed ${fmt(e.recomputed)}`}
          />
        ) : null}
        {e.claimed !== null ? (
          <span
            className="sbc-claim"
            style={{ left: `${sqrtPosition(e.claimed, max)}%`, borderColor: color }}
            title={`claimed ${fmt(e.claimed)}`}
          />
        ) : null}
      </div>
      <span className="sbc-values mono">
        {e.recomputed !== null ? <strong>{fmt(e.recomputed)}</strong> : null}
        {e.claimed !== null && (e.recomputed === null || Math.abs(e.claimed - e.recomputed) > 1e-9) ? (
          <span className="muted" title={e.recomputed === null ? "no ledger to recompute: only the claim" : undefined}>
            {" "}
            claimed {fmt(e.claimed)}
          </span>
        ) : null}
        {e.overBar ? <span className="over-bar-note"> ≥ {e.bar!.toFixed(2)}</span> : null}
      </span>
    </li>
  );
}

export function ScoreByConditionChart({ rows }: { rows: CalibrationTableRow[] }) {
  const groups = chartGroups(rows);
  if (groups.length === 0)
    return (
      <p className="muted" data-testid="score-by-condition-empty">
        No calibration row has a claimed or recomputed score yet.
      </p>
    );
  const max = axisMax(groups);
  return (
    <figure className="chart sbc" data-testid="score-by-condition-chart">
      <figcaption>
        Every calibration row with a score, by condition. Bar: recomputed by the judge; hollow mark: the contributor&apos;s claim. Rows that
        are not official are labelled with their status and do not count toward the gates.
      </figcaption>
      <Axis max={max} />
      {groups.map((g) => (
        <section key={g.condition} className="sbc-group" data-testid="sbc-group" data-condition={g.condition}>
          <h4 style={{ color: CONDITION_COLORS[g.condition] ?? COLORS.muted }}>
            {g.label}
            <span className="muted">
              {" "}
              · gate{" "}
              {g.condition === "full"
                ? `< ${STRONG_AGENT_GATE.toFixed(2)}`
                : g.condition === "other"
                  ? "none (anchors are checked by their own gates)"
                  : `≤ ${ABLATION_GATE.toFixed(2)}`}
            </span>
          </h4>
          <ul>
            {g.entries.map((e) => (
              <Entry key={e.id} e={e} max={max} />
            ))}
          </ul>
        </section>
      ))}
      <details className="chart-table">
        <summary>Same numbers as a table</summary>
        <div className="table-scroll">
          <table className="data compact" data-testid="score-by-condition-table">
            <thead>
              <tr>
                <th>condition</th>
                <th>row</th>
                <th>status</th>
                <th className="num">claimed</th>
                <th className="num">recomputed</th>
              </tr>
            </thead>
            <tbody>
              {groups.flatMap((g) =>
                g.entries.map((e) => (
                  <tr key={e.id}>
                    <td>{g.label}</td>
                    <td>{e.label}</td>
                    <td>
                      {e.status.replace(/_/g, " ")}
                      {e.rejected ? " (rejected by the judge)" : ""}
                    </td>
                    <td className="num">{fmt(e.claimed)}</td>
                    <td className="num">{fmt(e.recomputed)}</td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </div>
        <p className="muted">
          Gates: a strong agent under full input below {STRONG_AGENT_GATE.toFixed(2)}; each ablation at most {ABLATION_GATE.toFixed(2)}.
        </p>
      </details>
    </figure>
  );
}
