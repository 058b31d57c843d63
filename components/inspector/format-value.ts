// Short, faithful text for a judge field value (expected / predicted are arbitrary JSON):
// reviewers compare them side by side, so numbers keep their precision up to 4 decimals and
// long structures are cut rather than wrapped over the table.

export function formatValue(v: unknown, max = 80): string {
  let s: string;
  if (v === null || v === undefined) return "—";
  if (typeof v === "number") s = Number.isInteger(v) ? String(v) : Number.isFinite(v) ? String(+v.toFixed(4)) : String(v);
  else if (typeof v === "string") s = v;
  else if (typeof v === "boolean") s = String(v);
  else if (Array.isArray(v) && v.every((x) => typeof x !== "object" || x === null)) s = v.map((x) => formatValue(x)).join(", ");
  else s = JSON.stringify(v);
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

const units = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(3));

export function formatUnits(earned: number, available: number): string {
  return `${units(earned)} / ${units(available)}`;
}

/** a difference in units, signed; empty when there is none */
export function formatDelta(d: number): string {
  if (Math.abs(d) < 1e-9) return "";
  return `${d > 0 ? "+" : "−"}${units(Math.abs(d))}`;
}
