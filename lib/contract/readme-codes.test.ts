// The top-level README's "Contract review" codes table against the codes lib/contract can emit
// (CONTRACT_CODES, the schema every stored finding is checked by) and the gate-worthy ones the
// contract gate reads (marked ★), so neither side can drift without this test failing.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONTRACT_GATE_CODES } from "../gates/contract-gate";
import { CONTRACT_CODES } from "./types";

const README = readFileSync(path.resolve(import.meta.dirname, "../../README.md"), "utf8");

/** rows of the first table under "## Contract review": [code, gate-worthy] */
function readmeCodes(): { code: string; gate: boolean }[] {
  const start = README.indexOf("\n## Contract review\n");
  expect(start, 'README.md has a "## Contract review" section').toBeGreaterThan(-1);
  const end = README.indexOf("\n## ", start + 1);
  const section = README.slice(start, end === -1 ? undefined : end);
  return [...section.matchAll(/^\| `([a-z_]+)`( ★)? \|/gm)].map((m) => ({ code: m[1], gate: m[2] !== undefined }));
}

describe("README codes table", () => {
  it("lists every code lib/contract can emit, once, and no other", () => {
    const rows = readmeCodes().map((r) => r.code);
    expect(new Set(rows).size).toBe(rows.length);
    expect([...rows].sort()).toEqual([...CONTRACT_CODES].sort());
  });

  it("marks with ★ exactly the codes the contract gate reads", () => {
    const starred = readmeCodes()
      .filter((r) => r.gate)
      .map((r) => r.code);
    expect(starred.sort()).toEqual(Object.keys(CONTRACT_GATE_CODES).sort());
  });
});
