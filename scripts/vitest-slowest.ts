// `npx tsx scripts/vitest-slowest.ts [report.json] [N]` — prints the N (default 10) slowest files of
// a vitest JSON report (default .test-results/vitest.json, what scripts/test-all.sh writes).
import fs from "node:fs";
import path from "node:path";
import { fileDurations, slowestTable } from "./lib/vitest-slowest";

const file = process.argv[2] ?? ".test-results/vitest.json";
const n = Number(process.argv[3] ?? 10);
if (!Number.isInteger(n) || n < 1 || n > 1000) {
  console.error(`vitest-slowest: N must be a whole number from 1 to 1000, got "${process.argv[3]}"`);
  process.exit(2);
}
let report: unknown;
try {
  report = JSON.parse(fs.readFileSync(file, "utf8"));
} catch (e) {
  console.error(`vitest-slowest: cannot read ${file}: ${(e as Error).message}`);
  process.exit(1);
}
for (const line of slowestTable(fileDurations(report, path.resolve(".")), n)) console.log(line);
