// Instruction ↔ judge ↔ SPEC for the scoring numbers that are not tolerances: submission caps
// (MAX_PREDICTIONS, maxActions, maxBytes) and the reward's term weights, both from the judge's
// scoringContract. scoring_stated_differently: a document states a cap for what the judge caps, or
// a weight for one of its terms, with another value. tolerance_not_in_instruction: a cap the
// family's policy says the agent must be told, or (policy "method stated") a weight, that the
// instruction never states.
import type { ScoringNumber } from "../judges/scoring-contract";
import { capStatements, singular, type CapStatement } from "./cap-statements";
import type { FamilyPolicy } from "./policy";
import type { ScoringDocs } from "./scoring-numbers";
import type { ContractFinding } from "./types";
import { statesWeight, weightStatements, type WeightStatement } from "./weight-statements";

type Doc = { path: string; text: string; isInstruction: boolean };

const capOf = (caps: readonly ScoringNumber[], s: CapStatement) =>
  caps.find((c) => c.unit === s.unit && (s.unit === "bytes" || (c.names ?? []).some((n) => singular(n) === s.noun)));

const describe = (n: ScoringNumber) =>
  n.kind === "weight" && n.total !== undefined && n.total !== 1
    ? `${n.key} = ${n.value} of ${n.total} ${n.unit} (${n.label})`
    : `${n.key} = ${n.value} ${n.unit === "weight" ? "" : n.unit} (${n.label})`.replace("  ", " ");

function differently(doc: Doc, line: number, quoted: string, n: ScoringNumber, stated: string): ContractFinding {
  return {
    code: "scoring_stated_differently",
    severity: doc.isInstruction ? "error" : "warn",
    file: doc.path,
    line,
    message: `${doc.path} states ${n.kind === "cap" ? "a cap of" : `${n.key}'s weight as`} ${stated}; the judge's is ${n.value}${n.kind === "cap" ? ` ${n.unit}` : ""}`,
    evidence: `${doc.path}:${line} "${quoted}"; judge: ${describe(n)}`,
    fix: `make ${doc.path} state the judge's value, or change the judge and re-run calibration`,
  };
}

function notInInstruction(docs: ScoringDocs, n: ScoringNumber, specLines: string[]): ContractFinding {
  const what = n.kind === "cap" ? `a cap of ${n.value} ${n.unit}` : `weight ${n.value} on ${n.key}`;
  return {
    code: "tolerance_not_in_instruction",
    severity: n.kind === "cap" ? "warn" : "error",
    file: docs.instruction.path,
    line: null,
    message: `the judge applies ${what} (${n.key}) but the instruction never states it`,
    evidence: `judge: ${describe(n)}; SPEC: ${specLines.length > 0 ? specLines.join("; ") : "the SPEC card does not state it either"}; instruction: none`,
    fix: `state it in ${docs.instruction.path}, or change the family's policy in lib/contract/policy.ts`,
  };
}

export function capAndWeightFindings(docs: ScoringDocs, numbers: readonly ScoringNumber[], policy: FamilyPolicy): ContractFinding[] {
  const caps = numbers.filter((n) => n.kind === "cap");
  const weights = numbers.filter((n) => n.kind === "weight");
  const documents: Doc[] = [{ ...docs.instruction, isInstruction: true }];
  if (docs.spec) documents.push({ ...docs.spec, isInstruction: false });
  const findings: ContractFinding[] = [];
  const capsSaid = new Map<Doc, { s: CapStatement; cap: ScoringNumber }[]>();
  const weightsSaid = new Map<Doc, { s: WeightStatement; w: ScoringNumber }[]>();

  for (const doc of documents) {
    const c = capStatements(doc.text).flatMap((s) => {
      const cap = capOf(caps, s);
      return cap ? [{ s, cap }] : [];
    });
    const w = weightStatements(doc.text, weights).flatMap((s) => {
      const weight = weights.find((x) => x.key === s.key);
      return weight ? [{ s, w: weight }] : [];
    });
    capsSaid.set(doc, c);
    weightsSaid.set(doc, w);
    for (const { s, cap } of c) if (s.value !== cap.value) findings.push(differently(doc, s.line, s.text, cap, `${s.value} ${s.unit}`));
    for (const { s, w: weight } of w)
      if (!statesWeight(s, weight)) findings.push(differently(doc, s.line, s.text, weight, `${s.value}${s.percent ? "%" : ""}`));
  }

  const [instruction, spec] = documents;
  const specCites = (pick: (d: Doc) => { line: number; text: string }[]) =>
    spec ? pick(spec).map((x) => `${spec.path}:${x.line} "${x.text}"`) : [];
  const mustStateCap = (c: ScoringNumber) =>
    policy.statedCaps === "all" || (policy.statedCaps !== "none" && policy.statedCaps.includes(c.key));
  for (const cap of caps.filter(mustStateCap)) {
    if ((capsSaid.get(instruction) ?? []).some((x) => x.cap === cap)) continue;
    findings.push(
      notInInstruction(
        docs,
        cap,
        specCites((d) => (capsSaid.get(d) ?? []).filter((x) => x.cap === cap).map((x) => x.s)),
      ),
    );
  }
  if (policy.method === "stated") {
    for (const w of weights.filter((x) => x.value > 0)) {
      if ((weightsSaid.get(instruction) ?? []).some((x) => x.w === w)) continue;
      findings.push(
        notInInstruction(
          docs,
          w,
          specCites((d) => (weightsSaid.get(d) ?? []).filter((x) => x.w === w).map((x) => x.s)),
        ),
      );
    }
  }
  return findings;
}
