// Grading a verifier's runs: scored, absent (ground truth it reads that the folder lacks) or an
// error on the task, and the job's headline. Table-tested.
import { describe, expect, it } from "vitest";
import { missingTestsFiles } from "./verifier-reads";
import { diagnosticTestSh, rejectedArguments, verifierVerdict, type SubmissionRun } from "./verifier-verdict";

const run = (origin: string, status: string, reward: number | null, stderrTail = ""): SubmissionRun => ({
  path: `${origin}.json`,
  origin,
  status,
  reward,
  reason: status,
  stderrTail,
});
const ARGPARSE = "usage: judge.py [-h] solution\njudge.py: error: unrecognized arguments: --details-json /logs/d.json\n";

describe("verifierVerdict", () => {
  it.each([
    [
      "all scored",
      [run("oracle", "scored", 1), run("empty", "scored", 0)],
      [],
      "scored 2 of 2 submissions (oracle 1.000, empty 0.000)",
      [],
    ],
    [
      "one crash among scored",
      [run("oracle", "scored", 1), run("agent", "crashed", null, "Traceback\nKeyError: 'x'")],
      [],
      "scored 1 of 2 submissions (oracle 1.000); 1 not scored: crashed on 1 of 2 submissions (agent.json); stderr: KeyError: 'x'",
      [["verifier-does-not-run", "error"]],
    ],
    [
      "rejected arguments on everything",
      [run("oracle", "crashed", null, ARGPARSE), run("empty", "crashed", null, ARGPARSE)],
      [],
      "ran, scored nothing: 0 of 2 submissions scored (test.sh passes arguments its own judge rejects (--details-json /logs/d.json) on 2 of 2 submissions (oracle.json, empty.json); stderr: judge.py: error: unrecognized arguments: --details-json /logs/d.json)",
      [["verifier-does-not-run", "error"]],
    ],
    [
      "ground truth absent",
      [run("oracle", "crashed", null, "FileNotFoundError")],
      [{ path: "/tests/gt.json", namedIn: "test.sh" }],
      "ran, scored nothing: 0 of 1 submissions scored (the verifier reads /tests/gt.json (named in test.sh), which the folder does not ship)",
      [["verifier-ground-truth-absent", "warning"]],
    ],
    ["nothing to score", [], [], "ran, scored nothing: the revision has no submission to score (no oracle, no ledger)", []],
  ] as const)("%s", (_n, runs, missing, headline, findings) => {
    const v = verifierVerdict(runs, missing);
    expect(v.headline).toBe(headline);
    expect(v.findings.map((f) => [f.code, f.severity])).toEqual(findings);
  });

  it("a verifier that misses a file but scores everything is not graded absent", () => {
    expect(verifierVerdict([run("oracle", "scored", 1)], [{ path: "/tests/x", namedIn: "judge.py" }]).findings).toEqual([]);
  });
});

describe("the plainer call", () => {
  it("removes exactly the rejected arguments from test.sh", () => {
    expect(rejectedArguments(ARGPARSE)).toBe("--details-json /logs/d.json");
    expect(rejectedArguments("Traceback\nValueError")).toBeNull();
    expect(diagnosticTestSh("python3 /tests/judge.py /w/s.json --details-json /logs/d.json\n", "--details-json /logs/d.json")).toBe(
      "python3 /tests/judge.py /w/s.json\n",
    );
    expect(diagnosticTestSh("python3 judge.py \\\n  --details-json /logs/d.json", "--other")).toBeNull();
  });
});

describe("missingTestsFiles", () => {
  const enc = (s: string) => new TextEncoder().encode(s);
  it.each([
    ["shipped", { "test.sh": "python3 /tests/judge.py --gt /tests/gt.json", "judge.py": "", "gt.json": "{}" }, []],
    [
      "absent",
      { "test.sh": "python3 /tests/judge.py --gt /tests/ground_truth.json.", "judge.py": "" },
      [["/tests/ground_truth.json", "test.sh"]],
    ],
    ["a shipped directory", { "test.sh": "ls /tests/data/", "data/a.json": "{}" }, []],
    ["named twice", { "a.py": "open('/tests/x.json')", "test.sh": "cat /tests/x.json" }, [["/tests/x.json", "a.py, test.sh"]]],
    ["not a script", { "test.sh": "true", "notes.md": "/tests/missing.json" }, []],
  ] as const)("%s", (_n, files, want) => {
    const got = missingTestsFiles(new Map(Object.entries(files).map(([k, v]) => [k, enc(v)])));
    expect(got.map((m) => [m.path, m.namedIn])).toEqual(want);
  });
});
