// Reads the bundled judge-parity corpus: lib/judges/__fixtures__/parity/<judge-id>/
// {ground_truth.json, cases/*.json, expected/*.json}. Case files are handed over as raw bytes
// (some are deliberately invalid JSON or invalid UTF-8).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parsePyJson, pyToPlain } from "../../pyjson";
import type { ExpectedVerdict } from "./compare";

export const PARITY_CORPUS_ROOT = path.resolve(import.meta.dirname, "../../__fixtures__/parity");

export interface ParityCase {
  name: string;
  submission: Uint8Array;
  expected: ExpectedVerdict;
}

export interface ParityCorpus {
  judgeId: string;
  groundTruth: Uint8Array;
  cases: ParityCase[];
}

/** Judge ids that have a corpus folder. */
export function listCorpusJudgeIds(root: string = PARITY_CORPUS_ROOT): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name.includes("@"))
    .map((d) => d.name)
    .sort();
}

export function loadParityCorpus(judgeId: string, root: string = PARITY_CORPUS_ROOT): ParityCorpus {
  const dir = path.join(root, judgeId);
  const names = readdirSync(path.join(dir, "cases"))
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.slice(0, -".json".length))
    .sort();
  const cases = names.map((name) => ({
    name,
    submission: readBytes(path.join(dir, "cases", `${name}.json`)),
    expected: readExpected(path.join(dir, "expected", `${name}.json`)),
  }));
  return { judgeId, groundTruth: readBytes(path.join(dir, "ground_truth.json")), cases };
}

function readBytes(file: string): Uint8Array {
  return new Uint8Array(readFileSync(file));
}

/** Python wrote these with json.dumps, which may emit NaN / Infinity; read them as Python would. */
function readExpected(file: string): ExpectedVerdict {
  const parsed = parsePyJson(readBytes(file));
  if (!parsed.ok) throw new Error(`${file}: ${parsed.message}`);
  const record = pyToPlain(parsed.value);
  if (!isRecord(record) || typeof record.case !== "string") throw new Error(`${file}: not a reference verdict`);
  return record as unknown as ExpectedVerdict;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
