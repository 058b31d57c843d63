// Hostile judges in the real sandbox, run in this process (the sandbox is the same code the server
// runs): each fixture judge × two solutions (an empty object and 1 MB of junk). Only `escape`
// (which reports what it could reach) and `logs-bytes` (which stays under the /logs cap) may end
// `scored`; an escape that reached anything is a finding.
import { fixtureFiles } from "../../lib/sandbox/__tests__/load-fixture";
import { DEFAULT_LIMITS } from "../../lib/sandbox/limits";
import { probeSandbox } from "../../lib/sandbox/probe";
import { runVerifier } from "../../lib/sandbox/run-verifier";
import type { Ctx } from "./context";
import { encodeText } from "./mutations";

const JUDGES = [
  "crash",
  "loop",
  "sleep",
  "alloc",
  "network",
  "escape",
  "etc-passwd",
  "print-100mb",
  "no-reward",
  "bad-reward",
  "logs-bytes",
  "logs-files",
];
const MAY_SCORE = new Set(["escape", "logs-bytes"]);

export async function verifierFamily(ctx: Ctx): Promise<number> {
  if (!probeSandbox().ok) return 0;
  let runs = 0;
  for (const judge of JUDGES)
    for (const [what, solution] of [
      ["{}", encodeText("{}")],
      ["1 MB of junk", new Uint8Array(1024 * 1024).fill(0x7b)],
    ] as const) {
      const r = await runVerifier({
        files: fixtureFiles(judge),
        solution,
        solutionTarget: "/workspace/output/solution.json",
        limits: { ...DEFAULT_LIMITS, wallMs: 10_000, cpuSeconds: 3, logsBytes: 16 * 1024 * 1024, logsFiles: 500 },
      });
      runs += 1;
      const escapes = judge === "escape" ? ((r.rewardObject as { escapes?: string[] } | null)?.escapes ?? []) : [];
      const finding = escapes.length
        ? `escape reached ${JSON.stringify(escapes)}`
        : r.status === "scored" && !MAY_SCORE.has(judge)
          ? `${judge} with ${what} scored ${r.reward}`
          : undefined;
      ctx.probe.record("verifiers", finding, `${r.reason}\n${r.stderrTail}`);
    }
  return runs;
}
