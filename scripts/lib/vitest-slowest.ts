// The slowest test files of a vitest JSON report (`--reporter=json`), so CI's log ends with where
// the time went (scripts/test-all.sh). Pure: the caller reads the file and prints the lines.

export interface FileDuration {
  /** path relative to the project root */
  file: string;
  /** wall time of the file in its worker: collection, hooks and tests */
  ms: number;
  tests: number;
}

interface ReportFile {
  name?: unknown;
  startTime?: unknown;
  endTime?: unknown;
  assertionResults?: unknown;
}

const finite = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

/**
 * Per-file durations, slowest first (ties by path, so the order is stable). A file without both
 * timestamps is left out rather than guessed: the report names every file that ran with both.
 */
export function fileDurations(report: unknown, root: string): FileDuration[] {
  const files = (report as { testResults?: unknown } | null)?.testResults;
  if (!Array.isArray(files)) throw new Error("vitest report: no testResults array (was it written by --reporter=json?)");
  const prefix = root.endsWith("/") ? root : `${root}/`;
  const out: FileDuration[] = [];
  for (const f of files as ReportFile[]) {
    if (typeof f?.name !== "string" || !finite(f.startTime) || !finite(f.endTime)) continue;
    const file = f.name.startsWith(prefix) ? f.name.slice(prefix.length) : f.name;
    const tests = Array.isArray(f.assertionResults) ? f.assertionResults.length : 0;
    out.push({ file, ms: Math.max(0, f.endTime - f.startTime), tests });
  }
  return out.sort((a, b) => b.ms - a.ms || a.file.localeCompare(b.file));
}

/** The table CI prints: a header, then one line per file with its seconds and share of the sum. */
export function slowestTable(durations: FileDuration[], n: number): string[] {
  const total = durations.reduce((s, d) => s + d.ms, 0);
  const top = durations.slice(0, n);
  const lines = [`slowest ${top.length} of ${durations.length} vitest files (sum of file times ${(total / 1000).toFixed(1)} s):`];
  for (const d of top) {
    const share = total > 0 ? Math.round((100 * d.ms) / total) : 0;
    lines.push(`${(d.ms / 1000).toFixed(1).padStart(7)} s ${String(share).padStart(3)}%  ${d.file} (${d.tests} tests)`);
  }
  return lines;
}
