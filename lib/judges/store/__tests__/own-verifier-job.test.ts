// Integration (PGlite, and Postgres when DATABASE_URL is set): a never-seen family's folder imported
// with a job system: its own verifier runs in the real sandbox through the real job queue on the
// oracle (the file solve.sh copies), the empty submission (the oracle's shape emptied) and the
// folder's ledger; its rewards feed the gates as measured evidence; each failure kind is graded
// (absent ground truth, or an error on the task) and the job never reads "succeeded" having
// scored nothing.
//
// Expected rewards are derived by hand from the fixture files, not from the code under test:
// the oracle equals the ground truth (F1 = 1); the empty submission predicts nothing (F1 = 0); the
// Codex ledger's serve (frame 124, x 402) is within 5 frames and 25 px of the ground truth's serve
// (120, 400), its spike (930) is 30 frames off: 1 match, 4 expected + 2 predicted, F1 = 2/6 = 1/3.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { testDatabaseKinds } from "../../../db/__tests__/test-databases";
import { probeSandbox } from "../../../sandbox/probe";
import { untilFinished, useJobSystem } from "./job-harness";
import { importTaskFolder } from "../../../importers/store/import-task-folder";
import { getTaskOverview } from "../../../data/queries/get-task-overview";
import { gateFactsOf } from "../../../gates/store/gate-facts";
import { evaluateGates } from "../../../gates/evaluate-gates";
import { parseStoredEvents } from "../../../ledgers/stored-events";
import { getLedgerInspection } from "../../../ledgers/get-ledger-inspection";
import { getCompare } from "../../../ledgers/get-compare";
import { assembleVerifierTask, type VerifierKind } from "./verifier-fixtures";

vi.mock("server-only", () => ({}));

const DEMO = path.resolve("prisma/fixtures/tasks/demo-shapes-activity");

type Finding = { code: string; severity: string; message: string };

describe.skipIf(!probeSandbox().ok)("a never-seen folder's own verifier, run at import", () => {
  for (const kind of testDatabaseKinds()) {
    describe(kind.name, () => {
      const h = useJobSystem(kind);

      async function importAndRun(fixture: VerifierKind) {
        const dir = assembleVerifierTask(fixture);
        h.temps.push(dir);
        const imported = await importTaskFolder(h.db.prisma, dir, { enqueue: (k, p, o) => h.jobs.enqueue(k, p, o) });
        if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
        expect(imported.verifierRunId).toBeTruthy();
        const run = await untilFinished(h.jobs, imported.verifierRunId!);
        const overview = (await getTaskOverview(h.db.prisma, `verifier-${fixture}`))!;
        const gates = evaluateGates(gateFactsOf(overview.revision));
        const gate = (id: string) => gates.find((g) => g.id === id)!;
        return { run, overview, gate, findings: (run.findings ?? []) as Finding[] };
      }

      it("runs as shipped: oracle 1, empty 0, the ledger 1/3, measured evidence for the gates, per-item events kept", async () => {
        const { run, overview, gate } = await importAndRun("fine");
        expect(run.status).toBe("succeeded");
        const results = run.results as { headline: string; evidenceForGates: boolean; ledgers: { path: string; reward: number }[] };
        expect(results.headline).toBe("scored 3 of 3 submissions (oracle 1.000, empty 0.000)");
        expect(results.evidenceForGates).toBe(true);
        const byPath = Object.fromEntries(results.ledgers.map((l) => [l.path, l.reward]));
        expect(byPath["steps/solve/solution/answer.json"]).toBe(1);
        expect(byPath["(empty submission)"]).toBe(0);
        expect(byPath["calibration/rollouts/codex-gpt-5.6-sol.solution.json"]).toBeCloseTo(1 / 3, 12);
        // the instruction's "made-up" example equals the first ground-truth serve: 1 match, 4 + 1 events, F1 = 2/5
        expect((run.findings as Finding[]).find((f) => f.code === "verifier-example-scored")?.message).toBe(
          "the instruction's worked example (line 8) scored as a submission: 0.400 — the verifier rewards what the instruction shows",
        );
        expect(gate("oracle-perfect").outcome).toBe("pass");
        expect(gate("empty-submission").outcome).toBe("pass");
        expect(gate("oracle-perfect").evidence.some((e) => e.kind === "ok" && e.grade === "measured")).toBe(true);
        // the Codex row's claim (0.333333) is checked against the verifier's measured 1/3
        const row = overview.revision.rows.find((r) => r.harness === "Codex CLI")!;
        expect(row.ledger?.path).toBe("calibration/rollouts/codex-gpt-5.6-sol.solution.json");
        // the verifier's per-item records are the ledger's events: 4 expected (serve matched) + 1 spurious spike
        const stored = await h.db.prisma.scoreRun.findFirstOrThrow({
          where: { ledger: { id: row.ledger!.id }, judgeId: { startsWith: "task:" } },
          select: { events: true, reward: true, reason: true },
        });
        expect(stored.reason).toBe("ok");
        const events = parseStoredEvents(stored.events);
        expect(events.ok).toBe(true);
        expect(events.events.map((e) => [e.kind, e.label, e.verdict])).toEqual([
          ["expected", "serve", "full"],
          ["expected", "block", "none"],
          ["expected", "spike", "none"],
          ["expected", "serve", "none"],
          ["spurious", "spike", "spurious"],
        ]);
        expect(stored.reward).toMatchObject({ reward: 1 / 3, matched: 1, expected: 4, predicted: 2 });
        // the inspector and compare show them under the verifier's pairing (listed first: it is the primary one)
        const inspection = (await getLedgerInspection(h.db.prisma, "verifier-fine", row.ledger!.id))!;
        expect(inspection.run?.judgeId).toMatch(/^task:/);
        expect(inspection.run?.events.map((e) => e.verdict)).toEqual(["full", "none", "none", "none", "spurious"]);
        const oracle = overview.revision.ledgers.find((l) => l.origin === "oracle")!;
        const compare = (await getCompare(h.db.prisma, "verifier-fine", { a: oracle.id, b: row.ledger!.id }))!;
        expect(compare.a?.run?.events.map((e) => e.verdict)).toEqual(["full", "full", "full", "full"]);
        expect(compare.b?.run?.events).toHaveLength(5);
        expect(JSON.stringify(stored.reward)).toContain('"stdout":{"f1"');
        // the verifier's source read as text at import: the planted contract problems (lib/contract/verifier-source.test.ts)
        const contract = overview.revision.contractFindings as { findings: Finding[] };
        expect(contract.findings.map((f) => f.code).filter((c) => c !== "verifier_does_not_run")).toEqual(
          expect.arrayContaining(["verifier_tolerance_not_in_instruction", "statistic_named_differently", "example_equals_ground_truth"]),
        );
        expect(gate("contract").evidence.map((e) => e.text)).toContain(
          "the shipped verifier runs as shipped (the shipped test.sh in the sandbox on the oracle, the empty submission and every ledger)",
        );
      });

      it("test.sh passes a flag its judge rejects: an error on the task with the stderr line; the plainer call is diagnostic only", async () => {
        const { run, gate, overview } = await importAndRun("bad-flag");
        expect(run.status).toBe("failed");
        expect(run.error).toMatch(
          /^ran, scored nothing: 0 of 3 submissions scored \(test\.sh passes arguments its own judge rejects \(--details-json \/logs\/artifacts\/details\.json\) on 3 of 3 submissions .*stderr: judge\.py: error: unrecognized arguments: --details-json/,
        );
        const contract = overview.revision.contractFindings as { findings: Finding[] };
        expect(contract.findings.filter((f) => f.code === "verifier_does_not_run").map((f) => f.severity)).toEqual(["error"]);
        expect(gate("contract").outcome).toBe("fail");
        expect(gate("oracle-perfect").outcome).toBe("insufficient");
        const diagnostic = (run.findings as Finding[]).find((f) => f.code === "verifier-diagnostic")!;
        expect(diagnostic.message).toBe(
          'diagnostic, not official: test.sh without "--details-json /logs/artifacts/details.json" scores empty 0.000, oracle 1.000',
        );
        // never official: no ScoreRun holds a reward
        const runs = await h.db.prisma.scoreRun.findMany({
          where: { ledger: { revisionId: overview.revision.id } },
          select: { reason: true },
        });
        expect(runs.length).toBe(3);
        expect(runs.every((r) => r.reason.startsWith("crashed: the verifier exited 2"))).toBe(true);
      });

      it("reads a ground truth the folder lacks: absent evidence, not an error; nothing scored", async () => {
        const { run, gate, overview } = await importAndRun("missing-gt");
        expect(run.status).toBe("failed");
        expect(run.error).toMatch(
          /^ran, scored nothing: 0 of 3 submissions scored \(the verifier reads \/tests\/ground_truth\.json \(named in judge\.py, test\.sh\), which the folder does not ship\)$/,
        );
        const contract = overview.revision.contractFindings as { findings: Finding[]; checks: { check: string; state: string }[] };
        expect(
          contract.findings
            .filter((f) => ["verifier_does_not_run", "verifier_ground_truth_absent"].includes(f.code))
            .map((f) => [f.code, f.severity]),
        ).toEqual([["verifier_ground_truth_absent", "warn"]]);
        expect(contract.checks.find((c) => c.check === "own_verifier")?.state).toBe("absent");
        expect(gate("oracle-perfect").outcome).toBe("insufficient");
        expect(gate("empty-submission").outcome).toBe("insufficient");
      });

      it("the demo task's own judge, its family unported: every reward equals the TypeScript port's on the ported demo", async () => {
        const ported = await importTaskFolder(h.db.prisma, DEMO, { sourceKind: "fixture" });
        expect(ported.ok).toBe(true);
        const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "vbench-demo-unported-")), "demo-unported");
        h.temps.push(dir);
        fs.cpSync(DEMO, dir, { recursive: true, filter: (src) => !src.split(path.sep).includes("media") });
        for (const file of ["task.toml", "SPEC.md"]) {
          const p = path.join(dir, file);
          fs.writeFileSync(p, fs.readFileSync(p, "utf8").replace(/^family\s*[:=].*$/m, ""));
        }
        const imported = await importTaskFolder(h.db.prisma, dir, { enqueue: (k, p, o) => h.jobs.enqueue(k, p, o) });
        expect(imported.ok && imported.verifierRunId).toBeTruthy();
        const run = await untilFinished(h.jobs, (imported.ok && imported.verifierRunId) || "");
        expect(run.status).toBe("succeeded");
        const own = (run.results as { ledgers: { path: string; status: string; reward: number }[] }).ledgers;
        const portRuns = await h.db.prisma.scoreRun.findMany({
          where: { ledger: { revision: { taskId: "demo-shapes-activity" } }, pairing: { isPrimary: true } },
          select: { rewardValue: true, ledger: { select: { path: true } } },
        });
        const port = new Map(portRuns.map((r) => [r.ledger.path, r.rewardValue]));
        // the folder's ledgers and its oracle.json (same path in both); the empty submissions differ in shape, not in score
        const compared = own.filter((l) => port.has(l.path));
        expect(compared.length).toBeGreaterThanOrEqual(8);
        for (const l of compared) expect([l.path, l.status, l.reward]).toEqual([l.path, "scored", port.get(l.path)]);
        const gates = evaluateGates(gateFactsOf((await getTaskOverview(h.db.prisma, "demo-unported"))!.revision));
        expect(gates.find((g) => g.id === "oracle-perfect")?.outcome).toBe("pass");
        expect(gates.find((g) => g.id === "empty-submission")?.outcome).toBe("pass");
      });

      for (const [fixture, said] of [
        ["crash", /crashed on 3 of 3 submissions .*stderr: ZeroDivisionError: division by zero/],
        ["timeout", /timeout on 3 of 3 submissions/],
        ["no-reward", /no-reward on 3 of 3 submissions/],
      ] as const)
        it(`${fixture}: an error on the task, the job says it scored nothing and why`, async () => {
          const { run, gate } = await importAndRun(fixture);
          expect(run.status).toBe("failed");
          expect(run.error).toMatch(/^ran, scored nothing: 0 of 3 submissions scored \(/);
          expect(run.error).toMatch(said);
          expect(gate("contract").outcome).toBe("fail");
          expect(gate("oracle-perfect").outcome).toBe("insufficient");
        });
    });
  }
});
