// Tolerances the instruction states ("within 2 seconds", "±12 frames", ", or 0.5 seconds") and the
// one that applies to a given time field: the boundary audits compare the verifier's measured
// boundary with it, so a field gets a tolerance only in a unit it can be converted to.
import type { FieldShape, LedgerShape, StatedTolerance, TimeUnit } from "./shape-types";

const TOLERANCE =
  /(?:within|±|\+\/-|\+-|tolerance of|off by at most|,\s*or)\s*(\d{1,6}(?:\.\d{1,6})?)\s*(frames?|milliseconds?|ms|seconds?|secs?|s)\b/gi;

export function statedTolerances(lines: readonly string[]): StatedTolerance[] {
  const out: StatedTolerance[] = [];
  lines.forEach((line, i) => {
    for (const m of line.matchAll(TOLERANCE)) {
      const word = m[2].toLowerCase();
      const unit: TimeUnit = word.startsWith("frame") ? "frame" : word === "ms" || word.startsWith("milli") ? "ms" : "s";
      out.push({ value: Number(m[1]), unit, text: m[0].trim(), line: i + 1 });
      if (out.length >= 32) return;
    }
  });
  return out;
}

/** The stated tolerance that applies to a time field, in the field's unit (frames only for frame fields; s and ms convert). */
export function toleranceFor(shape: LedgerShape, field: FieldShape): StatedTolerance | null {
  if (field.kind !== "time" || !field.unit) return null;
  const same = shape.tolerances.find((t) => t.unit === field.unit);
  if (same || field.unit === "frame") return same ?? null;
  const other = shape.tolerances.find((t) => t.unit !== "frame");
  if (!other) return null;
  return { ...other, unit: field.unit, value: field.unit === "ms" ? other.value * 1000 : other.value / 1000 };
}
