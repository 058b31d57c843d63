// Ablation rows linked to ledgers by their obvious names: a no-media row and
// `calibration/ablations/no_media.solution.json` (or `no-media_solution.json`,
// `rollouts/codex_no_media.solution.json`) when the folder's convention
// (`ablations/ledgers/<condition>.json`, link-rows.ts) found nothing. A file linked so is a guess a
// reviewer confirms ("linked by name, please confirm"); two candidates link nothing and say which.
// Separate from link-by-name.ts (harness words), which ablation rows without a harness never reach.
import { ledgerRunName } from "./artifacts/artifact-names";
import { basename } from "./paths";
import type { CalibrationRow, Finding, Ledger } from "./types";

/** The condition's words as a file stem spells them: no_media -> ["no", "media"]; "nomedia" is one word. */
function conditionWords(condition: string): string[] {
  return condition.split("_");
}

function stemWords(stem: string): string[] {
  return stem
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== "");
}

const GENERIC_STEM = /^(answer|solution|ledger|submission|output|prediction)s?$/i;

const endsWith = (words: string[], tail: string[]) =>
  words.length >= tail.length && tail.every((w, i) => words[words.length - tail.length + i] === w);
const joined = (words: string[]) => words.join("");

/** How well a ledger's name says `condition`: 2 = the stem is the condition, 1 = the stem ends with it, 0 = no. */
export function ablationNameFit(ledgerPath: string, condition: string, label = ""): 0 | 1 | 2 {
  if (!ledgerPath.startsWith("calibration/")) return 0;
  const stem = ledgerRunName(ledgerPath).stem;
  // `no_media/answer.json`: a generic file name inside a folder named for the run
  const parent = ledgerPath.split("/").slice(-2, -1)[0] ?? "";
  const words = stemWords(GENERIC_STEM.test(stem) ? parent : stem);
  const tail = conditionWords(condition);
  // the row's own label spelled as the file is named ("frame_dump" row <-> frame_dump.solution.json)
  if (joined(words) === joined(tail) || (label !== "" && joined(words) === joined(stemWords(label)))) return 2;
  if (endsWith(words, tail) || (words.length > 0 && words[words.length - 1] === joined(tail))) return 1;
  return 0;
}

export function linkAblationsByName(rows: CalibrationRow[], ledgers: Ledger[]): CalibrationRow[] {
  const taken = new Set(rows.map((r) => r.citedLedgerPath).filter((p): p is string => p !== null));
  return rows.map((row) => {
    if (row.kind !== "ablation" || row.condition === "other" || row.citedLedgerPath !== null) return row;
    if (row.status === "todo" || row.status === "waived" || row.status === "replaced") return row;
    const fits = ledgers
      .filter((l) => !taken.has(l.path))
      .map((l) => ({ path: l.path, fit: ablationNameFit(l.path, row.condition, row.conditionLabel) }))
      .filter((c) => c.fit > 0);
    if (fits.length === 0) return row;
    const best = Math.max(...fits.map((c) => c.fit));
    const top = fits.filter((c) => c.fit === best);
    const at = { file: row.sourceFile, line: row.sourceLine, field: "ledger" };
    if (top.length > 1) {
      const finding: Finding = {
        code: "ledger_link_ambiguous",
        severity: "info",
        ...at,
        message: `no ledger linked: ${top.map((c) => basename(c.path)).join(", ")} fit this ${row.conditionLabel || row.condition} row's name equally well`,
      };
      return { ...row, findings: [...row.findings, finding] };
    }
    const path = top[0].path;
    taken.add(path);
    const finding: Finding = {
      code: "ledger_linked_by_name",
      severity: "warning",
      ...at,
      message: `linked by name, please confirm: ${basename(path)} (its name says ${row.condition.replace(/_/g, "-")})`,
    };
    // the row no longer lacks a ledger: drop the "no submitted ledger" note it was given
    const findings = [...row.findings.filter((f) => f.code !== "no_ledger_retained"), finding];
    return { ...row, citedLedgerPath: path, ledgerLink: "by_name" as const, findings };
  });
}
