// Runs `next build` unless the last build was made from exactly these sources.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { sourceFingerprint } from "./lib/source-fingerprint";

const stamp = path.resolve(".next/vbench-source-fingerprint");
const current = sourceFingerprint(process.cwd());
if (fs.existsSync(".next/BUILD_ID") && fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === current) {
  console.log("build is up to date");
} else {
  const r = spawnSync(process.execPath, [path.resolve("node_modules/next/dist/bin/next"), "build"], { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
  fs.writeFileSync(stamp, current);
}
