// Ground-truth events of two revisions on one time axis: the earlier revision above, the later
// below, a line from where a moved event was to where it is now. Server-rendered SVG: a picture
// a reviewer reads at a glance, no script needed.
import type { GoldDiff } from "@/lib/revisions";

const W = 1000;
const H = 96;
const TOP = 24;
const BOTTOM = 72;
const COLOUR = { added: "#2e7d32", removed: "#c62828", moved: "#b26a00", changed: "#b26a00" } as const;

export function GoldTimeline({ diff, durationSec }: { diff: GoldDiff; durationSec: number | null }) {
  const times = diff.changes.flatMap((c) => [c.before?.timeSec, c.after?.timeSec]).filter((t): t is number => typeof t === "number");
  const end = Math.max(durationSec ?? 0, ...times, 1);
  const x = (t: number) => 10 + (t / end) * (W - 20);
  const timed = diff.changes.filter((c) => (c.before?.timeSec ?? c.after?.timeSec) != null);
  if (timed.length === 0) return null;
  return (
    <svg
      className="gold-timeline"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={`${timed.length} ground-truth events changed on the video timeline`}
    >
      <line x1={10} x2={W - 10} y1={TOP} y2={TOP} stroke="#9aa5b1" />
      <line x1={10} x2={W - 10} y1={BOTTOM} y2={BOTTOM} stroke="#9aa5b1" />
      <text x={10} y={12} fontSize={11} fill="#52606d">
        before
      </text>
      <text x={10} y={H - 4} fontSize={11} fill="#52606d">
        after · 0 – {Math.round(end)} s
      </text>
      {timed.map((c, i) => {
        const a = c.before?.timeSec;
        const b = c.after?.timeSec;
        const colour = COLOUR[c.change];
        return (
          <g key={i}>
            <title>{`${c.change}: ${(c.after ?? c.before)!.label}${c.shiftSec != null ? ` (${c.shiftSec > 0 ? "+" : ""}${c.shiftSec.toFixed(2)} s)` : ""}`}</title>
            {a != null && b != null ? <line x1={x(a)} y1={TOP} x2={x(b)} y2={BOTTOM} stroke={colour} strokeWidth={1.5} /> : null}
            {a != null ? (
              <circle cx={x(a)} cy={TOP} r={5} fill={c.change === "removed" ? colour : "#fff"} stroke={colour} strokeWidth={2} />
            ) : null}
            {b != null ? (
              <circle cx={x(b)} cy={BOTTOM} r={5} fill={c.change === "added" ? colour : "#fff"} stroke={colour} strokeWidth={2} />
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
