// A perfect submission rebuilt from ground-truth bytes: {"clearances": <GT clearances>},
// which is exactly how the task's oracle.json is made. Values are re-serialised the way
// Python's json.dumps writes them (ints stay ints, floats keep Python's repr) so the
// oracle keeps the int/float distinctions the validator cares about.

import { parsePyJson } from "../pyjson";
import { pyFormatFloat } from "../py";
import { GroundTruthError, PyDict, PyInt, type PyValue } from "../types";

/** json.dumps' default ensure_ascii=True: every non-ASCII code unit as \uXXXX. */
function asciiJson(s: string): string {
  return JSON.stringify(s).replace(/[\u0080-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

export function dumpsPy(v: PyValue, indent: string): string {
  if (v === null) return "null";
  if (typeof v === "boolean") return v ? "true" : "false";
  if (v instanceof PyInt) return v.value.toString();
  if (typeof v === "number") {
    if (Number.isNaN(v)) return "NaN";
    if (!Number.isFinite(v)) return v > 0 ? "Infinity" : "-Infinity";
    return pyFormatFloat(v);
  }
  if (typeof v === "string") return asciiJson(v);
  const inner = indent + "  ";
  if (Array.isArray(v)) {
    if (v.length === 0) return "[]";
    return `[\n${v.map((x) => inner + dumpsPy(x, inner)).join(",\n")}\n${indent}]`;
  }
  const items = [...v.entries.entries()];
  if (items.length === 0) return "{}";
  return `{\n${items.map(([k, x]) => `${inner}${asciiJson(k)}: ${dumpsPy(x, inner)}`).join(",\n")}\n${indent}}`;
}

export function perfectSubmissionBytes(groundTruth: Uint8Array): Uint8Array {
  const parsed = parsePyJson(groundTruth);
  const clearances = parsed.ok && parsed.value instanceof PyDict ? parsed.value.get("clearances") : undefined;
  if (clearances === undefined) {
    throw new GroundTruthError("ground truth has no clearances to build a perfect submission from");
  }
  const oracle = new PyDict(new Map([["clearances", clearances]]));
  return new TextEncoder().encode(dumpsPy(oracle, "") + "\n");
}
