// One place that decides whether `next build` must run: the last build's fingerprint of its
// inputs is kept in .next/, and a build runs only when the sources changed since.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { sourceFingerprint } from "./source-fingerprint";

const STAMP = ".next/vbench-source-fingerprint";

/** Builds unless `.next` was built from exactly these inputs; exits the process when the build fails. */
export function buildIfNeeded(root = process.cwd()): "up to date" | "built" {
  const stamp = path.join(root, STAMP);
  const current = sourceFingerprint(root);
  const built = fs.existsSync(path.join(root, ".next/BUILD_ID")) && fs.existsSync(stamp) ? fs.readFileSync(stamp, "utf8") : "";
  if (built === current) return "up to date";
  // the build's own output (hundreds of lines of bundler warnings) goes to a log; the console gets
  // one line before and one after, or the log's tail when the build fails
  const log = path.join(root, process.env.VBENCH_DATA_DIR || ".data", "build.log");
  fs.mkdirSync(path.dirname(log), { recursive: true });
  console.log(`building the dashboard (next build, about 1-3 minutes once; output in ${path.relative(root, log)})...`);
  const t0 = Date.now();
  const out = fs.openSync(log, "w");
  const nextBin = path.join(root, "node_modules/next/dist/bin/next");
  const r = spawnSync(process.execPath, [nextBin, "build"], {
    cwd: root,
    stdio: ["ignore", out, out],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  fs.closeSync(out);
  if (r.status !== 0) {
    const tail = fs.readFileSync(log, "utf8").trimEnd().split("\n").slice(-40).join("\n");
    console.error(`${tail}\nnext build failed (exit ${r.status ?? r.signal}); the whole output is in ${log}`);
    process.exit(r.status ?? 1);
  }
  fs.writeFileSync(stamp, current);
  console.log(`built in ${Math.round((Date.now() - t0) / 1000)} s`);
  return "built";
}
