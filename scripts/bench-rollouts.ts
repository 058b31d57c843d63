// `npm run bench:rollouts`: parse + audit time and peak RSS for each real trajectory and a
// generated 15 MB raw Claude stream (goal < 1 s, < 200 MB RSS). Each file is measured in its own
// child process so peak RSS is that file's alone. Viewer scroll cost: scripts/bench-rollout-viewer.ts.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { generateClaudeStream } from "../lib/rollouts/__fixtures__/generate-claude-stream";
import { auditContextFromTaskFiles } from "../lib/rollouts/audits/context-from-task";
import { summarizeTrajectory } from "../lib/rollouts/summarize-trajectory";
import { cannotMeasure } from "./lib/bench-load";

const GOAL_MS = 1000;
const GOAL_RSS_MB = 200;
const FG = "prisma/fixtures/tasks/flightgear-atc-clearance-compliance-ledger";

function child(file: string, task: string | undefined): void {
  const bytes = new Uint8Array(readFileSync(file));
  const files = new Map<string, Uint8Array>();
  if (task)
    for (const rel of ["steps/solve/instruction.md", "task.toml"]) files.set(rel, new Uint8Array(readFileSync(path.join(task, rel))));
  const context = task ? auditContextFromTaskFiles(files, file) : { fileName: file };
  const rssBefore = process.memoryUsage().rss;
  const t0 = performance.now();
  const summary = summarizeTrajectory(bytes, context);
  const ms = performance.now() - t0;
  const maxRssMb = process.resourceUsage().maxRSS / 1024;
  process.stdout.write(
    JSON.stringify({
      ms,
      maxRssMb,
      baseRssMb: rssBefore / 1024 / 1024,
      bytes: bytes.length,
      steps: summary.meta?.steps,
      findings: summary.findings?.length ?? 0,
      format: summary.format,
    }),
  );
}

/** The viewer's scroll cost needs the built server and Chromium: run under the shared build lock. */
function viewerBench(): void {
  // the viewer's figures are part of what this bench prints: without a build it fails, it does not skip them
  if (!existsSync(".next/BUILD_ID"))
    cannotMeasure("bench:rollouts", "the viewer needs a build (.next/BUILD_ID): run `npm run build` first");
  console.log("\nviewer: waiting for the build lock, then Chromium against the built server…");
  execFileSync("flock", ["/tmp/vbench-build.lock", process.execPath, "--import", "tsx", "scripts/bench-rollout-viewer.ts"], {
    stdio: "inherit",
  });
}

function main(): void {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "bench-rollouts-"));
  try {
    const big = path.join(tmp, "claude-raw-15mb.jsonl");
    writeFileSync(big, generateClaudeStream(15 * 1024 * 1024));
    const cases: [string, string, string | undefined][] = [
      ["FlightGear Codex", `${FG}/calibration/rollouts/codex-gpt-5.6-sol.jsonl`, FG],
      ["FlightGear Antigravity", `${FG}/calibration/rollouts/antigravity-gemini-3.6-flash-high.jsonl`, FG],
      [
        "Claude Code sample",
        "prisma/fixtures/trajectories/hands-bimanual-manipulation-3d-joint-trajectory__claude-code-fable-opennet.jsonl",
        undefined,
      ],
      ["generated raw Claude stream", big, FG],
    ];
    console.log(
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")} on ${os.cpus().length} cores (times are the median of 3 runs, RSS the max)\n`,
    );
    console.log("trajectory                        bytes       steps  findings  parse+audit   peak RSS   goal");
    let allMet = true;
    for (const [label, file, task] of cases) {
      // median of three fresh processes: the machine is shared, one run can land on a busy moment
      const runs = [0, 1, 2].map(
        () =>
          JSON.parse(
            execFileSync(process.execPath, ["--import", "tsx", import.meta.filename, "--child", file, ...(task ? [task] : [])], {
              encoding: "utf8",
            }),
          ) as { ms: number; maxRssMb: number; bytes: number; steps: number; findings: number },
      );
      runs.sort((a, b) => a.ms - b.ms);
      const r = { ...runs[1], maxRssMb: Math.max(...runs.map((x) => x.maxRssMb)) };
      const met = r.ms < GOAL_MS && r.maxRssMb < GOAL_RSS_MB;
      allMet &&= met;
      console.log(
        `${label.padEnd(32)} ${String(r.bytes).padStart(9)} ${String(r.steps).padStart(9)} ${String(r.findings).padStart(9)} ${`${r.ms.toFixed(0)} ms`.padStart(12)} ${`${r.maxRssMb.toFixed(0)} MB`.padStart(10)}   ${met ? "met" : "MISSED"}`,
      );
    }
    console.log(
      `\ngoal: < ${GOAL_MS} ms and < ${GOAL_RSS_MB} MB peak RSS per file (RSS includes the Node + tsx runtime, ~60-80 MB): ${allMet ? "met" : "missed"}`,
    );
    viewerBench();
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[2] === "--child") child(process.argv[3], process.argv[4]);
else main();
