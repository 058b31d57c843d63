// The generic audits' sandbox scorer: rewards back in submission order with progress, and the tally
// that keeps a run which scored nothing from reading as finished (real bubblewrap, the fixture
// verifiers of lib/sandbox/__fixtures__/verifiers). Expected rewards derived by hand from the
// fixture: events-judge.py is F1 over label + frame ±5 + x ±25 against ground_truth.json (4 events).
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { probeSandbox } from "../../sandbox/probe";
import { readFolderVerifier } from "../../sandbox/read-task-verifier";
import { assembleVerifierTask } from "../../judges/store/__tests__/verifier-fixtures";
import { countingSandboxScorer, partlyScoredNote, scoredNothing, type ScoreTally } from "./verifier-scorer";

const enc = (s: string) => new TextEncoder().encode(s);
const temps: string[] = [];
afterAll(() => temps.forEach((t) => fs.rmSync(path.dirname(t), { recursive: true, force: true })));

function verifierOf(kind: "fine" | "crash") {
  const dir = assembleVerifierTask(kind);
  temps.push(dir);
  const read = readFolderVerifier(dir);
  if (!read.ok) throw new Error(read.reason);
  return { verifier: read.verifier, groundTruth: fs.readFileSync(path.join(dir, "steps/solve/tests/ground_truth.json")) };
}

const tally = (submitted: number, scored: number, notScored: [string, number][] = []): ScoreTally => ({
  submitted,
  scored,
  notScored: new Map(notScored),
});

describe("the tally's endings", () => {
  it.each<[string, ScoreTally, RegExp | null, RegExp | null]>([
    ["nothing sent", tally(0, 0), /sent no submission/, null],
    ["all scored", tally(5, 5), null, null],
    [
      "none scored",
      tally(3, 0, [
        ["crashed: x", 2],
        ["timeout: y", 1],
      ]),
      /^ran, scored nothing: 0 of 3 .*crashed: x ×2; timeout: y ×1/,
      /3 of 3/,
    ],
    ["some scored", tally(4, 3, [["no-reward: z", 1]]), null, /^1 of 4 probe submissions were not scored .*no-reward: z ×1/],
  ])("%s", (_name, t, nothing, partly) => {
    const n = scoredNothing(t);
    const p = partlyScoredNote(t);
    if (nothing) expect(n).toMatch(nothing);
    else expect(n).toBeNull();
    if (partly) expect(p).toMatch(partly);
    else expect(p).toBeNull();
  });
});

describe.skipIf(!probeSandbox().ok)("countingSandboxScorer in the sandbox", () => {
  it("scores each submission in order: the ground truth 1, no events 0, one of four events 2/5", async () => {
    const { verifier, groundTruth } = verifierOf("fine");
    const gt = JSON.parse(groundTruth.toString("utf8")) as { events: unknown[] };
    const one = JSON.stringify({ events: [gt.events[0]] });
    const { score, tally } = countingSandboxScorer(verifier);
    const seen: number[] = [];
    const out = await score([new Uint8Array(groundTruth), enc('{"events": []}'), enc(one)], { onProgress: (d) => seen.push(d) });
    expect(out.map((r) => r.status)).toEqual(["scored", "scored", "scored"]);
    expect(out.map((r) => r.reward)).toEqual([1, 0, (2 * 1) / (gt.events.length + 1)]);
    expect(seen).toEqual([1, 2, 3]);
    expect(scoredNothing(tally)).toBeNull();
  });

  it("a verifier that crashes on every submission scores nothing, and says why", async () => {
    const { verifier } = verifierOf("crash");
    const { score, tally } = countingSandboxScorer(verifier);
    const out = await score([enc('{"events": [1]}'), enc('{"events": []}')], {});
    expect(out.map((r) => [r.status, r.reward])).toEqual([
      ["crashed", null],
      ["crashed", null],
    ]);
    expect(scoredNothing(tally)).toMatch(/^ran, scored nothing: 0 of 2 probe submissions .*crashed: .*ZeroDivisionError.* ×2/);
  });
});
