// Labels on the real folders, parsed whole: each label on the row its sentence is about (issue 31
// item 3). The expectations are read from the folders by hand, file:line cited per case.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseTaskFolder } from "../parse-task-folder";
import { readTaskFolder } from "../read-folder";

const FIXTURES = path.resolve(__dirname, "../../../../shared/fixtures");

async function flagsAt(folder: string, at: string): Promise<string[]> {
  const files = await readTaskFolder(path.join(FIXTURES, folder));
  const result = parseTaskFolder(path.basename(folder), files, { kind: "fixture", location: folder }, { specCardErrors: "recover" });
  if (!result.ok) throw new Error(result.errors.map((e) => `${e.file}: ${e.reason}`).join("; "));
  const row = result.task.rows.find((r) => `${r.sourceFile}:${r.sourceLine}` === at);
  if (!row) throw new Error(`no row at ${at}`);
  return row.flags.map((f) => f.code);
}

describe("corpus rows carry the labels their own sentences give, not a neighbour's", () => {
  it.each<[string, string, string, boolean]>([
    // SPEC.md:167 "A Codex run under the previous contract … scored 0.1621" is about an earlier run;
    // the row at scores.md:54 is the run "against the current prompt" (scores.md:48)
    ["benchmark/captaincook-recipe-step-transcripts", "calibration/scores.md:54", "earlier_instruction", false],
    // scores.md:42-43 "A second `xhigh` attempt is also excluded: it hit the Claude subscription
    // session limit": that attempt is no row; the measured Claude row is scores.md:15
    ["benchmark/industreal-multivideo-procedure-step-ledger", "calibration/scores.md:15", "quota_terminated", false],
    // rollouts/README.md:82 "ran instruction 0963eb1a…c3e1 (6887 B), not the shipped a970d16d…11e4"
    // is said of the Codex row itself (scores.md:32)
    ["tasks/flightgear-atc-clearance-compliance-ledger", "calibration/scores.md:32", "earlier_instruction", true],
    // rollouts/README.md:18 names `codex-replacement-chess-…`, not the Codex row's `codex-natural-chess-…` (scores.md:19)
    ["benchmark/otb-chess-move-capture-reconstruction", "calibration/scores.md:19", "diagnostic", false],
    // rollouts/README.md:23-26 is about `claude-natural-chess-…`, not the row's `claude-checkpoint-chess-…` (scores.md:20)
    ["benchmark/otb-chess-move-capture-reconstruction", "calibration/scores.md:20", "quota_terminated", false],
    // rollouts/README.md:38 "… supersedes that diagnostic as the clean Antigravity calibration" (scores.md:21)
    ["benchmark/otb-chess-move-capture-reconstruction", "calibration/scores.md:21", "diagnostic", false],
    // antigravity_in_image.md:98 "while the agent runs (`--allow-agent-host`): the Google endpoints …" is
    // Harbor's network option, not an agent-host harness coaching the run (scores.md:55)
    ["benchmark/captaincook-recipe-step-transcripts", "calibration/scores.md:55", "coached", false],
    // scores.md:220 "The account hit its usage limit mid-run" sits under "### Claude Code, Opus 4.8 at xhigh,
    // interactive session" (:192; 175 tool calls, 236 entries): not the headless `default` row at :56 (145, 213)
    ["benchmark/captaincook-recipe-step-transcripts", "calibration/scores.md:56", "quota_terminated", false],
    // SPEC.md:230 is a table header ("exact-event diagnostic" names a column) and SPEC.md:240 "The contact-sheet
    // diagnostic predicted 14 events" is the frame-dump run (scores.md:54), not the full run (scores.md:50)
    ["benchmark/medvedev-de-minaur-2023-us-open-break-point-ledger", "calibration/scores.md:50", "diagnostic", false],
    ["benchmark/medvedev-de-minaur-2023-us-open-break-point-ledger", "calibration/scores.md:54", "diagnostic", true],
  ])("%s %s: %s is %s", async (folder, at, code, present) => {
    expect((await flagsAt(folder, at)).includes(code)).toBe(present);
  });
});
