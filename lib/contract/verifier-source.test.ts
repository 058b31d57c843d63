// The contract review of a verifier no port reads, on the verifier fixture task (a rally-event
// judge with FRAME_TOL = 5 and PIXEL_TOLERANCE = 25 that the instruction never states, a SPEC
// naming a mean absolute frame error while scores.md names F1, a "made-up" example equal to a
// ground-truth event) and on changed copies of it. Expected findings are read off the fixture
// files by hand (file:line given in each row).
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { verifierSourceFindings, verifierTolerances } from "./verifier-source";

const ROOT = path.resolve("lib/sandbox/__fixtures__/verifiers");
const enc = (s: string) => new TextEncoder().encode(s);

function fixtureFiles(): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  const walk = (dir: string, rel: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(path.join(dir, e.name), r);
      else files.set(r, new Uint8Array(fs.readFileSync(path.join(dir, e.name))));
    }
  };
  walk(path.join(ROOT, "task"), "");
  files.set("steps/solve/tests/judge.py", new Uint8Array(fs.readFileSync(path.join(ROOT, "events-judge.py"))));
  files.set("steps/solve/tests/test.sh", new Uint8Array(fs.readFileSync(path.join(ROOT, "fine/test.sh"))));
  return files;
}

function review(change: (files: Map<string, Uint8Array>) => void = () => {}) {
  const files = fixtureFiles();
  change(files);
  const instruction = { path: "steps/solve/instruction.md", text: new TextDecoder().decode(files.get("steps/solve/instruction.md")) };
  const groundTruth = JSON.parse(new TextDecoder().decode(files.get("steps/solve/tests/ground_truth.json")));
  return verifierSourceFindings({ files, instruction, groundTruth }).findings;
}

describe("verifier source against the documents", () => {
  it("reads the tolerance constants with their units (events-judge.py lines 7-8, by grep -n)", () => {
    expect(verifierTolerances(fixtureFiles()).map((t) => [t.name, t.value, t.unit, t.line])).toEqual([
      ["FRAME_TOL", 5, "frames", 7],
      ["PIXEL_TOLERANCE", 25, "px", 8],
    ]);
  });

  it("finds each planted problem once, at its line", () => {
    expect(review().map((f) => [f.code, f.file, f.line])).toEqual([
      ["verifier_tolerance_not_in_instruction", "steps/solve/tests/judge.py", 7],
      ["verifier_tolerance_not_in_instruction", "steps/solve/tests/judge.py", 8],
      // SPEC.md line 6 names the mean absolute frame error, which the verifier's source never computes
      ["statistic_named_differently", "SPEC.md", 6],
      // the fenced example (instruction.md line 8) is the ground truth's first serve, labelled "made-up"
      ["example_equals_ground_truth", "steps/solve/instruction.md", 8],
    ]);
  });

  it.each([
    [
      "the instruction states both tolerances",
      (f: Map<string, Uint8Array>) =>
        f.set(
          "steps/solve/instruction.md",
          enc(`${new TextDecoder().decode(f.get("steps/solve/instruction.md"))}\nWithin 5 frames and 25 px.\n`),
        ),
      "verifier_tolerance_not_in_instruction",
      0,
    ],
    [
      "every document names F1",
      (f: Map<string, Uint8Array>) => f.set("SPEC.md", enc("# Spec\n\nscorer: F1 over matched events\n")),
      "statistic_named_differently",
      0,
    ],
    [
      "an example off the ground truth",
      (f: Map<string, Uint8Array>) =>
        f.set("steps/solve/instruction.md", enc('Write:\n\n```json\n{"events": [{"label": "serve", "frame": 7, "x": 1}]}\n```\n')),
      "example_equals_ground_truth",
      0,
    ],
    [
      "a calibration file records another judge's sha256",
      (f: Map<string, Uint8Array>) => f.set("calibration/rescore.md", enc(`judge.py sha256 ${"0".repeat(64)}\n`)),
      "calibration_hash_mismatch",
      1,
    ],
    [
      "a calibration file records the shipped judge's sha256",
      (f: Map<string, Uint8Array>) =>
        f.set(
          "calibration/rescore.md",
          enc(`judge.py ${crypto.createHash("sha256").update(f.get("steps/solve/tests/judge.py")!).digest("hex")}\n`),
        ),
      "calibration_hash_mismatch",
      0,
    ],
  ] as const)("%s", (_n, change, code, count) => {
    expect(review(change).filter((f) => f.code === code)).toHaveLength(count);
  });
});
