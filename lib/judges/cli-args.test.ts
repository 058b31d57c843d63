import { describe, expect, it } from "vitest";
import { parseJudgeCliArgs } from "./cli-args";

const run = (judgeId: string, groundTruth: string, files: string[], events = false) => ({
  kind: "run",
  judgeId,
  groundTruth,
  events,
  files,
});

describe("parseJudgeCliArgs", () => {
  it.each([
    [["--judge", "j@1", "--ground-truth", "gt.json", "a.json", "b.json"], run("j@1", "gt.json", ["a.json", "b.json"])],
    [["--judge=j@1", "--ground-truth=gt.json", "--events", "a.json"], run("j@1", "gt.json", ["a.json"], true)],
    [["a.json", "--events", "--ground-truth", "gt.json", "--judge", "j@1", "b.json"], run("j@1", "gt.json", ["a.json", "b.json"], true)],
    [["--judge", "j@1", "--ground-truth", "gt.json", "--", "--odd-name.json"], run("j@1", "gt.json", ["--odd-name.json"])],
  ])("%j", (argv, want) => {
    expect(parseJudgeCliArgs(argv)).toEqual(want);
  });

  it.each([[["--help"]], [["-h"]], [["--judge", "j@1", "--help"]]])("%j asks for help", (argv) => {
    expect(parseJudgeCliArgs(argv)).toEqual({ kind: "help" });
  });

  it.each([
    [["--ground-truth", "gt.json", "a.json"], "missing --judge"],
    [["--judge", "j@1", "a.json"], "missing --ground-truth"],
    [["--judge", "j@1", "--ground-truth", "gt.json"], "no solution files"],
    [["--judge"], "--judge needs a value"],
    [["--judge=", "--ground-truth", "gt.json", "a.json"], "--judge needs a value"],
    [["--judge", "j@1", "--ground-truth", "gt.json", "--verbose", "a.json"], "unknown option --verbose"],
  ])("%j is an error mentioning %s", (argv, text) => {
    const got = parseJudgeCliArgs(argv);
    expect(got.kind).toBe("error");
    expect(got.kind === "error" && got.message).toContain(text);
  });
});
