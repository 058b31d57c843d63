// Audit benchmark: `npm run bench:audits`. Prints, in one run: FlightGear per-ledger score-only vs
// full path, the 29,100-probe shortcut sweep on 1 thread and on every core (piscina), and the
// whole audit suite per bundled task. Goals (issue 10): score-only <= 0.135 ms per FlightGear
// ledger, the sweep < 5 s on 2 cores, every audit of a bundled task < 30 s.
import os from "node:os";
import path from "node:path";
import { createProbePool } from "../lib/audits/pool/probe-pool";
import { tuneHeapForSweeps } from "../lib/audits/pool/heap-tuning";
import { buildAuditContext } from "../lib/audits/context";
import { buildShortcutPlan, scoreProbeRange } from "../lib/audits/shortcut-plan";
import { runAuditSuite } from "../lib/audits/suite";
import { auditInputOf } from "../lib/audits/task-input";
import { parseTaskFolder } from "../lib/importers/parse-task-folder";
import { readTaskFolder } from "../lib/importers/read-folder";
import { getJudge } from "../lib/judges/registry";

const TASKS = path.resolve("prisma/fixtures/tasks");
const FG = "flightgear-atc-clearance-compliance-ledger";

async function loadTask(id: string) {
  const parsed = parseTaskFolder(
    id,
    await readTaskFolder(path.join(TASKS, id)),
    { kind: "fixture", location: id },
    { specCardErrors: "recover" },
  );
  if (!parsed.ok) throw new Error(`${id}: ${JSON.stringify(parsed.errors)}`);
  return parsed.task;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1];
}

/** CPU milliseconds this process used (user + system): on a shared machine, wall time is not ours alone. */
function cpuMs(since?: NodeJS.CpuUsage): number {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1000;
}

/** ms per ledger over the set (wall and CPU), median of several passes of at least ~300 ms each, after a warm-up. */
function perLedger(score: (b: Uint8Array) => number, ledgers: Uint8Array[]): { wall: number; cpu: number } {
  // warm up for half a second: one pass leaves the first timed passes in the JIT's lower tiers
  for (const t = performance.now(); performance.now() - t < 500;) for (const b of ledgers) score(b);
  const passes: { wall: number; cpu: number }[] = [];
  for (let p = 0; p < 7; p++) {
    let n = 0;
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    while (performance.now() - t0 < 300) {
      for (const b of ledgers) score(b);
      n += ledgers.length;
    }
    passes.push({ wall: (performance.now() - t0) / n, cpu: cpuMs(c0) / n });
  }
  return { wall: median(passes.map((x) => x.wall)), cpu: median(passes.map((x) => x.cpu)) };
}

async function main(): Promise<void> {
  const cores = os.availableParallelism();
  console.log(
    `bench:audits — ${cores} cores, load average ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(" ")}\n`,
  );
  const fgTask = await loadTask(FG);
  const pairing = fgTask.pairings.find((p) => p.isPrimary)!;
  const judge = getJudge(pairing.judgeId)!;
  const prepared = judge.prepare(pairing.groundTruthRaw, pairing.judgeOptions);
  const ledgers = fgTask.ledgers.map((l) => l.raw);
  const fast = judge as unknown as { scoreOnly?: (p: unknown, b: Uint8Array) => number };
  const full = perLedger((b) => judge.headline(judge.score(prepared, b)), ledgers);
  const only = fast.scoreOnly ? perLedger((b) => fast.scoreOnly!(prepared, b), ledgers) : { wall: NaN, cpu: NaN };
  console.log(`1. FlightGear per stored ledger (${ledgers.length} ledgers, bytes in)          wall ms   CPU ms`);
  console.log(
    `   full path (score + breakdown)                        ${full.wall.toFixed(3).padStart(7)}  ${full.cpu.toFixed(3).padStart(7)}`,
  );
  console.log(
    `   score-only path                                      ${only.wall.toFixed(3).padStart(7)}  ${only.cpu.toFixed(3).padStart(7)}   (goal <= 0.135; ${(full.cpu / only.cpu).toFixed(1)}x the full path; Python 2.7 ms)\n`,
  );

  // what the sweep's threads do (pool workers and the in-process scorer): see heap-tuning.ts
  tuneHeapForSweeps();
  const ctx = buildAuditContext(judge, pairing.groundTruthRaw, pairing.judgeOptions);
  const plan = buildShortcutPlan(ctx)!;
  const job = { judgeId: judge.id, groundTruth: pairing.groundTruthRaw, options: pairing.judgeOptions, start: 0, end: plan.total };
  console.log(
    `2. FlightGear shortcut sweep: ${plan.total} probes (${plan.structural.length} structural + ${plan.gridSize} grid + ${plan.jitterCount} jitter)`,
  );
  let t0 = performance.now();
  const c0 = process.cpuUsage();
  const single = scoreProbeRange(ctx, plan, 0, plan.total);
  const oneCore = (performance.now() - t0) / 1000;
  const oneCpu = cpuMs(c0) / 1000;
  console.log(
    `   1 thread (in-process)          ${oneCore.toFixed(2)} s wall, ${oneCpu.toFixed(2)} s CPU   max ${Math.max(...single).toFixed(4)}   ${((oneCpu * 1000) / plan.total).toFixed(3)} CPU ms/probe`,
  );
  for (const threads of [...new Set([2, cores])]) {
    const pool = createProbePool(threads);
    await pool.scorer({ ...job, end: 400 * threads }, 400 * threads, () => {}); // every thread up, its plan cached
    t0 = performance.now();
    const rewards = await pool.scorer(job, plan.total, () => {});
    const wall = (performance.now() - t0) / 1000;
    await pool.close();
    console.log(
      `   ${threads} threads (piscina)            ${wall.toFixed(2)} s wall   max ${Math.max(...rewards).toFixed(4)}   (goal < 5 s on 2 cores; Python reference 139 s)`,
    );
  }
  console.log("");

  console.log("3. Whole audit suite per bundled task (omission, probes, sweep, versions; probes on every core)");
  const pool = createProbePool(cores);
  for (const id of [
    "flightgear-atc-clearance-compliance-ledger",
    "egocentric-activity-understanding",
    "kart-race-telemetry-ledger-s1",
    "demo-shapes-activity",
  ]) {
    const task = await loadTask(id);
    t0 = performance.now();
    const result = await runAuditSuite(auditInputOf(task), { scoreProbes: pool.scorer });
    const wall = (performance.now() - t0) / 1000;
    const parts = Object.entries(result.timings)
      .map(([k, v]) => `${k} ${((v ?? 0) / 1000).toFixed(1)} s`)
      .join(", ");
    console.log(`   ${id.padEnd(46)} ${wall.toFixed(1).padStart(5)} s   (${parts})   goal < 30 s`);
  }
  await pool.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
