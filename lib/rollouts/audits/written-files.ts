// JSON files the agent wrote through a file tool (Claude Write, Antigravity write_to_file, ATIF
// write calls): their bytes are in the log, so they can be compared with the stored ledger.
import type { Step } from "../parse/step-types";
import { isObject, str } from "../parse/values";
import { sha256Text } from "./first-user-message";

export interface WrittenFile {
  step: number;
  path: string;
  sha256: string;
  bytes: number;
  /** top-level JSON shape: a bare array where an object was required is a claim problem */
  shape: "object" | "array" | "invalid";
  topLevelKeys: string[];
}

export function writtenJsonFiles(steps: Step[]): WrittenFile[] {
  const out: WrittenFile[] = [];
  for (const s of steps) {
    if (s.kind !== "tool_call" || !isObject(s.input)) continue;
    const path = str(s.input.file_path) ?? str(s.input.TargetFile) ?? str(s.input.path) ?? str(s.input.filename);
    const content = str(s.input.content) ?? str(s.input.CodeContent) ?? str(s.input.file_text) ?? str(s.input.contents);
    if (path === null || content === null || !/\.json$/i.test(path)) continue;
    let shape: WrittenFile["shape"] = "invalid";
    let keys: string[] = [];
    try {
      const v: unknown = JSON.parse(content);
      shape = Array.isArray(v) ? "array" : isObject(v) ? "object" : "invalid";
      if (isObject(v)) keys = Object.keys(v).slice(0, 10);
    } catch {
      shape = "invalid";
    }
    out.push({
      step: s.index,
      path,
      sha256: sha256Text(content),
      bytes: new TextEncoder().encode(content).length,
      shape,
      topLevelKeys: keys,
    });
  }
  return out;
}
