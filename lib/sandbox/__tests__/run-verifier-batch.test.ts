// The batch runner against the single run, over real bubblewrap: the same status, reward and
// reason per item for every fixture verifier (the reference is runVerifier, one sandbox per item,
// computed in the same test); an item's timeout, crash, leftover processes or files change
// nothing for its neighbours in the same session; cancel leaves no process and scores nothing it
// did not score; a session killed from outside costs only time.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { probeSandbox } from "../probe";
import { runVerifier } from "../run-verifier";
import { scoreBatchCounted, scoreVerifierBatch } from "../run-verifier-batch";
import { fixtureCases, TEST_LIMITS } from "./fixture-verifiers";

const probe = probeSandbox();
const TARGET = "/workspace/output/solution.json";
const enc = (v: unknown) => new TextEncoder().encode(JSON.stringify(v));

describe.skipIf(!probe.ok)("scoreVerifierBatch in bubblewrap", () => {
  describe("answers what runVerifier answers, item by item", () => {
    it.each(fixtureCases().map((c) => [c.name, c] as const))("%s", async (_name, c) => {
      const verifier = { files: c.files, solutionTarget: TARGET, limits: c.limits };
      // the single runs (separate sandboxes, nothing shared with the batch's) run beside the batch:
      // most of a timeout or sleep fixture's time is waiting for its wall limit
      const [alone, batch] = await Promise.all([
        Promise.all(c.submissions.map((solution) => runVerifier({ ...verifier, solution }))),
        // one session for every submission: the items follow each other in the same sandbox
        scoreBatchCounted(verifier, c.submissions, { concurrency: 1 }),
      ]);
      expect(batch.scoredAlone).toBe(0);
      expect(batch.scores.map(({ status, reward, reason }) => ({ status, reward, reason }))).toEqual(
        alone.map(({ status, reward, reason }) => ({ status, reward, reason })),
      );
    });
  });

  // a judge whose behaviour the ledger picks: the neighbours of a hostile item must not notice it
  const probeJudge = (token: string) =>
    new Map([
      ["test.sh", new TextEncoder().encode(`#!/bin/bash\nexec /usr/bin/python3 /tests/judge.py ${TARGET} ${token}\n`)],
      ["judge.py", fs.readFileSync(new URL("../__fixtures__/batch/mode-judge.py", import.meta.url))],
    ]);

  it("an item's timeout, crash, leftover processes and files change nothing for the items around it", async () => {
    const token = `iso${process.pid}${Date.now()}`;
    // the hanging item's wall time; long enough for the others' single runs on a loaded machine
    // (bwrap, Python and the checking item's half-second wait: 2 s once timed out there at load 25)
    const verifier = { files: probeJudge(token), solutionTarget: TARGET, limits: { ...TEST_LIMITS, wallMs: 10_000 } };
    const modes = [
      { mode: "score", reward: 0.25 },
      { mode: "hang" },
      { mode: "score", reward: 0.5 },
      { mode: "plant" },
      { mode: "check" },
      { mode: "crash" },
      { mode: "check" },
      { mode: "score", reward: 0.75 },
    ];
    // the single runs go beside the batch (their own sandboxes): the hanging item's two wall times overlap
    const [{ scores, sessions }, alone] = await Promise.all([
      scoreBatchCounted(verifier, modes.map(enc), { concurrency: 1 }),
      Promise.all(modes.map((m) => runVerifier({ ...verifier, solution: enc(m) }))),
    ]);
    expect(sessions).toBe(1);
    expect(scores.map((s) => [s.status, s.reward])).toEqual([
      ["scored", 0.25],
      ["timeout", null],
      ["scored", 0.5],
      ["scored", 0.5],
      // 1: nothing the planting item left (files in /tmp, /workspace, /logs, /dev/shm, /dev; a
      // detached process rewriting the reward) is visible to the next item
      ["scored", 1],
      ["crashed", null],
      ["scored", 1],
      ["scored", 0.75],
    ]);
    // and each equals the single run (the planting item's leftovers die with its own sandbox there)
    for (const [i, m] of modes.entries())
      expect([alone[i].status, alone[i].reward], `item ${i} (${m.mode})`).toEqual([scores[i].status, scores[i].reward]);
  });

  it("an item cannot forge another item's answer through the driver's file descriptors", async () => {
    const token = `forge${process.pid}${Date.now()}`;
    const verifier = { files: probeJudge(token), solutionTarget: TARGET, limits: TEST_LIMITS };
    const modes = [{ mode: "forge" }, { mode: "score", reward: 0.25 }, { mode: "score", reward: 0.5 }];
    const { scores, scoredAlone } = await scoreBatchCounted(verifier, modes.map(enc), { concurrency: 1 });
    // the forging item found no descriptor of the driver it could open (reward 1 = every attempt refused)
    expect(scores.map((s) => [s.status, s.reward])).toEqual([
      ["scored", 1],
      ["scored", 0.25],
      ["scored", 0.5],
    ]);
    expect(scoredAlone).toBe(0);
  });

  it("an item that kills the driver costs a new session; its own score is the single run's", async () => {
    const token = `killer${process.pid}${Date.now()}`;
    const verifier = { files: probeJudge(token), solutionTarget: TARGET, limits: TEST_LIMITS };
    const modes = [{ mode: "score", reward: 0.25 }, { mode: "kill-driver" }, { mode: "score", reward: 0.5 }];
    const { scores, sessions, scoredAlone } = await scoreBatchCounted(verifier, modes.map(enc), { concurrency: 1 });
    expect(sessions).toBe(2);
    expect(scoredAlone).toBe(1);
    const alone = await runVerifier({ ...verifier, solution: enc(modes[1]) });
    expect(scores.map((s) => [s.status, s.reward])).toEqual([
      ["scored", 0.25],
      [alone.status, alone.reward],
      ["scored", 0.5],
    ]);
  });

  it("a session killed from outside: the item in flight is scored alone, the rest in a new session, none lost", async () => {
    const token = `outside${process.pid}${Date.now()}`;
    const verifier = { files: probeJudge(token), solutionTarget: TARGET, limits: TEST_LIMITS };
    // each item takes a moment, so the test can find one running and kill its whole sandbox
    const modes = Array.from({ length: 8 }, (_, i) => ({ mode: "score", reward: i / 8, sleep: 0.3 }));
    let killed = 0;
    const batch = scoreBatchCounted(verifier, modes.map(enc), { concurrency: 1, batchSize: 100 });
    const hunter = (async () => {
      while (killed === 0) {
        const bwrap = sessionOf(token);
        if (bwrap !== null) {
          process.kill(-bwrap, "SIGKILL");
          killed = bwrap;
        } else await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const { scores, sessions, scoredAlone } = await batch;
    await hunter;
    expect(killed).toBeGreaterThan(0);
    expect(sessions).toBe(2);
    expect(scoredAlone).toBe(1);
    expect(scores.map((s) => [s.status, s.reward])).toEqual(modes.map((m) => ["scored", m.reward]));
  });

  it("cancel mid-batch: every session's processes are gone, unscored items are cancelled, none scored falsely", async () => {
    const token = `cancel${process.pid}${Date.now()}`;
    const verifier = { files: probeJudge(token), solutionTarget: TARGET, limits: TEST_LIMITS };
    const modes = Array.from({ length: 16 }, () => ({ mode: "score", reward: 1, sleep: 0.3 }));
    const controller = new AbortController();
    let progressAtAbort = 0;
    const scores = await scoreVerifierBatch(verifier, modes.map(enc), {
      concurrency: 2,
      signal: controller.signal,
      onProgress: (done) => {
        if (done === 2) {
          progressAtAbort = done;
          controller.abort();
        }
      },
    });
    expect(progressAtAbort).toBe(2);
    expect(processesWith(token)).toEqual([]);
    expect(processesWith(`vbench-verifier-${process.pid}-`)).toEqual([]);
    const scored = scores.filter((s) => s.status === "scored");
    const cancelled = scores.filter((s) => s.status === "sandbox-error");
    expect(scored.length + cancelled.length).toBe(modes.length);
    expect(scored.every((s) => s.reward === 1)).toBe(true);
    expect(scored.length).toBeGreaterThanOrEqual(2);
    expect(cancelled.length).toBeGreaterThan(0);
    expect(new Set(cancelled.map((s) => s.reason))).toEqual(new Set(["cancelled before this item was scored"]));
  });

  it("an empty list scores nothing and starts nothing", async () => {
    expect(await scoreBatchCounted({ files: probeJudge("x"), solutionTarget: TARGET, limits: TEST_LIMITS }, [])).toEqual({
      scores: [],
      sessions: 0,
      scoredAlone: 0,
    });
  });
});

describe.runIf(!probe.ok)("without a sandbox", () => {
  it("every item is a sandbox-error that says what is missing", async () => {
    if (probe.ok) return;
    const files = new Map([["test.sh", new Uint8Array()]]);
    const scores = await scoreVerifierBatch({ files, solutionTarget: TARGET, limits: TEST_LIMITS }, [enc({}), enc({})]);
    expect(scores.map((s) => s.status)).toEqual(["sandbox-error", "sandbox-error"]);
    expect(scores[0].reason).toContain(probe.howToEnable);
  });
});

/** host pids of processes whose command line contains `needle` */
function processesWith(needle: string): number[] {
  const found: number[] = [];
  for (const pid of fs.readdirSync("/proc").filter((n) => /^\d+$/.test(n))) {
    try {
      if (fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(needle) && Number(pid) !== process.pid) found.push(Number(pid));
    } catch {
      /* gone */
    }
  }
  return found;
}

/** the bwrap (a child of this process) whose sandbox runs a judge with `token` in its command line */
function sessionOf(token: string): number | null {
  for (let pid of processesWith(token)) {
    for (let hops = 0; hops < 10 && pid > 1; hops++) {
      let ppid: number;
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
        ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      } catch {
        break;
      }
      if (ppid === process.pid) return pid;
      pid = ppid;
    }
  }
  return null;
}
