// Contract review for any verifier, read as text (never run here): a never-seen family's
// steps/solve/tests sources against its documents —
//  * tolerance-like constants (FRAME_TOL = 5, *_TOLERANCE, windows in s / frames / px) the
//    instruction never states;
//  * the statistic each document names for the gate (SPEC, scores.md, rescore records) against the
//    others and against what the verifier's source reports;
//  * sha256s recorded in calibration files against the shipped judge and ground truth;
//  * worked examples in the instruction equal to a ground-truth event, however labelled ("made-up").
// Pure and linear: every scan is one pass of a bounded text with non-nested patterns.
import crypto from "node:crypto";
import type { ContractFinding } from "./types";

export interface VerifierSourceInput {
  /** every file of the folder (task-relative path -> bytes) */
  files: ReadonlyMap<string, Uint8Array>;
  instruction: { path: string; text: string };
  groundTruth: unknown;
}

const TESTS = "steps/solve/tests/";
const MAX_TEXT = 512 * 1024;
const text = (b: Uint8Array | undefined) => (b && b.byteLength <= MAX_TEXT ? new TextDecoder().decode(b) : null);
const lines = (t: string) => t.split("\n");

export interface VerifierTolerance {
  name: string;
  value: number;
  unit: "frames" | "px" | "s" | "ms" | null;
  file: string;
  line: number;
}

const TOLERANCE_NAME =
  /^\s*([A-Z][A-Z0-9_]*?(?:TOL|TOLERANCE|WINDOW|SLACK|MARGIN)[A-Z0-9_]*)\s*(?::\s*\w+\s*)?=\s*([0-9]+(?:\.[0-9]+)?)\b(.*)$/;

function unitOf(name: string, rest: string): VerifierTolerance["unit"] {
  const words = `${name} ${rest}`.toLowerCase();
  if (/frame/.test(words)) return "frames";
  if (/\bpx\b|pixel/.test(words)) return "px";
  if (/\bms\b|milli/.test(words)) return "ms";
  if (/\bsec|seconds?\b|_s\b|\bs\b/.test(words)) return "s";
  return null;
}

/** Tolerance-like constants assigned at a line's start in the verifier's Python / shell sources. */
export function verifierTolerances(files: ReadonlyMap<string, Uint8Array>): VerifierTolerance[] {
  const out: VerifierTolerance[] = [];
  for (const [path, raw] of files) {
    if (!path.startsWith(TESTS) || !/\.(py|sh)$/.test(path)) continue;
    const t = text(raw);
    if (t === null) continue;
    lines(t).forEach((l, i) => {
      const m = TOLERANCE_NAME.exec(l);
      if (m) out.push({ name: m[1], value: Number(m[2]), unit: unitOf(m[1], m[3]), file: path, line: i + 1 });
    });
  }
  return out;
}

const UNIT_WORDS: Record<NonNullable<VerifierTolerance["unit"]>, string> = {
  frames: "frames?",
  px: "px|pixels?",
  s: "s|sec|secs|seconds?",
  ms: "ms|milliseconds?",
};

/** Does the instruction state this number (with its unit when one is known)? */
function stated(instruction: string, tol: VerifierTolerance): boolean {
  const n = String(tol.value).replace(".", "\\.");
  const unit = tol.unit ? `\\s*(?:${UNIT_WORDS[tol.unit]})\\b` : "";
  return new RegExp(`(?<![\\d.])${n}(?:\\.0+)?${unit}`, "i").test(instruction);
}

const STATISTICS: [string, RegExp][] = [
  ["F1", /\bF1\b|\bF-?score\b|\bf1\b/],
  ["precision", /\bprecision\b/i],
  ["recall", /\brecall\b/i],
  ["accuracy", /\baccuracy\b/i],
  ["IoU", /\bIoU\b|intersection over union/i],
  ["mean absolute error", /\bmean absolute (?:frame )?error\b|\bMAE\b/i],
  ["RMSE", /\bRMSE\b|root mean square/i],
  ["Kendall tau", /\bkendall\b/i],
  ["edit distance", /\bedit distance\b|\blevenshtein\b/i],
  ["exact match", /\bexact[- ]match\b/i],
];

function statisticsIn(t: string): { stat: string; line: number }[] {
  const out: { stat: string; line: number }[] = [];
  lines(t).forEach((l, i) => {
    for (const [stat, re] of STATISTICS) if (re.test(l) && !out.some((o) => o.stat === stat)) out.push({ stat, line: i + 1 });
  });
  return out;
}

const DOCS = /^(SPEC\.md|calibration\/.*\.(md|txt))$/;

/** The statistics each document names, and the ones the verifier's source computes or reports. */
function statisticFindings(files: ReadonlyMap<string, Uint8Array>): ContractFinding[] {
  const named: { file: string; line: number; stat: string }[] = [];
  for (const [path, raw] of files) {
    const t = DOCS.test(path) ? text(raw) : null;
    if (t !== null) for (const s of statisticsIn(t)) named.push({ file: path, ...s });
  }
  const verifier = new Set<string>();
  for (const [path, raw] of files) {
    const t = path.startsWith(TESTS) && /\.(py|sh)$/.test(path) ? text(raw) : null;
    if (t !== null) for (const s of statisticsIn(t)) verifier.add(s.stat);
  }
  const docStats = [...new Set(named.map((n) => n.stat))];
  const foreign = verifier.size > 0 ? named.filter((n) => !verifier.has(n.stat)) : [];
  if (docStats.length < 2 && foreign.length === 0) return [];
  const where = named.map((n) => `${n.file}:${n.line} ${n.stat}`).join("; ");
  const first = foreign[0] ?? named[0];
  return [
    {
      code: "statistic_named_differently",
      severity: "warn",
      file: first.file,
      line: first.line,
      message: `the documents name ${docStats.length} statistic(s) (${docStats.join(", ")})${verifier.size ? `; the verifier's source reports ${[...verifier].join(", ")}` : ""}: which one decides the gate?`,
      evidence: where,
      fix: "name the one statistic the verifier's reward reports in SPEC.md, scores.md and every rescore record",
    },
  ];
}

const sha = (b: Uint8Array) => crypto.createHash("sha256").update(b).digest("hex");

/** A 64-hex sha256 on a calibration line that names a shipped tests/ file by its base name, compared with its bytes. */
function hashFindings(files: ReadonlyMap<string, Uint8Array>): ContractFinding[] {
  const shipped = [...files].filter(([p]) => p.startsWith(TESTS)).map(([p, raw]) => ({ path: p, name: p.split("/").pop()!, raw }));
  const out: ContractFinding[] = [];
  for (const [path, raw] of files) {
    const t = path.startsWith("calibration/") ? text(raw) : null;
    if (t === null) continue;
    lines(t).forEach((l, i) => {
      const recorded = /\b([0-9a-f]{64})\b/i.exec(l)?.[1]?.toLowerCase();
      const file = recorded ? shipped.find((f) => new RegExp(`(^|[^\\w.-])${f.name.replace(/\./g, "\\.")}\\b`).test(l)) : undefined;
      if (!recorded || !file) return;
      const actual = sha(file.raw);
      if (actual !== recorded)
        out.push({
          code: "calibration_hash_mismatch",
          severity: "error",
          file: path,
          line: i + 1,
          message: `records sha256 ${recorded.slice(0, 12)}… for ${file.name}; the shipped ${file.path} is ${actual.slice(0, 12)}…: the calibration scored another file`,
          evidence: l.trim().slice(0, 300),
          fix: "re-run the calibration with the shipped file, or ship the file it ran",
        });
    });
  }
  return out;
}

const MAX_NODES = 50_000;

/** Every object in a JSON document that has at least two scalar fields (an event, by shape). */
function eventObjects(doc: unknown): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const stack: unknown[] = [doc];
  for (let n = 0; stack.length && n < MAX_NODES; n++) {
    const v = stack.pop();
    if (Array.isArray(v)) stack.push(...v.slice(0, 10_000));
    else if (v && typeof v === "object") {
      const entries = Object.entries(v);
      if (entries.filter(([, x]) => x === null || typeof x !== "object").length >= 2) out.push(Object.fromEntries(entries));
      stack.push(...entries.map(([, x]) => x).filter((x) => x && typeof x === "object"));
    }
  }
  return out;
}

/** JSON values written in the instruction: fenced blocks and inline `{...}` spans that parse. */
export function instructionJson(t: string): { value: unknown; line: number }[] {
  const out: { value: unknown; line: number }[] = [];
  const re = /```[a-z]*\n([\s\S]*?)```|`(\{[^`\n]*\})`/g;
  for (let m = re.exec(t); m; m = re.exec(t)) {
    try {
      out.push({ value: JSON.parse(m[1] ?? m[2]), line: t.slice(0, m.index).split("\n").length + (m[1] ? 1 : 0) });
    } catch {
      /* prose or a schema sketch, not JSON */
    }
  }
  return out;
}

function exampleFindings(input: VerifierSourceInput): ContractFinding[] {
  if (input.groundTruth === null || input.groundTruth === undefined) return [];
  const truth = eventObjects(input.groundTruth);
  const out: ContractFinding[] = [];
  for (const { value, line } of instructionJson(input.instruction.text))
    for (const example of eventObjects(value)) {
      const scalars = Object.entries(example).filter(([, v]) => v === null || typeof v !== "object");
      const leak = truth.find((e) => scalars.every(([k, v]) => k in e && e[k] === v));
      if (leak)
        out.push({
          code: "example_equals_ground_truth",
          severity: "error",
          file: input.instruction.path,
          line,
          message: `the worked example ${JSON.stringify(example).slice(0, 200)} equals a ground-truth event on every field it gives (${scalars.map(([k]) => k).join(", ")}): a leak, however the instruction labels it`,
          evidence: JSON.stringify(leak).slice(0, 300),
          fix: "use an example that is not in the ground truth (another label, time or position)",
        });
    }
  return out;
}

export function verifierSourceFindings(input: VerifierSourceInput): { findings: ContractFinding[]; note: string } {
  const tolerances = verifierTolerances(input.files);
  const findings: ContractFinding[] = tolerances
    .filter((t) => !stated(input.instruction.text, t))
    .map((t) => ({
      code: "verifier_tolerance_not_in_instruction" as const,
      severity: "warn" as const,
      file: t.file,
      line: t.line,
      message: `the verifier applies ${t.name} = ${t.value}${t.unit ? ` ${t.unit}` : ""}; ${input.instruction.path} never states it`,
      evidence: `${t.name} = ${t.value}`,
      fix: `state the tolerance in the instruction (${t.value}${t.unit ? ` ${t.unit}` : ""}), or say why the agent must not know it`,
    }));
  findings.push(...statisticFindings(input.files), ...hashFindings(input.files), ...exampleFindings(input));
  const note = `${tolerances.length} tolerance constant(s) in the verifier's source (${tolerances.map((t) => `${t.name} = ${t.value}`).join(", ") || "none"}), statistics named in SPEC.md and calibration/, recorded sha256s, worked examples against the ground truth`;
  return { findings, note };
}

/** The ground truth among the verifier's files when the importer kept none: the one JSON file under tests/ named like one. */
export function groundTruthArtifact(files: ReadonlyMap<string, Uint8Array>): unknown {
  const candidates = [...files.keys()].filter((p) => p.startsWith(TESTS) && /(ground_?truth|gt|answer|expected)[^/]*\.json$/i.test(p));
  if (candidates.length !== 1) return null;
  try {
    return JSON.parse(text(files.get(candidates[0])) ?? "");
  } catch {
    return null;
  }
}
