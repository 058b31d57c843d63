// Tables in calibration READMEs (`calibration/README.md`, `calibration/ablations/README.md`,
// `calibration/rollouts/README.md`, `calibration/baselines/README.md`) are read with the scores.md
// table reader: a run a README lists and scores.md does not (usc-wsu's fourth ablation `all_frames`,
// ablations/README.md:12) becomes a row citing the README line. A run both list is one row, the
// scores.md one. Other calibration folders (parity/, observability/, failures/, infra-*) describe
// checks around the runs, not the runs: their tables are left to the notes a reviewer reads.
import { parseScoresMd } from "./scores-md/parse-scores-md";
import { decodeUtf8 } from "./text";
import type { CalibrationRow, TaskFiles } from "./types";

/** calibration/README.md or calibration/<runs folder>/README.md (run folders: run-readmes.ts) */
const RUN_LIST_README = /^calibration\/(?:(?:ablations?|rollouts|baselines|runs|results)\/)?readme\.md$/i;
const MAX_BYTES = 128_000;

export function rowsFromCalibrationReadmes(files: TaskFiles): CalibrationRow[] {
  const out: CalibrationRow[] = [];
  for (const [path, raw] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    if (!RUN_LIST_README.test(path) || raw.length > MAX_BYTES) continue;
    const text = decodeUtf8(raw);
    if (text !== null) out.push(...parseScoresMd(text, path).rows);
  }
  return out;
}

/** `rows` (scores.md) followed by the README rows that restate none of them, renumbered. */
export function addReadmeRows(rows: CalibrationRow[], readmeRows: CalibrationRow[]): CalibrationRow[] {
  const added = readmeRows.filter((r) => !rows.some((row) => sameRun(row, r, rows, readmeRows)));
  return [...rows, ...added].map((row, i) => ({ ...row, ordinal: i + 1 }));
}

const label = (r: CalibrationRow) =>
  r.conditionLabel
    .toLowerCase()
    .replace(/[\s_-]+/g, " ")
    .trim();
const sameScore = (a: CalibrationRow, b: CalibrationRow) =>
  a.claimedScore === null || b.claimedScore === null || a.claimedScore === b.claimedScore;

/** Whether README row `r` is the run scores.md lists as `row`. */
export function sameRun(row: CalibrationRow, r: CalibrationRow, rows: CalibrationRow[], readmeRows: CalibrationRow[]): boolean {
  if (row.kind !== r.kind) return false;
  if (row.kind === "agent") return row.harness === r.harness && row.condition === r.condition && row.claimedScore === r.claimedScore;
  if (row.kind === "anchor") return label(row) === label(r) || (row.status === r.status && row.claimedScore === r.claimedScore);
  // ablations: the same name ("no_media" / "no media"); else the same condition and score when the
  // condition is named once on each side ("all-frame contact sheets" / "all frames as contact sheets")
  if (label(row) === label(r)) return true;
  const once = (list: CalibrationRow[]) => list.filter((x) => x.kind === r.kind && x.condition === r.condition).length === 1;
  return r.condition !== "other" && row.condition === r.condition && sameScore(row, r) && once(rows) && once(readmeRows);
}
