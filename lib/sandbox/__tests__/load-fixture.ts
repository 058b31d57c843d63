// Reads a test judge folder (lib/sandbox/__fixtures__/judges/<name>) as a verifier file map.
import fs from "node:fs";
import path from "node:path";

export const FIXTURE_JUDGES = path.resolve(import.meta.dirname, "../__fixtures__/judges");

export function fixtureFiles(name: string): Map<string, Uint8Array> {
  const dir = path.join(FIXTURE_JUDGES, name);
  return new Map(fs.readdirSync(dir).map((f) => [f, new Uint8Array(fs.readFileSync(path.join(dir, f)))]));
}
