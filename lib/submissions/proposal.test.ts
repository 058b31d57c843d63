import { describe, expect, it } from "vitest";
import { acceptRefusal, isBlocking } from "./proposal";
import { sameBytesFindings, type StoredTwin } from "./same-bytes";
import { channelOf, claimedWhere, submissionSourceFile } from "./source";

const OLD = "0963eb1a" + "0".repeat(52) + "c3e1";
const codexRow: StoredTwin["row"] = {
  id: "row-codex",
  label: "Codex CLI · GPT-5.6 Sol · full",
  where: "calibration/scores.md:32",
  status: "earlier_instruction",
  instructionSha256: OLD,
};

describe("sameBytesFindings", () => {
  it("names the row, where it is written and what it is labelled", () => {
    const [f] = sameBytesFindings([{ artifact: "ledger", row: codexRow }]);
    expect(f.code).toBe("same_bytes");
    expect(f.message).toBe(
      "the ledger has the same bytes as Codex CLI · GPT-5.6 Sol · full (calibration/scores.md:32), labelled earlier instruction 0963eb1a…c3e1: a stored run cannot be submitted again as a new row",
    );
  });

  it.each([
    ["no twin", [], 0],
    [
      "ledger and trajectory of one row: one finding each",
      [
        { artifact: "ledger", row: codexRow },
        { artifact: "trajectory", row: codexRow },
      ],
      2,
    ],
    [
      "the same ledger found twice for one row: once",
      [
        { artifact: "ledger", row: codexRow },
        { artifact: "ledger", row: codexRow },
      ],
      1,
    ],
    [
      "the folder's row in two revisions (an import, then a revision): once",
      [
        { artifact: "ledger", row: codexRow },
        { artifact: "ledger", row: { ...codexRow, id: "same-row-next-revision" } },
      ],
      1,
    ],
    [
      "two rows with the bytes",
      [
        { artifact: "ledger", row: codexRow },
        { artifact: "ledger", row: { ...codexRow, id: "other", where: "submission (CLI)", status: "official" } },
      ],
      2,
    ],
  ] as const)("%s", (_name, twins, count) => {
    expect(sameBytesFindings([...twins]).filter(isBlocking)).toHaveLength(count);
  });

  it("an official row is labelled official, without a hash", () => {
    const [f] = sameBytesFindings([{ artifact: "trajectory", row: { ...codexRow, status: "official" } }]);
    expect(f.message).toContain("labelled official: ");
  });
});

describe("acceptRefusal", () => {
  const blocking = { code: "same_bytes", message: "the ledger has the same bytes as X" };
  const claim = { code: "claim_score", message: "does not reproduce" };
  it.each([
    ["nothing blocks", [claim], false, null, null],
    ["a blocking finding refuses Accept", [blocking], false, null, /^blocked: the ledger has the same bytes as X/],
    ["a reason alone is no override", [blocking], false, "looks fine", /^blocked:/],
    ["an override needs a written reason", [blocking], true, null, /^reason: /],
    ["an override with a reason accepts", [blocking], true, "re-run verified offline", null],
    ["instruction shown to differ blocks", [{ code: "instruction_differs", message: "6887 B" }], false, null, /^blocked: 6887 B/],
  ] as const)("%s", (_name, findings, override, reason, expected) => {
    const r = acceptRefusal([...findings], override, reason);
    if (expected === null) expect(r).toBeNull();
    else expect(r).toMatch(expected);
  });
});

describe("where a row came from", () => {
  it.each([
    [false, null, "form"],
    [false, "vbench-review-cli", "form"],
    [true, null, "API"],
    [true, "curl", "API"],
    [true, "vbench-review-cli", "CLI"],
  ] as const)("token %s, client %s: %s", (token, header, channel) => {
    expect(channelOf(token, header)).toBe(channel);
  });

  it.each([
    ["calibration/scores.md", "in scores.md"],
    [submissionSourceFile("CLI"), "by the contributor (CLI)"],
    [submissionSourceFile("form"), "by the contributor (form)"],
    ["submission", "by the contributor"],
  ])("%s is claimed %s", (sourceFile, where) => {
    expect(claimedWhere(sourceFile)).toBe(where);
  });
});
