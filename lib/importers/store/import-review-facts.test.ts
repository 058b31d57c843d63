// Integration (PGlite and Postgres): what the importer stores for review beyond the rows themselves —
// folders without a judge or ground truth, anchor rows linked to the scored anchors, ledgers above
// the bar flagged whether or not a row cites them, declared transforms scored on transformed bytes,
// the demo flag — and the gate facts built from it.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { evaluateGates } from "../../gates/evaluate-gates";
import { minecraftCommandLedger, volleyballBlockTimeline, writeFolder } from "../__tests__/foreign-task-folders";
import { importTaskFolder } from "./import-task-folder";
import { getTaskOverview } from "../../data/queries/get-task-overview";
import { listTasks } from "../../gates/store/list-tasks";
import { gateFactsOf } from "../../gates/store/gate-facts";
import { importGateFactsOf } from "../../gates/store/import-gate-facts";

const FIXTURES = path.resolve("prisma/fixtures/tasks");
const FG = "flightgear-atc-clearance-compliance-ledger";
const KART = "kart-race-telemetry-ledger-s1";
const EGO = "egocentric-activity-understanding";
const DEMO = "demo-shapes-activity";
const VB = "volleyball-block-timeline";
const MC = "minecraft-command-ledger";

for (const kind of testDatabaseKinds()) {
  describe(`import review facts on ${kind.name}`, () => {
    let db: Awaited<ReturnType<typeof kind.open>>;
    const overview = async (id: string) => (await getTaskOverview(db.prisma, id))!;
    const outcomes = new Map<string, Awaited<ReturnType<typeof importTaskFolder>>>();
    beforeAll(async () => {
      db = await kind.open();
      for (const id of [DEMO, FG, KART, EGO]) {
        const r = await importTaskFolder(db.prisma, path.join(FIXTURES, id), { sourceKind: "fixture", salvageSpec: true });
        expect(r.ok, JSON.stringify(r)).toBe(true);
        outcomes.set(id, r);
      }
    }, 240_000);
    afterAll(async () => {
      await db?.drop();
    });

    it("a volleyball folder (no judge, no ground truth, broken card) imports with --salvage-spec; its judge gates are not checkable", async () => {
      const folder = writeFolder(VB, volleyballBlockTimeline());
      const refused = await importTaskFolder(db.prisma, folder);
      expect(refused.ok).toBe(false);
      expect(refused.ok ? "" : refused.errors[0].text).toMatch(
        /^SPEC\.md, line 12, field yaml card: the value of `evidence` holds an unquoted ": ".*`scorer` \(line 15.*`anti_shortcut` \(line 18/,
      );
      expect(await db.prisma.task.count({ where: { id: VB } })).toBe(0);

      const r = await importTaskFolder(db.prisma, folder, { salvageSpec: true });
      expect(r.ok && [r.rows, r.rollouts, r.scoreRuns]).toEqual([6, 1, 0]);
      const { task, revision } = await overview(VB);
      expect(task.judgeId).toBeNull();
      expect(revision.groundTruthPath).toBeNull();
      expect((revision.findings as { code: string }[]).map((f) => f.code)).toEqual(
        expect.arrayContaining(["spec_card_invalid", "family_unknown", "ground_truth_missing", "unparsed_table"]),
      );
      expect(revision.rows.map((row) => [row.harness, row.claimedScore, row.claimedTurns, row.status])).toEqual([
        ["Codex CLI", 0.061, 212, "official"],
        ["Claude Code", 0.048, 96, "official"],
        ["Antigravity", null, null, "todo"],
        ["anchor", 1, null, "official"],
        ["anchor", 0, null, "official"],
        ["anchor", 0, null, "constructed"],
      ]);
      expect(revision.rows[0]).toMatchObject({ ledgerLink: "by_name", rollout: { toolCallTurns: 212 } });
      expect(revision.rows[0].ledger?.path).toBe("calibration/rollouts/codex-gpt-5.6-sol.solution.json");

      const facts = importGateFactsOf(revision);
      expect(facts.judge).toEqual({ checkable: false, reason: "not checkable: no judge for this family" });
      expect(facts.rows.every((row) => row.claimNotCheckable === "not checkable: no judge for this family")).toBe(true);
      // nothing re-scored: the gates that need the judge cannot fail on a recomputed number
      const gates = evaluateGates(gateFactsOf(revision));
      // the rows' scores are only claimed: below the bar they hold as `claimed`, never as a pass
      expect(gates.find((g) => g.id === "agent-below-bar")!.outcome).toBe("claimed");
      for (const id of ["oracle-perfect", "empty-submission", "claimed-matches-recomputed", "agent-below-bar"]) {
        const gate = gates.find((g) => g.id === id)!;
        if (id !== "agent-below-bar") expect(gate.outcome, id).toBe("insufficient");
        expect(
          gate.evidence.filter((e) => e.kind === "unknown").every((e) => e.text.startsWith("not checkable (no judge for this family): ")),
          id,
        ).toBe(true);
      }
    });

    it("a Minecraft folder (family with no judge, ground truth shipped) imports without flags", async () => {
      const r = await importTaskFolder(db.prisma, writeFolder(MC, minecraftCommandLedger()));
      expect(r.ok && [r.rows, r.rollouts, r.ledgers, r.scoreRuns]).toEqual([6, 1, 1, 0]);
      const { revision } = await overview(MC);
      expect(revision.groundTruthPath).toBe("steps/solve/tests/ground_truth.json");
      expect(revision.rows.filter((row) => row.status === "todo").map((row) => row.conditionLabel)).toEqual(["full", "single frame"]);
      expect(importGateFactsOf(revision).judge.checkable).toBe(false);
      expect((revision.unparsedNotes as { title: string }[]).map((n) => n.title)).toEqual(["Command counts"]);
    });

    it("FlightGear's oracle and empty/null rows show the ledgers the dashboard scored (1.0000 and 0.0000)", async () => {
      const { revision } = await overview(FG);
      const anchors = revision.rows.filter((row) => row.ledgerLink === "anchor");
      expect(anchors.map((row) => [row.conditionLabel, row.ledger?.path])).toEqual([
        ["oracle", "steps/solve/solution/oracle.json"],
        ["empty/null", "(empty submission)"],
      ]);
      const facts = gateFactsOf(revision);
      expect(anchors.map((row) => facts.rows.find((f) => f.id === row.id)?.recomputedScore)).toEqual([1, 0]);
      // the replaced agent-host round, a real agent's ledger, is 6x the bar
      expect(importGateFactsOf(revision).ledgersAboveBar.map((l) => [l.path, l.recomputed.toFixed(4)])).toEqual([
        ["calibration/rollouts/ledgers/claude-opus-4.8-agent-host-superseded.json", "0.6060"],
      ]);
    });

    it("kart: codex_masked_solution.json (no row cites it) recomputes to 0.1218 and is flagged", async () => {
      const { revision } = await overview(KART);
      const flagged = importGateFactsOf(revision).ledgersAboveBar;
      expect(flagged.map((l) => [l.path, l.recomputed.toFixed(4), l.rowIds])).toEqual([
        ["calibration/rollouts/codex_masked_solution.json", "0.1218", []],
      ]);
      expect(revision.findings).toContainEqual(
        expect.objectContaining({
          code: "ledger_above_bar",
          severity: "error",
          message: expect.stringMatching(
            /codex_masked_solution\.json recomputes to 0\.1218 under kart-race-telemetry-ledger-s1@1ea24fc.*linked to no calibration row/,
          ),
        }),
      );
      // the import CLI prints the error findings (scripts/import.ts "!" lines)
      const outcome = outcomes.get(KART);
      expect(outcome?.ok && outcome.errorFindings).toContainEqual(
        expect.stringMatching(/^calibration\/rollouts\/codex_masked_solution\.json: .*0\.1218/),
      );
      // the by-name link is marked for confirmation; oracle and empty rows are linked to the scored anchors
      const links = revision.rows.map((row) => row.ledgerLink);
      expect(links.filter((l) => l === "by_name")).toHaveLength(1);
      expect(links.filter((l) => l === "anchor")).toHaveLength(2);
      expect(importGateFactsOf(revision).rows.filter((row) => row.linkToConfirm)).toHaveLength(1);
    });

    it("kart: the three Codex runs of one cell give three distinct evidence lines, not one line three times", async () => {
      const gates = evaluateGates(gateFactsOf((await overview(KART)).revision));
      for (const gate of gates) {
        const texts = gate.evidence.filter((e) => e.rowId).map((e) => e.text);
        expect(new Set(texts).size, `${gate.id}: ${texts.join(" | ")}`).toBe(texts.length);
      }
      const coverage = gates.find((g) => g.id === "harness-coverage")!.evidence.map((e) => e.text);
      expect(
        coverage.filter((t) => t.startsWith("Codex CLI: official row")).map((t) => t.replace(/, (scored|score only|but) .*$/, "")),
      ).toEqual([1, 2, 3].map((k) => `Codex CLI: official row Codex CLI / gpt-5.6-sol run ${k} of 3`));
    });

    it("egocentric: the rate-limit section is not said twice: the finding points at its note, and its two tables have distinct titles", async () => {
      const { revision } = await overview(EGO);
      const texts = [
        ...(revision.findings as { message: string }[]).map((f) => f.message),
        ...revision.rows.flatMap((r) => (r.findings as { message: string }[]).map((f) => f.message)),
        ...(revision.unparsedNotes as { title: string }[]).map((n) => n.title),
      ];
      const heading = "Claude Code CLI (Opus 4.8, high) — 0.033613, terminated by provider rate limit";
      expect(texts.filter((t) => /rate limit/i.test(t))).toEqual([
        heading,
        expect.stringMatching(/^Claude Code CLI .*rate limit \(table at lines 104-11\d\)$/),
      ]);
      const titles = (revision.unparsedNotes as { title: string }[]).map((n) => n.title);
      expect(new Set(titles).size).toBe(titles.length);
    });

    it("egocentric: the wrapped diagnostic reproduces 0.088050 on the transformed bytes; the official row keeps 0", async () => {
      const { revision } = await overview(EGO);
      const facts = gateFactsOf(revision);
      const diagnostic = revision.rows.find((row) => row.kind === "diagnostic")!;
      const official = revision.rows.find((row) => row.kind === "agent" && row.harness === "Codex CLI")!;
      expect(diagnostic).toMatchObject({ declaredTransform: "wrap_bare_array", claimedScore: 0.08805 });
      expect(diagnostic.ledger?.path).toBe('calibration/rollouts/codex-gpt-5.6-sol.solution.json (wrapped in "actions")');
      expect(facts.rows.find((f) => f.id === diagnostic.id)?.recomputedScore).toBeCloseTo(0.08805, 6);
      // the bare array as sent is rejected by the judge: its 0 is a penalty the gates never read as a score
      expect(facts.rows.find((f) => f.id === official.id)).toMatchObject({ recomputedScore: null, recomputedRejected: expect.any(String) });
      expect(official.ledger?.path).toBe("calibration/rollouts/codex-gpt-5.6-sol.solution.json");
      expect(revision.ledgers.find((l) => l.path === diagnostic.ledger?.path)?.origin).toBe("transformed");
    });

    it("the demo task is flagged, and its relative media URL is not a pin", async () => {
      const { task, revision } = await overview(DEMO);
      expect(task).toMatchObject({ isDemo: true });
      expect(revision.media[0].url).toBe("media/demo-shapes.mp4");
      expect(importGateFactsOf(revision).mediaUrlPinned).toBe(false);
      expect(importGateFactsOf((await overview(FG)).revision).mediaUrlPinned).toBe(true);
      const ids = (await listTasks(db.prisma)).map((t) => t.id);
      expect(ids.indexOf(DEMO)).toBeGreaterThan(Math.max(ids.indexOf(FG), ids.indexOf(KART), ids.indexOf(EGO)));
    });
  });
}
