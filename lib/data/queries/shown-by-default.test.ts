// Table test: the revision a task page opens on (get-task-overview.ts, shownByDefault).
import { describe, expect, it } from "vitest";
import { shownByDefault } from "./get-task-overview";

type R = { id: string; submissionState: string | null; pullRequestId: string | null };
const rev = (id: string, submissionState: string | null, pullRequestId: string | null = id.startsWith("pr") ? "pr-7" : null): R => ({
  id,
  submissionState,
  pullRequestId,
});

describe("shownByDefault: never a pending or rejected PR proposal when another revision exists", () => {
  it.each<[string, R[], string | undefined]>([
    ["imported only", [rev("b", null), rev("a", null)], "b"],
    ["a pending proposal over an import", [rev("pr", "submitted"), rev("a", null)], "a"],
    ["a rejected proposal over an import", [rev("pr", "rejected"), rev("a", null)], "a"],
    ["an accepted proposal counts", [rev("pr", "accepted"), rev("a", null)], "pr"],
    ["proposals only (a task a PR created)", [rev("pr2", "submitted"), rev("pr1", "rejected")], "pr2"],
    ["a contributor's uploaded archive (no PR) is shown, as before", [rev("upload", "submitted"), rev("a", null)], "upload"],
    ["no revision", [], undefined],
  ])("%s", (_what, newestFirst, expected) => {
    expect(shownByDefault(newestFirst)?.id).toBe(expected);
  });
});
