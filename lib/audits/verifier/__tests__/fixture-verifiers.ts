// Test-only: a verifier-audit fixture (lib/audits/verifier/__fixtures__/<name>) as the engine's
// input plus a sandbox verifier (its tests/ files with the shared test.sh and events_judge.py).
import fs from "node:fs";
import path from "node:path";
import { DEFAULT_LIMITS } from "../../../sandbox/limits";
import { DEFAULT_SOLUTION_TARGET } from "../../../sandbox/verifier-files";
import { STRONG_AGENT_BAR } from "../../types";
import type { SandboxVerifier } from "../sandbox-scorer";
import type { VerifierAuditInput } from "../types";

export const FIXTURES = path.resolve(import.meta.dirname, "../__fixtures__");

const read = (p: string) => new Uint8Array(fs.readFileSync(p));

export function fixtureVerifier(name: string): SandboxVerifier {
  const dir = path.join(FIXTURES, name);
  const files = new Map<string, Uint8Array>([
    ["test.sh", read(path.join(FIXTURES, "common/test.sh"))],
    ["events_judge.py", read(path.join(FIXTURES, "common/events_judge.py"))],
  ]);
  for (const f of fs.readdirSync(path.join(dir, "tests"))) files.set(f, read(path.join(dir, "tests", f)));
  return { files, solutionTarget: DEFAULT_SOLUTION_TARGET, limits: { ...DEFAULT_LIMITS, wallMs: 30_000 } };
}

export function fixtureInput(name: string): VerifierAuditInput {
  const dir = path.join(FIXTURES, name);
  const ledgerDir = path.join(dir, "ledgers");
  const ledgers = fs.existsSync(ledgerDir)
    ? fs
        .readdirSync(ledgerDir)
        .map((f) => ({ path: `ledgers/${f}`, label: f.replace(/\.json$/, ""), bytes: read(path.join(ledgerDir, f)) }))
    : [];
  return {
    taskId: `fixture-${name}`,
    judgeId: `task:fixture-${name}`,
    instruction: fs.readFileSync(path.join(dir, "instruction.md"), "utf8"),
    oracle: read(path.join(dir, "oracle.json")),
    groundTruth: read(path.join(dir, "tests/gt.json")),
    ledgers,
    strongAgentBar: STRONG_AGENT_BAR,
  };
}
