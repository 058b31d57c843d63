// npm run -s bench:task-audits — how fast probes go through a task's own verifier: 1,000 probe
// ledgers (the demo task's oracle with events withheld and boundaries shifted, seeded) scored by
// the demo's Python judge (steps/solve/tests/test.sh + judge.py) in bubblewrap, batched
// (scoreVerifierBatch: a pool of sessions on the cores, many ledgers per sandbox start) beside one
// sandbox per ledger (runVerifier, on an evenly spaced sample, the same pool width), both in this
// run, with the machine's load. The sample's batched and single rewards must be equal (exit 1 on
// any mismatch), and every probe must be scored (the demo judge scores every ledger it is given).
// Options: --probes N (1000), --sample N (100).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { seededRng } from "../lib/audits/rng";
import { probeSandbox } from "../lib/sandbox/probe";
import { hostReadOnlyEntries } from "../lib/sandbox/read-only-binds";
import { readFolderVerifier } from "../lib/sandbox/read-task-verifier";
import { runVerifier, type VerifierRun } from "../lib/sandbox/run-verifier";
import { scoreBatchCounted } from "../lib/sandbox/run-verifier-batch";
import { cannotMeasure, machineLoad } from "./lib/bench-load";

const BENCH = "bench:task-audits";
const DEMO = path.resolve("prisma/fixtures/tasks/demo-shapes-activity");
const GOAL = { probes: 1000, seconds: 60, cores: 2 };

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  if (at < 0) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isSafeInteger(value) || value < 1 || value > 100_000) cannotMeasure(BENCH, `${name} wants a whole number from 1 to 100000`);
  return value;
}
const PROBES = option("--probes", GOAL.probes);
const SAMPLE = Math.min(option("--sample", 100), PROBES);

const probe = probeSandbox();
if (!probe.ok) cannotMeasure(BENCH, `no sandbox: ${probe.message} ${probe.howToEnable}`);
const loaded = readFolderVerifier(DEMO);
if (!loaded.ok) cannotMeasure(BENCH, loaded.reason);
const verifier = loaded.verifier;
const cores = os.availableParallelism();

interface Action {
  verb: string;
  nouns: string[];
  start_frame: number;
  end_frame: number;
}
const oracle: { actions: Action[] } = JSON.parse(fs.readFileSync(path.join(DEMO, "steps/solve/solution/oracle.json"), "utf8"));

// the probe families of issue 33 on the oracle: withhold one event, withhold a share, shift every
// boundary, shift one event across the tolerance edge, and both at once
function probeLedger(i: number): Action[] {
  const rand = seededRng(i + 1); // the same probes on every run
  const n = oracle.actions.length;
  const shift = (a: Action, d: number): Action => ({ ...a, start_frame: Math.max(0, a.start_frame + d), end_frame: a.end_frame + d });
  switch (i % 5) {
    case 0:
      return oracle.actions.filter((_, k) => k !== i % n);
    case 1: {
      const share = rand();
      return oracle.actions.filter(() => rand() >= share);
    }
    case 2: {
      const d = Math.round((rand() - 0.5) * 60);
      return oracle.actions.map((a) => shift(a, d));
    }
    case 3: {
      const k = Math.floor(rand() * n);
      const d = (rand() < 0.5 ? -1 : 1) * (11 + Math.floor(rand() * 4)); // 11..14 frames: both sides of 12
      return oracle.actions.map((a, j) => (j === k ? shift(a, d) : a));
    }
    default:
      return oracle.actions.filter(() => rand() > 0.3).map((a) => shift(a, Math.round((rand() - 0.5) * 30)));
  }
}
const submissions = Array.from({ length: PROBES }, (_, i) => new TextEncoder().encode(JSON.stringify({ actions: probeLedger(i) })));
const sample = Array.from({ length: SAMPLE }, (_, k) => Math.floor((k * PROBES) / SAMPLE));

console.log(`sandbox: ${probe.bwrapVersion}, python ${probe.pythonVersion}${probe.dropToNobody ? ", as nobody" : ""}; ${cores} cores`);
console.log(`verifier: ${path.relative(process.cwd(), DEMO)} steps/solve/tests (test.sh + judge.py), ${PROBES} probe ledgers`);

// 1. batched: the pool on every core (the host's read-only entries derived first: ldd is not a probe)
hostReadOnlyEntries();
const batchLoad = machineLoad();
let t = performance.now();
const batch = await scoreBatchCounted(verifier, submissions, { concurrency: cores });
const batchSeconds = (performance.now() - t) / 1000;
const batchLoadAfter = machineLoad();

// 2. one sandbox per ledger, on the sample, as many at once as the batch had sessions
const singleLoad = machineLoad();
t = performance.now();
const single: VerifierRun[] = new Array(SAMPLE);
let next = 0;
await Promise.all(
  Array.from({ length: Math.min(cores, SAMPLE) }, async () => {
    for (let k = next++; k < SAMPLE; k = next++) single[k] = await runVerifier({ ...verifier, solution: submissions[sample[k]] });
  }),
);
const singleSeconds = (performance.now() - t) / 1000;
const singleLoadAfter = machineLoad();

const batchRate = PROBES / batchSeconds;
const singleRate = SAMPLE / singleSeconds;
const statuses = new Map<string, number>();
for (const s of batch.scores) statuses.set(s.status, (statuses.get(s.status) ?? 0) + 1);
const mismatches = sample.filter((i, k) => batch.scores[i].status !== single[k].status || batch.scores[i].reward !== single[k].reward);

console.log(
  `batched:   ${PROBES} probes in ${batchSeconds.toFixed(1)} s = ${batchRate.toFixed(1)} submissions/s (${cores} sessions at once, ${batch.sessions} sessions started, ${batch.scoredAlone} items scored alone)`,
);
console.log(`           load before: ${batchLoad}; after: ${batchLoadAfter}`);
console.log(
  `unbatched: ${SAMPLE} of them (every ${PROBES / SAMPLE}th) one sandbox each in ${singleSeconds.toFixed(1)} s = ${singleRate.toFixed(1)} submissions/s (${Math.min(cores, SAMPLE)} at once)`,
);
console.log(`           load before: ${singleLoad}; after: ${singleLoadAfter}`);
console.log(`batched / unbatched: ${(batchRate / singleRate).toFixed(1)}x`);
console.log(`statuses (batched): ${[...statuses].map(([s, n]) => `${s} ${n}`).join(", ")}`);
const goalSeconds = batchSeconds * (GOAL.probes / PROBES);
const goalMet = goalSeconds < GOAL.seconds;
console.log(
  `goal "${GOAL.probes} probes in < ${GOAL.seconds} s on ${GOAL.cores} cores": ${goalMet ? "MET" : "NOT MET"} — ${PROBES === GOAL.probes ? "measured" : "extrapolated from the measured rate"} ${goalSeconds.toFixed(1)} s on ${cores} cores${cores === GOAL.cores ? "" : ` (not ${GOAL.cores}: not the goal's machine)`}`,
);
console.log(`sample: batched vs unbatched status and reward mismatches: ${mismatches.length} of ${SAMPLE}`);
for (const i of mismatches.slice(0, 10)) {
  const k = sample.indexOf(i);
  console.log(
    `  probe ${i}: batched ${batch.scores[i].status} ${batch.scores[i].reward} (${batch.scores[i].reason}); alone ${single[k].status} ${single[k].reward} (${single[k].reason})`,
  );
}
if (mismatches.length > 0) process.exitCode = 1;
if ((statuses.get("scored") ?? 0) !== PROBES) {
  console.log(`NOT MEASURED: ${PROBES - (statuses.get("scored") ?? 0)} probes were not scored (the demo judge scores every ledger)`);
  process.exitCode = 1;
}
