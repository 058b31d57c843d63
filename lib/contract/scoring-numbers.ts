// Instruction ↔ judge ↔ SPEC: the tolerances the judge applies against the ones the documents
// state. tolerance_not_in_instruction: a tolerance the family's policy says the agent must be told
// is not stated in the instruction (with where the SPEC states it). scoring_stated_differently: a
// document states a tolerance in a unit the judge uses, with a value no tolerance of that unit has.
// Method statements (F1, weights, credit units) in an instruction whose family says "method not".
// Caps and weights: caps-and-weights.ts. The numbers are the judge's scoringContract().
import type { FamilyPolicy } from "./policy";
import { toleranceStatements, type ToleranceStatement, type ToleranceUnit } from "./tolerance-statements";
import { lineText, matchesWithLines, quote } from "./text";
import type { ScoringNumber } from "../judges/scoring-contract";
import { capAndWeightFindings } from "./caps-and-weights";
import type { ContractFinding } from "./types";

export interface ScoringDocs {
  instruction: { path: string; text: string };
  spec: { path: string; text: string } | null;
  /** frames per second of the media, to read "(0.5 s)" beside "12 frames" */
  fps: number | null;
}

const JUDGE_UNITS: Record<string, ToleranceUnit> = { s: "s", frames: "frames", ft: "ft", deg: "deg", kt: "kt", fraction: "fraction" };

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/** The statement says this tolerance's value (frames also read as seconds at the media's fps). */
function states(s: ToleranceStatement, t: ScoringNumber, unit: ToleranceUnit, fps: number | null): boolean {
  if (s.unit === unit && close(s.value, t.value)) return true;
  return unit === "frames" && s.unit === "s" && fps !== null && close(s.value, Math.round((t.value / fps) * 1000) / 1000);
}

const describe = (t: ScoringNumber) => `${t.key} = ${t.value} ${t.unit} (${t.label})`;
const cite = (path: string, s: ToleranceStatement) => `${path}:${s.line} "${s.text}"`;

export function scoringNumberFindings(docs: ScoringDocs, numbers: readonly ScoringNumber[], policy: FamilyPolicy): ContractFinding[] {
  const findings: ContractFinding[] = [];
  const tolerances = numbers.filter((n) => n.kind === "tolerance");
  const inInstruction = toleranceStatements(docs.instruction.text);
  const inSpec = docs.spec ? toleranceStatements(docs.spec.text) : [];
  const readable = tolerances.flatMap((t) => (JUDGE_UNITS[t.unit] ? [{ t, unit: JUDGE_UNITS[t.unit] }] : []));

  for (const { t, unit } of readable) {
    const required = policy.statedTolerances === "all" || policy.statedTolerances.includes(t.key);
    if (!required || inInstruction.some((s) => states(s, t, unit, docs.fps))) continue;
    const specSays = inSpec.filter((s) => states(s, t, unit, docs.fps));
    const where =
      specSays.length > 0 ? `${specSays.map((s) => cite(docs.spec!.path, s)).join("; ")}` : "the SPEC card does not state it either";
    findings.push({
      code: "tolerance_not_in_instruction",
      severity: "error",
      file: docs.instruction.path,
      line: null,
      message: `the judge applies ${t.value} ${t.unit} (${t.key}) but the instruction never states it`,
      evidence: `judge: ${describe(t)}; SPEC: ${where}; instruction: none`,
      fix: `state the tolerance in ${docs.instruction.path} (e.g. "within ${t.value} ${t.unit}"), or change the judge`,
    });
  }

  const sources = [{ path: docs.instruction.path, statements: inInstruction, isInstruction: true }];
  if (docs.spec) sources.push({ path: docs.spec.path, statements: inSpec, isInstruction: false });
  for (const { path, statements, isInstruction } of sources) {
    for (const s of statements) {
      const sameUnit = readable.filter((r) => r.unit === s.unit || (r.unit === "frames" && s.unit === "s"));
      if (sameUnit.length === 0 || sameUnit.some((r) => states(s, r.t, r.unit, docs.fps))) continue;
      // a seconds value beside a frames tolerance is only a restatement we can check with an fps
      if (sameUnit.every((r) => r.unit !== s.unit) && docs.fps === null) continue;
      findings.push({
        code: "scoring_stated_differently",
        severity: isInstruction ? "error" : "warn",
        file: path,
        line: s.line,
        message: `${path} states a ${s.value} ${s.unit} tolerance; the judge applies ${sameUnit.map((r) => `${r.t.value} ${r.t.unit}`).join(", ")}`,
        evidence: `${cite(path, s)}; judge: ${sameUnit.map((r) => describe(r.t)).join("; ")}`,
        fix: `make ${path} state the judge's value, or change the judge and re-run calibration`,
      });
    }
  }

  if (policy.method === "not_stated") findings.push(...methodStatements(docs.instruction));
  findings.push(...capAndWeightFindings(docs, numbers, policy));
  return findings;
}

/**
 * Which document states each of the judge's tolerances, agreeing or not: "frameTolerance 12 frames:
 * instruction none; SPEC.md:38, 79". Tolerances in a unit no statement is read in are left out.
 */
export function toleranceSources(docs: ScoringDocs, numbers: readonly ScoringNumber[]): string[] {
  const inInstruction = toleranceStatements(docs.instruction.text);
  const inSpec = docs.spec ? toleranceStatements(docs.spec.text) : [];
  return numbers.flatMap((t) => {
    const unit = t.kind === "tolerance" ? JUDGE_UNITS[t.unit] : undefined;
    if (unit === undefined) return [];
    const lines = (statements: ToleranceStatement[]) => {
      const hit = [...new Set(statements.filter((s) => states(s, t, unit, docs.fps)).map((s) => s.line))];
      return hit.length === 0 ? "none" : hit.join(", ");
    };
    const spec = docs.spec ? `; ${docs.spec.path}: ${lines(inSpec)}` : "";
    return [`${t.key} ${t.value} ${t.unit}: ${docs.instruction.path}: ${lines(inInstruction)}${spec}`];
  });
}

const METHOD =
  /\b(?:F1\b|f-score|precision and recall|weight(?:ed)?\s+(?:of\s+)?0?\.\d+|credit units?|partial credit|one-to-one matching)/gi;

function methodStatements(doc: { path: string; text: string }): ContractFinding[] {
  return matchesWithLines(doc.text, METHOD).map(({ match, line }) => ({
    code: "scoring_stated_differently" as const,
    severity: "warn" as const,
    file: doc.path,
    line,
    message: `the instruction states the scoring method ("${quote(match[0])}"); the family's policy is "tolerances stated, method not"`,
    evidence: lineText(doc.text, line),
    fix: "remove the scoring method from the instruction (keep the tolerances), or change the family's policy in lib/contract/policy.ts",
  }));
}
