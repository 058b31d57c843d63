// One place that decides whether `next build` must run: the last build's fingerprint of its
// inputs is kept in .next/, and a build runs only when the sources changed since. `npm run build`
// (scripts/build.ts) builds unconditionally and writes the same fingerprint, so the next
// `npm start` does not build again.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { sourceFingerprint } from "./source-fingerprint";

const STAMP = ".next/vbench-source-fingerprint";

/** Where `npm start`'s build writes its output: VBENCH_DATA_DIR (absolute, or relative to the checkout), else .data. */
export function buildLogPath(root: string, dataDir: string | undefined): string {
  return path.resolve(root, dataDir || ".data", "build.log");
}

/** Whether `.next` was built from exactly the sources `fingerprint` describes. */
export function isBuiltFrom(root: string, fingerprint: string): boolean {
  const stamp = path.join(root, STAMP);
  return fs.existsSync(path.join(root, ".next/BUILD_ID")) && fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === fingerprint;
}

/**
 * Runs `next build` in root, its output to `log` (a file) or to this console ("inherit"); on
 * success writes the fingerprint of the sources as they were when the build began (a file edited
 * during the build makes the next start build again). Returns next build's exit status.
 */
export function runBuild(root: string, log: string | "inherit"): number {
  const fingerprint = sourceFingerprint(root);
  const out = log === "inherit" ? "inherit" : fs.openSync(log, "w");
  const nextBin = path.join(root, "node_modules/next/dist/bin/next");
  const r = spawnSync(process.execPath, [nextBin, "build"], {
    cwd: root,
    stdio: out === "inherit" ? "inherit" : ["ignore", out, out],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (out !== "inherit") fs.closeSync(out);
  const status = r.status ?? 1;
  if (status === 0) fs.writeFileSync(path.join(root, STAMP), fingerprint);
  return status;
}

/** Builds unless `.next` was built from exactly these inputs; exits the process when the build fails. */
export function buildIfNeeded(root = process.cwd()): "up to date" | "built" {
  if (isBuiltFrom(root, sourceFingerprint(root))) return "up to date";
  // the build's own output (hundreds of lines of bundler warnings) goes to a log; the console gets
  // one line before and one after, or the log's tail when the build fails
  const log = buildLogPath(root, process.env.VBENCH_DATA_DIR);
  fs.mkdirSync(path.dirname(log), { recursive: true });
  const shown = path.relative(root, log).startsWith("..") ? log : path.relative(root, log);
  console.log(`building the dashboard (next build, about 1-3 minutes once; output in ${shown})...`);
  const t0 = Date.now();
  const status = runBuild(root, log);
  if (status !== 0) {
    const tail = fs.readFileSync(log, "utf8").trimEnd().split("\n").slice(-40).join("\n");
    console.error(`${tail}\nnext build failed (exit ${status}); the whole output is in ${log}`);
    process.exit(status);
  }
  console.log(`built in ${Math.round((Date.now() - t0) / 1000)} s`);
  return "built";
}
