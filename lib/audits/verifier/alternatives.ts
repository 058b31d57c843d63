// Valid alternatives: the oracle written differently but meaning the same (key order, whitespace,
// number spelling, string escapes, Unicode normalisation, event order where the instruction does
// not make order part of the contract). Each must score as the oracle; a lower score is
// `valid_alternative_rejected`, naming the variant. Plus mutations: the oracle made wrong in one
// way (a label field swapped for another vocabulary value, the list reversed where order is the
// contract); a label swap scoring as the oracle is `label_not_scored`.
import { jitterSeed, seededRng } from "../rng";
import type { AlternativeResult, AuditFinding, VerifierProbeDetails } from "../types";
import { shuffled } from "../reward-sensitivity";
import { labelFields, otherLabel } from "./events";
import { withDecimalPoint, withEscapedFirst, withExponent } from "./json-write";
import type { ProbeRunner } from "./runner";
import type { Event, LedgerShape } from "./shape";
import { probe, type Probe } from "./submission";

const EPS = 1e-9;

function nfdLabels(shape: LedgerShape, e: Event, form: "NFD" | "NFC"): Event {
  const out: Event = { ...e };
  for (const f of labelFields(shape)) {
    const v = e[f.name];
    if (typeof v === "string") out[f.name] = v.normalize(form);
    else if (Array.isArray(v)) out[f.name] = v.map((x) => (typeof x === "string" ? x.normalize(form) : x));
  }
  return out;
}

/** The variants that apply to this oracle, and why the others do not. */
export function alternativeProbes(shape: LedgerShape, seed: number): { probes: Probe[]; skipped: { variant: string; note: string }[] } {
  const ev = shape.events;
  const probes: Probe[] = [];
  const skipped: { variant: string; note: string }[] = [];
  const add = (variant: string, events: readonly Event[], spelling = {}) => probes.push(probe(shape, variant, events, spelling));
  add("re-written (standard JSON spelling)", ev);
  add("whitespace: one line", ev, { indent: "" });
  add("whitespace: tab indent, CRLF line ends", ev, { indent: "\t", newline: "\r\n", trailingNewline: true });
  add("key order reversed in every object", ev, { reverseKeys: true });
  const contractIntegers = new Set(shape.fields.filter((f) => f.integerByContract).map((f) => f.name));
  const numberVariant = (spell: (n: number) => string) => ({
    number: (n: number, key: string | null) =>
      key !== null && contractIntegers.has(key) && Number.isInteger(n) ? JSON.stringify(n) : spell(n),
  });
  const respellable = shape.fields.some((f) => (f.kind === "time" || f.kind === "number") && !(f.integerByContract && f.integer));
  if (respellable) {
    add("numbers with a decimal point (1 as 1.0)", ev, numberVariant(withDecimalPoint));
    add("numbers in exponent form (72 as 7.2e1)", ev, numberVariant(withExponent));
  } else skipped.push({ variant: "numbers respelled", note: "every number field is one the instruction calls an integer" });
  if (contractIntegers.size > 0)
    skipped.push({
      variant: "integers respelled",
      note: `the instruction calls ${[...contractIntegers].join(", ")} integers: 1.0 is not an equal answer there`,
    });
  add("strings with \\u escapes", ev, { string: withEscapedFirst });
  for (const form of ["NFD", "NFC"] as const) {
    const changed = ev.map((e) => nfdLabels(shape, e, form));
    if (JSON.stringify(changed) !== JSON.stringify(ev)) add(`labels in Unicode ${form}`, changed);
    else skipped.push({ variant: `labels in Unicode ${form}`, note: `no label changes under ${form}` });
  }
  if (shape.orderMatters) skipped.push({ variant: "events shuffled", note: "the instruction makes the order part of the contract" });
  else if (ev.length > 1) {
    const order = shuffled(ev.length, seededRng(jitterSeed(seed, 7)));
    add(
      "events shuffled",
      order.map((i) => ev[i]),
    );
  }
  return { probes, skipped };
}

export async function runAlternatives(
  runner: ProbeRunner,
  shape: LedgerShape,
  reference: number,
  judgeId: string,
  seed: number,
): Promise<{ results: AlternativeResult[]; findings: AuditFinding[] }> {
  const { probes, skipped } = alternativeProbes(shape, seed);
  const rewards = await runner.score(probes, "valid alternatives");
  const results: AlternativeResult[] = probes.map((p, i) => {
    const reward = rewards[i];
    if (reward === undefined) return { variant: p.label, reward: null, reference, rejected: false, note: "not run (budget)" };
    const rejected = reward === null || reward < reference - EPS;
    return { variant: p.label, reward, reference, rejected, ...(reward === null ? { note: "the verifier did not score it" } : {}) };
  });
  results.push(...skipped.map((s) => ({ variant: s.variant, reward: null, reference, rejected: false, note: s.note })));
  const findings = results
    .filter((r) => r.rejected)
    .map((r): AuditFinding => ({
      kind: "probes",
      severity: "warn",
      code: "valid_alternative_rejected",
      judgeId,
      message: `the oracle with ${r.variant} scores ${r.reward === null ? "nothing (not scored)" : r.reward.toFixed(4)} against ${reference.toFixed(4)}: an answer equal to the oracle is scored lower`,
      numbers: { reward: r.reward ?? 0, reference },
    }));
  return { results, findings };
}

const swapLabel = (field: string) => `every ${field} swapped for another vocabulary value`;

export function mutationProbes(shape: LedgerShape, seed: number): Probe[] {
  const rng = seededRng(jitterSeed(seed, 11));
  const probes = labelFields(shape).flatMap((f) => {
    const swapped = shape.events.map((e) => {
      const other = otherLabel(f, e[f.name], rng);
      return other === null ? e : { ...e, [f.name]: other };
    });
    return JSON.stringify(swapped) === JSON.stringify(shape.events)
      ? []
      : [probe(shape, `every ${f.name} swapped for another vocabulary value`, swapped)];
  });
  if (shape.orderMatters && shape.events.length > 1)
    probes.push(probe(shape, "events reversed (order is the contract)", [...shape.events].reverse()));
  return probes;
}

export async function runMutations(
  runner: ProbeRunner,
  shape: LedgerShape,
  reference: number,
  judgeId: string,
  seed: number,
): Promise<{ results: VerifierProbeDetails["mutations"]; findings: AuditFinding[]; unscoredFields: string[] }> {
  const probes = mutationProbes(shape, seed);
  const rewards = await runner.score(probes, "mutations");
  const results = probes.flatMap((p, i) => {
    const reward = rewards[i];
    return reward === undefined ? [] : [{ label: p.label, reward, reference, rejected: reward === null || reward < reference - EPS }];
  });
  const findings = results
    .filter((r) => !r.rejected && r.label.startsWith("every "))
    .map((r): AuditFinding => ({
      kind: "probes",
      severity: "warn",
      code: "label_not_scored",
      judgeId,
      message: `the oracle with ${r.label} still scores ${(r.reward ?? 0).toFixed(4)}: the verifier does not check that field`,
      numbers: { reward: r.reward ?? 0, reference },
    }));
  const unscoredFields = labelFields(shape)
    .filter((f) => results.some((r) => !r.rejected && r.label === swapLabel(f.name)))
    .map((f) => f.name);
  return { results, findings, unscoredFields };
}
