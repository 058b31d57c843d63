// npm run bench:contract — contract review of the four bundled tasks (three real ones and the demo),
// reading and parsing each folder, then the review with the reward-sensitivity audit. Goal: < 10 s
// together. Prints per task and the total, best of BENCH_ROUNDS (default 3) rounds.
import path from "node:path";
import { reviewParsedTask } from "../lib/contract/review-task";
import { readEnvOf } from "../lib/env";
import { parseTaskFolder } from "../lib/importers/parse-task-folder";
import { readTaskFolder } from "../lib/importers/read-folder";

const TASKS = [
  "egocentric-activity-understanding",
  "flightgear-atc-clearance-compliance-ledger",
  "kart-race-telemetry-ledger-s1",
  "demo-shapes-activity",
];
const ROUNDS = readEnvOf(["BENCH_ROUNDS"]).BENCH_ROUNDS ?? 3;

const best = new Map<string, number>();
const totals: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  let total = 0;
  for (const task of TASKS) {
    const folder = path.resolve("prisma/fixtures/tasks", task);
    const t0 = performance.now();
    const files = await readTaskFolder(folder);
    const parsed = parseTaskFolder(task, files, { kind: "fixture", location: folder }, { specCardErrors: "finding" });
    if (!parsed.ok) throw new Error(`${task}: ${parsed.errors.map((e) => e.reason).join("; ")}`);
    const review = await reviewParsedTask(parsed.task, files);
    const ms = performance.now() - t0;
    total += ms;
    best.set(task, Math.min(best.get(task) ?? Infinity, ms));
    if (round === 0) console.log(`${task.padEnd(44)} ${review.findings.length} finding(s)`);
  }
  totals.push(total);
}
for (const [task, ms] of best) console.log(`${task.padEnd(44)} best ${ms.toFixed(0)} ms (read + parse + review)`);
totals.sort((a, b) => a - b);
console.log(
  `four tasks together: best ${totals[0].toFixed(0)} ms, worst ${totals[totals.length - 1].toFixed(0)} ms over ${ROUNDS} rounds (goal < 10000 ms)`,
);
