// Reads the vitest and Playwright JSON reports and prints one closing line for CI:
// "tests: N passed, N failed, N skipped". Exits 1 when a report is missing or ran no test.
import fs from "node:fs";

function read(file: string): any | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

const vitest = read(".test-results/vitest.json");
const pw = read(".test-results/playwright.json");
let passed = 0,
  failed = 0,
  skipped = 0,
  problems: string[] = [];
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
} else problems.push("no vitest report");
if (pw?.stats) {
  passed += pw.stats.expected ?? 0;
  failed += (pw.stats.unexpected ?? 0) + (pw.stats.flaky ?? 0);
  skipped += pw.stats.skipped ?? 0;
} else problems.push("no playwright report");
for (const p of problems) console.log(`test summary: ${p}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(problems.length || failed || passed === 0 ? 1 : 0);
