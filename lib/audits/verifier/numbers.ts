// Numeric fields that are not times (counts, positions, altitudes, confidences): the oracle with
// every event's value made wrong in a few ways (up and down by a step, doubled, rotated among the
// events), each of which must not score as the oracle. A field no perturbation moves is unchecked:
// `number_not_scored`, information (a confidence the verifier ignores may be by design), but a
// fail when the instruction says that field is scored.
import { median } from "../profiles/shared";
import type { AuditFinding, VerifierProbeDetails } from "../types";
import { roundFor } from "./events";
import type { ProbeRunner } from "./runner";
import { instructionLines, type Event, type FieldShape, type LedgerShape } from "./shape";
import { probe, type Probe } from "./submission";

const EPS = 1e-9;

export const numberFields = (shape: LedgerShape) => shape.fields.filter((f) => f.kind === "number");

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** The step a perturbation moves a value by: 1 for whole numbers, else a tenth of the typical size. */
export function stepFor(shape: LedgerShape, f: FieldShape): number {
  if (f.integer) return 1;
  const typical = median(shape.events.map((e) => Math.abs(num(e[f.name]) ?? 0)));
  return Number(Math.max(1e-3, typical / 10).toPrecision(3));
}

function mapValues(shape: LedgerShape, f: FieldShape, change: (v: number, i: number) => number): Event[] {
  return shape.events.map((e, i) => {
    const v = num(e[f.name]);
    return v === null ? e : { ...e, [f.name]: f.integer ? Math.round(change(v, i)) : roundFor({ ...f, nonNegative: false }, change(v, i)) };
  });
}

/** Per numeric field, the oracle with that field made wrong in every event; variants that change nothing are left out. */
export function numberPerturbations(shape: LedgerShape): { field: string; probe: Probe }[] {
  return numberFields(shape).flatMap((f) => {
    const step = stepFor(shape, f);
    const present = shape.events.map((e) => num(e[f.name])).filter((v): v is number => v !== null);
    const variants: [string, Event[]][] = [
      [`every ${f.name} +${step}`, mapValues(shape, f, (v) => v + step)],
      // a field never negative stays so: down where it can go, else up twice the step
      [
        `every ${f.name} -${step}${f.nonNegative ? ` (+${2 * step} where that would go below 0)` : ""}`,
        mapValues(shape, f, (v) => (f.nonNegative && v - step < 0 ? v + 2 * step : v - step)),
      ],
      [`every ${f.name} doubled (0 as ${step})`, mapValues(shape, f, (v) => (v === 0 ? step : 2 * v))],
    ];
    const distinct = [...new Set(present)].sort((a, b) => a - b);
    if (distinct.length > 1)
      // each value becomes the next larger value the oracle uses (the largest the smallest): plausible, and wrong
      variants.push([
        `every ${f.name} replaced by another event's value`,
        mapValues(shape, f, (v) => distinct[(distinct.indexOf(v) + 1) % distinct.length]),
      ]);
    const same = JSON.stringify(shape.events);
    return variants
      .filter(([, events]) => JSON.stringify(events) !== same)
      .map(([label, events]) => ({ field: f.name, probe: probe(shape, label, events) }));
  });
}

const SCORED_WORDS = /\b(?:scored|graded|checked|evaluated|compared|verified|must match|must be correct|counts? (?:toward|for))\b/i;

/** The instruction line that says `field` is scored ("`count` is scored against ..."), or null. */
export function scoredByInstruction(instruction: string, field: string): { line: number; text: string } | null {
  const code = `\`${field}\``;
  const lines = instructionLines(instruction);
  const i = lines.findIndex((l) => l.includes(code) && SCORED_WORDS.test(l));
  return i < 0 ? null : { line: i + 1, text: lines[i].trim().slice(0, 200) };
}

export async function runNumberProbes(
  runner: ProbeRunner,
  shape: LedgerShape,
  reference: number,
  instruction: string,
  judgeId: string,
): Promise<{ results: VerifierProbeDetails["mutations"]; findings: AuditFinding[] }> {
  const planned = numberPerturbations(shape);
  const rewards = await runner.score(
    planned.map((p) => p.probe),
    "numeric fields",
  );
  const byField = new Map<string, VerifierProbeDetails["mutations"]>();
  planned.forEach((p, i) => {
    const reward = rewards[i];
    if (reward === undefined) return;
    const list = byField.get(p.field) ?? [];
    list.push({ label: p.probe.label, reward, reference, rejected: reward === null || reward < reference - EPS });
    byField.set(p.field, list);
  });
  const findings = [...byField].flatMap(([field, results]): AuditFinding[] => {
    if (results.some((r) => r.rejected)) return [];
    const said = scoredByInstruction(instruction, field);
    const tried = results.map((r) => r.label.replace(`every ${field} `, "")).join("; ");
    const what = `the oracle with ${field} made wrong (${tried}) still scores ${reference.toFixed(4)}: the verifier does not check ${field}`;
    return [
      said
        ? {
            kind: "probes",
            severity: "fail",
            code: "number_not_scored",
            judgeId,
            message: `${what}, but the instruction says it is scored (line ${said.line}: "${said.text}")`,
            numbers: { probes: results.length, reference },
          }
        : {
            kind: "probes",
            severity: "info",
            code: "number_not_scored",
            judgeId,
            message: `${what} (for information: the instruction does not say it is scored)`,
            numbers: { probes: results.length, reference },
          },
    ];
  });
  return { results: [...byField.values()].flat(), findings };
}
