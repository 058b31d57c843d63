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
  console.log("building the dashboard (next build)...");
  const nextBin = path.join(root, "node_modules/next/dist/bin/next");
  const r = spawnSync(process.execPath, [nextBin, "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
  fs.writeFileSync(stamp, current);
  return "built";
}
