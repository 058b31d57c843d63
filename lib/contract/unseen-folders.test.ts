// Task folders the checks were not written for: another family, a ground truth of another schema
// era, a broken SPEC card, malformed inline JSON. Each is the bundled demo folder with one file
// changed in memory; the review must not throw, and a check that cannot read the folder says so
// ("absent" with the reason), never a silent pass.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readTaskFolder } from "../importers/read-folder";
import { parseTaskFolder } from "../importers/parse-task-folder";
import { reviewParsedTask } from "./review-task";
import type { ContractReview } from "./types";

const DEMO = path.resolve(import.meta.dirname, "../../prisma/fixtures/tasks/demo-shapes-activity");
const enc = (s: string) => new TextEncoder().encode(s);
let demo: Map<string, Uint8Array>;
beforeAll(async () => {
  demo = await readTaskFolder(DEMO);
});

async function reviewWith(changes: Record<string, string>): Promise<ContractReview> {
  const files = new Map(demo);
  for (const [p, text] of Object.entries(changes)) files.set(p, enc(text));
  const parsed = parseTaskFolder("unseen", files, { kind: "fixture", location: "unseen" }, { specCardErrors: "finding" });
  if (!parsed.ok) throw new Error(parsed.errors.map((e) => e.reason).join("; "));
  return reviewParsedTask(parsed.task, files, { sensitivity: false });
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
});
