import { describe, expect, it } from "vitest";
import { parseAuditCliArgs } from "./cli-args";

describe("parseAuditCliArgs", () => {
  it.each([
    [
      ["--task", "t"],
      {
        kind: "run",
        task: "t",
        audits: ["omission", "probes", "sweep", "versions", "sensitivity"],
        json: false,
        workers: null,
        budget: null,
      },
    ],
    [
      ["--task", "t", "--audit", "all", "--json"],
      { kind: "run", audits: ["omission", "probes", "sweep", "versions", "sensitivity"], json: true },
    ],
    [["--task", "t", "--audit", "versions,omission"], { kind: "run", audits: ["omission", "versions"] }],
    [["--audit", "probes", "--task", "t", "--workers", "0"], { kind: "run", audits: ["probes"], workers: 0 }],
    [["--task", "t", "--budget", "40"], { kind: "run", budget: 40 }],
    [["-h"], { kind: "help" }],
    [["--task", "t", "--help"], { kind: "help" }],
  ])("%j", (argv, expected) => expect(parseAuditCliArgs(argv)).toMatchObject(expected));

  it.each([
    [[], /--task <task-folder> is required/],
    [["--task"], /--task needs a folder/],
    [["--task", "--json"], /--task needs a folder/],
    [["--task", "t", "--audit", "probes,nope"], /unknown audit nope/],
    [["--task", "t", "--audit"], /--audit needs one of/],
    [["--task", "t", "--workers", "x"], /--workers needs a whole number/],
    [["--task", "t", "--workers", "999"], /--workers needs a whole number/],
    [["--task", "t", "--budget", "0"], /--budget needs a whole number/],
    [["--task", "t", "--budget", "20001"], /--budget needs a whole number/],
    [["--task", "t", "--budget"], /--budget needs a whole number/],
    [["--task", "t", "extra"], /unknown argument extra/],
  ])("%j is an error", (argv, message) => {
    const r = parseAuditCliArgs(argv);
    expect(r.kind).toBe("error");
    if (r.kind === "error") expect(r.message).toMatch(message);
  });
});
