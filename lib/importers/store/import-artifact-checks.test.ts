// Integration (PGlite, and Postgres when DATABASE_URL names one): the bundled folders' own reward
// files checked at import against their sibling ledgers' recomputed scores, stored on the revision
// and named in the export. The expected numbers come from issue 17 (the judge run), not from the code.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { renderReviewComment } from "../../export";
import type { ArtifactCheck } from "../artifacts/types";
import { BUNDLED_IMPORT_TIMEOUT_MS, BUNDLED_TASKS_DIR, EGOCENTRIC, FLIGHTGEAR, KART } from "./__tests__/bundled-tasks";
import { importTaskFolder } from "./import-task-folder";
import { getTaskOverview } from "../../data/queries/get-task-overview";
import { reviewCommentInputWithSections } from "../../reviews/review-comment-sections";

type RewardCheck = Extract<ArtifactCheck, { kind: "reward" }>;
const R = "calibration/rollouts";

for (const kind of testDatabaseKinds()) {
  describe(`artifact checks at import on ${kind.name}`, () => {
    let db: Awaited<ReturnType<typeof kind.open>>;
    const overview = async (id: string) => (await getTaskOverview(db.prisma, id))!;
    /** a fresh import always runs the checks: null (not checked) fails here */
    const checksOf = async (id: string) => {
      const checks = (await overview(id)).revision.artifactChecks;
      expect(checks, `${id} was not checked at import`).not.toBeNull();
      return checks ?? [];
    };
    const rewards = async (id: string) => (await checksOf(id)).filter((c): c is RewardCheck => c.kind === "reward");
    const summaries = new Map<string, string[]>();
    beforeAll(async () => {
      db = await kind.open();
      for (const id of [KART, FLIGHTGEAR, EGOCENTRIC]) {
        const r = await importTaskFolder(db.prisma, path.join(BUNDLED_TASKS_DIR, id), { sourceKind: "fixture", salvageSpec: id === KART });
        expect(r.ok, JSON.stringify(r)).toBe(true);
        if (r.ok) summaries.set(id, r.staleArtifacts ?? []);
      }
    }, BUNDLED_IMPORT_TIMEOUT_MS);
    afterAll(async () => {
      await db?.drop();
    });

    it("kart: the three stale reward files of issue 17 with both numbers, and the one that agrees", async () => {
      const byFile = new Map((await rewards(KART)).map((c) => [c.file.slice(R.length + 1), c]));
      for (const [file, ledger, stated, recomputed] of [
        ["codex_masked_reward.json", "codex_masked_solution.json", 0.3454, 0.1218],
        ["codex_ts_reward.json", "codex_ts_solution.json", 0.0892, 0.0235],
        ["codex_12x4_reward.json", "codex_12x4_solution.json", 0.4069, 0.0368],
      ] as const) {
        const c = byFile.get(file);
        expect(c, file).toMatchObject({
          ledgerPath: `${R}/${ledger}`,
          stated,
          agrees: false,
          judgeId: "kart-race-telemetry-ledger-s1@1ea24fc",
        });
        expect(c!.recomputed).toBeCloseTo(recomputed, 4);
      }
      expect(byFile.get("codex_exact_full_reward.json")).toMatchObject({ stated: 0.0295, agrees: true });
      const unpaired = (await checksOf(KART)).filter((c) => c.kind === "reward_unpaired").map((c) => c.file);
      expect(unpaired).toEqual([`${R}/codex_exact_rescore_reward.json`, `${R}/codex_spinouts_reward.json`]);
    });

    it("kart: the rollouts README's scores for codex_ts_* and codex_3dim_* are not what their ledgers recompute to", async () => {
      const stated = (await rewards(KART)).filter((c) => c.source === "document");
      expect(stated.map((c) => [c.file, c.line, c.entry, c.statedText, c.ledgerPath, c.agrees])).toEqual([
        [`${R}/README.md`, 3, "codex_ts_*", "0.0892", `${R}/codex_ts_solution.json`, false],
        [`${R}/README.md`, 6, "codex_3dim_*", "0.0236", `${R}/codex_3dim_solution.json`, false],
      ]);
      expect(stated.map((c) => c.recomputed.toFixed(4))).toEqual(["0.0235", "0.0295"]);
    });

    it("the import summary (the CLI prints it) lists what a reviewer must act on, and nothing for a folder that agrees", () => {
      const kart = summaries.get(KART)!;
      expect(kart.find((l) => l.startsWith(`${R}/codex_masked_reward.json: `))).toMatch(/says 0\.3454 .* recomputes to 0\.1218 .*: stale/);
      expect(kart.some((l) => l.includes("codex_exact_full_reward.json"))).toBe(false);
      expect(summaries.get(EGOCENTRIC)).toEqual([]);
    });

    it("kart: the export names the stale reward files with both numbers", async () => {
      const markdown = renderReviewComment(await reviewCommentInputWithSections(db.prisma, await overview(KART)));
      expect(markdown).toContain("### Stale artifacts");
      for (const [file, stated, recomputed] of [
        ["codex_masked_reward.json", "0.3454", "0.1218"],
        ["codex_ts_reward.json", "0.0892", "0.0235"],
        ["codex_12x4_reward.json", "0.4069", "0.0368"],
      ])
        expect(markdown).toMatch(
          new RegExp(`\\| \`${R}/${file.replace(/\./g, "\\.")}\` \\| ${stated} \\| \`[^|]+\` \\| ${recomputed} \\|`),
        );
    });

    it("FlightGear: the ablations' results.json entries pair with the ledgers named after them; audio-only is stale", async () => {
      const checks = (await rewards(FLIGHTGEAR)).filter((c) => c.file === "calibration/ablations/results.json");
      // the ablations README's table agrees with the ledgers: 0.0000 for each one it names
      const readme = (await rewards(FLIGHTGEAR)).filter((c) => c.file === "calibration/ablations/README.md");
      expect(readme.map((c) => [c.line, c.statedText, c.agrees])).toEqual([
        [9, "0.0000", true],
        [11, "0.0000", true],
        [12, "0.0000", true],
        [13, "0.0000", true],
      ]);
      expect(checks.map((c) => [c.entry, c.statedText, c.agrees])).toEqual([
        ["no-media", "0.0", true],
        ["video-only", "0.0", true],
        ["audio-only", "0.0031", false],
        ["frame-dump-no-tools", "0.0", true],
      ]);
      expect(checks.find((c) => c.entry === "audio-only")?.ledgerPath).toBe("calibration/ablations/ledgers/audio-only.json");
    });

    it("egocentric: json and txt reward files agree with their ledgers, the rejected one included", async () => {
      const checks = await rewards(EGOCENTRIC);
      expect(checks.every((c) => c.source === "reward_file")).toBe(true);
      expect(checks.map((c) => [c.file.slice(R.length + 1), c.statedText, c.agrees]).sort()).toEqual([
        ["claude-opus-4.8.partial.reward.json", "0.0", true],
        ["claude-opus-4.8.reward.json", "0.033613", true],
        ["claude-opus-4.8.reward.txt", "0.033613", true],
        ["codex-gpt-5.6-sol.reward.json", "0.0", true],
      ]);
      expect(checks.find((c) => c.file.endsWith("codex-gpt-5.6-sol.reward.json"))?.judgeReason).toMatch(/^invalid solution/);
    });
  });
}
