// Task folders the checks were not written for: another family, a ground truth of another schema
// era, a broken SPEC card, malformed inline JSON. Each is the bundled demo folder with one file
// changed in memory; the review must not throw, and a check that cannot read the folder says so
// ("absent" with the reason), never a silent pass.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readTaskFolder } from "../importers/read-folder";
import { parseTaskFolder } from "../importers/parse-task-folder";
import { loadJudge } from "../judges/load-judge";
import { reviewParsedTask } from "./review-task";
import { sensitivityForTask } from "./sensitivity/for-task";
import type { ContractReview } from "./types";

const DEMO = path.resolve(import.meta.dirname, "../../prisma/fixtures/tasks/demo-shapes-activity");
const enc = (s: string) => new TextEncoder().encode(s);
let demo: Map<string, Uint8Array>;
beforeAll(async () => {
  demo = await readTaskFolder(DEMO);
});

async function reviewWith(changes: Record<string, string | null>, sensitivity = false): Promise<ContractReview> {
  const files = new Map(demo);
  for (const [p, text] of Object.entries(changes)) {
    if (text === null) files.delete(p);
    else files.set(p, enc(text));
  }
  const parsed = parseTaskFolder("unseen", files, { kind: "fixture", location: "unseen" }, { specCardErrors: "finding" });
  if (!parsed.ok) throw new Error(parsed.errors.map((e) => e.reason).join("; "));
  return reviewParsedTask(parsed.task, files, { sensitivity });
}

const note = (r: ContractReview, check: string) => r.checks.find((c) => c.check === check);

describe("folders the checks were not written for", () => {
  it("another family: no identity fields known, no judge numbers; both absent with the reason", async () => {
    const toml = new TextDecoder()
      .decode(demo.get("task.toml"))
      .replace('family = "egocentric-activity-understanding"', 'family = "hands-bimanual-manipulation-3d-joint-trajectory"');
    const r = await reviewWith({ "task.toml": toml, "SPEC.md": "# card\n\nno yaml here\n" });
    expect(note(r, "ground_truth_leaks")).toMatchObject({ state: "absent", note: expect.stringContaining("no identity fields known") });
    expect(note(r, "labels")?.state).toBe("absent");
    expect(note(r, "scoring_numbers")?.state).toBe("absent");
    expect(note(r, "environment")?.state).toBe("ran");
  });

  it.each([
    ["a list at the top", "[1, 2, 3]"],
    ["another era's key", '{"segments": [{"label": "enter red_square", "start": 10, "end": 40}]}'],
    ["events of the wrong type", '{"actions": "none"}'],
  ])("ground truth of another schema (%s): the leak and label checks are absent, not passed", async (_, gt) => {
    const r = await reviewWith({ "steps/solve/tests/gt.json": gt });
    expect(note(r, "ground_truth_leaks")?.state).toBe("absent");
    expect(note(r, "labels")?.state).toBe("absent");
  });

  it("a broken SPEC card and malformed inline JSON in the instruction: the review still runs", async () => {
    const instruction = new TextDecoder().decode(demo.get("steps/solve/instruction.md")) + '\n```json\n{"verb": "enter", "nouns": [\n```\n';
    const r = await reviewWith({
      "SPEC.md":
        "---\ntitle: x\n---\n```yaml\ntask: vbench-review/unseen\nfamily: egocentric-activity-understanding\nscorer: [unclosed\n  weights: : :\n```\n",
      "steps/solve/instruction.md": instruction,
    });
    expect(note(r, "ground_truth_leaks")?.state).toBe("ran");
    expect(r.findings.filter((f) => f.code === "instruction_leaks_ground_truth")).toEqual([]);
  });

  it("a ground truth of another era with the sensitivity audit on: no curve, so reward_sensitivity is absent with the judge's reason", async () => {
    const r = await reviewWith(
      { "steps/solve/tests/gt.json": '{"segments": [{"label": "enter red_square", "start": 10, "end": 40}]}' },
      true,
    );
    expect(note(r, "reward_sensitivity")).toMatchObject({
      state: "absent",
      note: expect.stringMatching(/^no curve: egocentric-activity-understanding@\w+ cannot score from steps\/solve\/tests\/gt\.json/),
    });
    expect(r.findings.map((f) => f.code)).not.toContain("reward_cliff");
  }, 60_000);

  it("no ground truth at all: every judge-bound check is absent and says why, not 'no judge for this family'", async () => {
    const r = await reviewWith({ "steps/solve/tests/gt.json": null }, true);
    for (const check of ["scoring_numbers", "reward_sensitivity"])
      expect(note(r, check)).toMatchObject({ state: "absent", note: expect.stringContaining("no ground truth in the folder") });
    expect(note(r, "ground_truth_leaks")?.state).toBe("absent");
  });

  it("the sensitivity audit skipped on request is absent with that reason (the same folder with it on: ran)", async () => {
    expect(note(await reviewWith({}), "reward_sensitivity")).toMatchObject({ state: "absent", note: expect.stringContaining("skipped") });
    expect(note(await reviewWith({}, true), "reward_sensitivity")?.state).toBe("ran");
  }, 60_000);

  it("a multi-stage Dockerfile with ARG-substituted FROM lines: the pinned default passes, the tag behind an ARG and the ARG without a default are found on their lines", async () => {
    const pinned = `python:3.11-slim@sha256:${"0".repeat(64)}`;
    const dockerfile = [
      "# syntax=docker/dockerfile:1",
      `ARG PY=${pinned}`,
      "ARG RUNTIME=debian:bookworm",
      "ARG NODEF",
      "FROM ${PY} AS build",
      "FROM --platform=$BUILDPLATFORM $RUNTIME AS runtime",
      "COPY --from=build /usr /usr",
      "FROM build",
      "FROM $NODEF",
      "FROM scratch",
    ].join("\n");
    const r = await reviewWith({ "environment/Dockerfile": dockerfile, "environment/tools.dockerfile": `FROM ${pinned}\n` });
    expect(note(r, "base_image")).toMatchObject({ state: "ran", note: "environment/Dockerfile, environment/tools.dockerfile" });
    const found = r.findings.filter((f) => f.code === "base_image_not_digest_pinned").map((f) => `${f.file}:${f.line}`);
    expect(found).toEqual(["environment/Dockerfile:6", "environment/Dockerfile:9"]);
  });

  it("a judge of a family with no wrong-event rule: no curve, so the check is absent (never the clean pass of a curve)", async () => {
    const parsed = parseTaskFolder("unseen", demo, { kind: "fixture", location: "unseen" }, { specCardErrors: "finding" });
    if (!parsed.ok) throw new Error("the demo parses");
    const pairing = parsed.task.pairings.find((p) => p.isPrimary)!;
    const judge = (await loadJudge(pairing.judgeId))!;
    // the same scorer under a family name the audit has no corruptor for (a newly ported family)
    const s = sensitivityForTask(parsed.task, { ...judge, family: "a-newly-ported-family" }, pairing);
    expect(s).toMatchObject({
      curveRan: false,
      curve: null,
      note: expect.stringContaining("no wrong-event rule for a-newly-ported-family"),
    });
    expect(sensitivityForTask(parsed.task, judge, pairing).curveRan).toBe(true);
  }, 60_000);

  it("no agent budget in task.toml: the environment note says budgets were not compared (the demo as shipped: compared)", async () => {
    const toml = new TextDecoder().decode(demo.get("task.toml")).replace(/\[steps\.agent\][^[]*/, "");
    expect(toml).not.toContain("[steps.agent]");
    expect(note(await reviewWith({ "task.toml": toml }), "environment")?.note).toContain("no agent budget declared in task.toml");
    expect(note(await reviewWith({}), "environment")?.note).toContain("calibration budgets against the declared 1800 s");
  });

  it("three schema eras of ground truth in one folder: the review reads the primary (gt.json for this family) and says so when it is an old era", async () => {
    const current = new TextDecoder().decode(demo.get("steps/solve/tests/gt.json"));
    const segments = '{"segments": [{"label": "enter red_square", "start": 10, "end": 40}]}';
    const lines = '{"t": 1.5, "label": "enter"}\n{"t": 3.0, "label": "exit"}\n';
    const currentPrimary = await reviewWith({ "steps/solve/tests/ground_truth.json": segments, "steps/solve/tests/gt.v0.jsonl": lines });
    expect(note(currentPrimary, "ground_truth_leaks")?.state).toBe("ran");
    expect(note(currentPrimary, "labels")?.state).toBe("ran");
    const oldPrimary = await reviewWith({
      "steps/solve/tests/gt.json": segments,
      "steps/solve/tests/ground_truth.json": current,
      "steps/solve/tests/gt.v0.jsonl": lines,
    });
    expect(note(oldPrimary, "ground_truth_leaks")).toMatchObject({ state: "absent", note: expect.stringContaining("no `actions` list") });
    expect(oldPrimary.findings.filter((f) => f.code === "instruction_leaks_ground_truth" || f.code === "label_not_in_vocabulary")).toEqual(
      [],
    );
  });
});
