import { describe, expect, it } from "vitest";
import { classifyOutcome, type Observed } from "./outcome";
import { readRewardFiles } from "./reward-file";

const enc = (s: string) => new TextEncoder().encode(s);
const base: Observed = {
  exitCode: 0,
  signal: null,
  timedOut: false,
  outputExceeded: false,
  wallMs: 100,
  logsEntries: 3,
  limits: { wallMs: 120_000, cpuSeconds: 60, memoryMb: 1024, outputKillBytes: 64 * 1048576, logsFiles: 1000, rewardRange: [0, 1] },
  stderrTail: "",
  reward: readRewardFiles(enc('{"reward": 0.5}'), null),
};

describe("classifyOutcome", () => {
  it.each<[string, Partial<Observed>, string, string]>([
    ["scored", {}, "scored", "ok"],
    // the range is inclusive at both ends: 0 and 1 are rewards, -5 and 1.0000001 are not
    ["reward 0 at the lower edge", { reward: readRewardFiles(enc('{"reward": 0}'), null) }, "scored", "ok"],
    ["reward 1 at the upper edge", { reward: readRewardFiles(null, enc("1\n")) }, "scored", "ok"],
    [
      "reward -5 (issue 23 finding 6)",
      { reward: readRewardFiles(enc('{"reward": -5}'), null) },
      "bad-reward",
      "bad reward: -5 from reward.json is outside [0, 1] (a task with another range declares [steps.verifier] reward_range in task.toml)",
    ],
    [
      "reward just above 1",
      { reward: readRewardFiles(null, enc("1.0000001")) },
      "bad-reward",
      "bad reward: 1.0000001 from reward.txt is outside [0, 1] (a task with another range declares [steps.verifier] reward_range in task.toml)",
    ],
    [
      "reward 7 inside a declared [0, 10]",
      { reward: readRewardFiles(enc("7"), null), limits: { ...base.limits, rewardRange: [0, 10] } },
      "scored",
      "ok",
    ],
    [
      "reward -5 outside a declared [-1, 1]",
      { reward: readRewardFiles(enc("-5"), null), limits: { ...base.limits, rewardRange: [-1, 1] } },
      "bad-reward",
      "bad reward: -5 from reward.json is outside [-1, 1] (a task with another range declares [steps.verifier] reward_range in task.toml)",
    ],
    [
      "1001 entries under /logs, one past the cap",
      { logsEntries: 1001 },
      "output-limit",
      "output limit: the verifier wrote more than 1000 files and directories under /logs",
    ],
    ["exactly 1000 entries under /logs", { logsEntries: 1000 }, "scored", "ok"],
    ["entries not counted (killed before the emitter)", { logsEntries: null }, "scored", "ok"],
    ["scored but non-zero exit", { exitCode: 3 }, "scored", "ok (the verifier exited 3 after writing reward.json)"],
    ["timed out even with a reward", { timedOut: true }, "timeout", "timeout: killed after 120 s of wall time"],
    [
      "output flood",
      { outputExceeded: true, exitCode: null, signal: "SIGKILL" },
      "output-limit",
      "output limit: killed after printing more than 64 MiB to stdout/stderr",
    ],
    ["cpu", { exitCode: 152, reward: readRewardFiles(null, null) }, "cpu-limit", "cpu limit: killed after 60 s of CPU time"],
    [
      "memory",
      { exitCode: 1, stderrTail: "Traceback\nMemoryError\n", reward: readRewardFiles(null, null) },
      "memory-limit",
      "memory limit: the verifier ran out of its 1024 MiB address space; stderr: MemoryError",
    ],
    [
      "crash",
      { exitCode: 2, stderrTail: "Traceback\nKeyError: 'x'\n", reward: readRewardFiles(null, null) },
      "crashed",
      "crashed: the verifier exited 2 without a reward; stderr: KeyError: 'x'",
    ],
    [
      "killed by a signal",
      { exitCode: null, signal: "SIGSEGV", reward: readRewardFiles(null, null) },
      "crashed",
      "crashed: the verifier exited on SIGSEGV without a reward",
    ],
    [
      "bwrap failure",
      { exitCode: 1, stderrTail: "bwrap: Creating new namespace failed: Operation not permitted\n", reward: readRewardFiles(null, null) },
      "sandbox-error",
      "sandbox error: bwrap: Creating new namespace failed: Operation not permitted",
    ],
    [
      "no reward",
      { reward: readRewardFiles(null, null) },
      "no-reward",
      "no reward: the verifier wrote no /logs/verifier/reward.json or reward.txt",
    ],
    [
      "bad reward",
      { reward: readRewardFiles(enc("[1]"), null) },
      "bad-reward",
      'bad reward: reward.json must be an object with a numeric "reward" (or a bare number)',
    ],
  ])("%s", (_name, patch, status, reason) => {
    const o = classifyOutcome({ ...base, ...patch });
    expect(o.status).toBe(status);
    expect(o.reason).toBe(reason);
    if (status !== "scored") expect(o.reward).toBeNull();
  });
});

describe("readRewardFiles", () => {
  it.each<[string, string | null, string | null, number | string]>([
    ["object", '{"reward": 0.75, "f1": 0.75}', null, 0.75],
    ["bare number json", "1.0\n", null, 1],
    ["txt", null, "0.088050\n", 0.08805],
    ["txt exponent", null, "1e-3", 0.001],
    ["json wins over txt", '{"reward": 1}', "0", 1],
    ["NaN reward", '{"reward": NaN}', null, "reward.json: reward is NaN, not a finite number"],
    ["string reward", '{"reward": "1"}', null, 'reward.json has no numeric "reward" (got "1")'],
    ["not json", "{", null, "reward.json is not JSON"],
    ["txt words", null, "one", 'reward.txt is not a bare number: "one"'],
    ["txt empty", null, "", 'reward.txt is not a bare number: ""'],
  ])("%s", (_n, json, txt, expected) => {
    const r = readRewardFiles(json === null ? null : enc(json), txt === null ? null : enc(txt));
    if (typeof expected === "number") expect(r).toMatchObject({ ok: true, reward: expected });
    else {
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.reason.startsWith(expected)).toBe(true);
    }
  });

  it("keeps other keys and NaN details of the reward object", () => {
    const r = readRewardFiles(enc('{"reward": 0.5, "precision": NaN, "n": 3}'), null);
    expect(r.ok && r.rewardObject).toEqual({ reward: 0.5, precision: NaN, n: 3 });
  });
});
