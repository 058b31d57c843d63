// Cross-check on the bundled demo task (issue 33 item 4): its own judge.py run by the generic
// audits in the sandbox, against the profile audits of the TypeScript port of the same judge
// (lib/judges egocentric). Per ledger and per verdict the two must agree: which ledgers omission
// helps and whether withheld answers were right, whether a video-free probe reaches the bar,
// whether the reward has a cliff. The port's numbers are computed here by the port, not taken
// from the generic run.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { runAuditSuite, type AuditSuiteResult } from "../../suite";
import { auditInputOf } from "../../task-input";
import { STRONG_AGENT_BAR } from "../../types";
import { parseTaskFolder } from "../../../importers/parse-task-folder";
import { readTaskFolder } from "../../../importers/read-folder";
import { probeSandbox } from "../../../sandbox/probe";
import { readFolderVerifier } from "../../../sandbox/read-task-verifier";
import { runVerifierAudits } from "../index";
import { scorerFromSandbox } from "../sandbox-scorer";

const DEMO = path.resolve(import.meta.dirname, "../../../../prisma/fixtures/tasks/demo-shapes-activity");
const LEDGERS = [
  "calibration/rollouts/codex-gpt-5.6-sol.solution.json",
  "calibration/rollouts/claude-opus-4.8.solution.json",
  "calibration/rollouts/antigravity-gemini-3.6-flash.solution.json",
  "calibration/rollouts/empty.solution.json",
];
const sandbox = probeSandbox();

const verdicts = (r: AuditSuiteResult, judgeId: string) => {
  const codes = r.findings.filter((f) => f.judgeId === judgeId);
  return {
    probeClearsBar: codes.some((f) => f.code === "probe_clears_bar"),
    rewardCliff: codes.some((f) => f.code === "reward_cliff"),
    omission: Object.fromEntries(
      (r.pairings.find((p) => p.judgeId === judgeId)?.omission ?? []).map((o) => [
        o.ledgerPath,
        { raises: o.gain > 1e-9, withheldMatched: o.withheldMatched, base: o.base.toFixed(9), best: o.best.toFixed(9) },
      ]),
    ),
  };
};

describe.skipIf(!sandbox.ok)("demo task: generic audits through judge.py agree with the port's profile audits", () => {
  let port: ReturnType<typeof verdicts>;
  let generic: ReturnType<typeof verdicts>;

  beforeAll(async () => {
    const files = await readTaskFolder(DEMO);
    const parsed = parseTaskFolder("demo-shapes-activity", files, { kind: "folder", location: DEMO }, { specCardErrors: "recover" });
    if (!parsed.ok) throw new Error("demo task does not parse");
    const input = auditInputOf(parsed.task);
    const primary = input.pairings.filter((p) => p.isPrimary);
    const ledgers = input.ledgers.filter((l) => LEDGERS.includes(l.path));
    expect(ledgers.map((l) => l.path).sort()).toEqual([...LEDGERS].sort());
    const portRun = await runAuditSuite({ ...input, pairings: primary, ledgers }, { audits: ["omission", "probes", "sensitivity"] });
    port = verdicts(portRun, primary[0].judgeId);

    const verifier = readFolderVerifier(DEMO);
    if (!verifier.ok) throw new Error(verifier.reason);
    const read = (p: string) => files.get(p) ?? new Uint8Array();
    const genericRun = await runVerifierAudits(
      {
        taskId: "demo-shapes-activity",
        judgeId: verifier.verifier.judgeId,
        instruction: new TextDecoder().decode(read("steps/solve/instruction.md")),
        oracle: read("steps/solve/solution/oracle.json"),
        groundTruth: read("steps/solve/tests/gt.json"),
        ledgers,
        strongAgentBar: STRONG_AGENT_BAR,
      },
      scorerFromSandbox(verifier.verifier),
    );
    generic = verdicts(genericRun, verifier.verifier.judgeId);
  });

  it("no video-free probe reaches the bar, no cliff: the same verdict", () => {
    expect({ probeClearsBar: generic.probeClearsBar, rewardCliff: generic.rewardCliff }).toEqual({
      probeClearsBar: port.probeClearsBar,
      rewardCliff: port.rewardCliff,
    });
  });

  it.each(LEDGERS)("%s: omission verdict, withheld right answers, base and best score agree", (ledger) => {
    expect(generic.omission[ledger]).toEqual(port.omission[ledger]);
  });
});
