// Links each calibration row to the files it cites (trajectory, ledger), by explicit citation
// first and the folder's naming conventions second; records a finding for every citation the
// folder cannot back. Also labels ledgers / rollouts that no row cites.
import { basename, dirname, resolveRelative, stemOf } from "./paths";
import type { ManifestEntry } from "./rollout-manifest";
import { decodeUtf8, splitLines } from "./text";
import type { CalibrationRow, Finding, Ledger, Rollout, TaskFiles } from "./types";

export interface LinkContext {
  files: TaskFiles;
  ledgers: Ledger[];
  rollouts: Rollout[];
  manifests: ManifestEntry[];
}

export function linkRow(row: CalibrationRow, ctx: LinkContext): CalibrationRow {
  const findings: Finding[] = [...row.findings];
  const at = { file: row.sourceFile, line: row.sourceLine };

  if (row.citedRolloutPath !== null) {
    const rollout = ctx.rollouts.find((r) => r.path === row.citedRolloutPath);
    const pin = ctx.manifests.find((m) => m.path === row.citedRolloutPath);
    if (rollout && rollout.toolCallTurns !== null && row.claimedTurns !== null && rollout.toolCallTurns !== row.claimedTurns) {
      findings.push({
        code: "turns_differ",
        severity: "warning",
        ...at,
        field: "turns",
        message: `the row claims ${row.claimedTurns} tool-call turns; ${rollout.path} has ${rollout.toolCallTurns} (${rollout.format})`,
      });
    } else if (!rollout && pin) {
      const pinText = [pin.sha256 && `sha256 ${pin.sha256}`, pin.bytes !== null && `${pin.bytes} bytes`].filter(Boolean).join(", ");
      findings.push({
        code: "cited_file_external",
        severity: "info",
        ...at,
        field: "trajectory",
        message: `${row.citedRolloutPath} is not in the folder; ${pin.manifestPath} pins it (${pinText || "no hash"})`,
      });
    } else if (!rollout) {
      findings.push({
        code: "cited_file_missing",
        severity: "warning",
        ...at,
        field: "trajectory",
        message: `cites ${row.citedRolloutPath}, which the folder lacks`,
      });
    }
  }

  const ledger = ledgerFor(row, ctx);
  if (ledger.path === null && ledger.citedBy === null) {
    if (row.kind !== "anchor" && row.status !== "todo" && row.status !== "waived") {
      findings.push({
        code: "no_ledger_retained",
        severity: "info",
        ...at,
        field: "ledger",
        message: ledger.expected
          ? `no submitted ledger in the folder (expected ${ledger.expected})`
          : "no submitted ledger in the folder for this row",
      });
    }
  } else if (ledger.citedBy !== null) {
    findings.push({
      code: "cited_file_missing",
      severity: "warning",
      file: ledger.citedBy.file,
      line: ledger.citedBy.line,
      field: "ledger",
      message: `${ledger.path} is cited but the folder lacks it`,
    });
  }
  const ledgerLink = ledger.path === null || ledger.citedBy !== null ? null : ledger.how;
  return { ...row, citedLedgerPath: ledger.path, ledgerLink, findings };
}

interface LedgerLink {
  path: string | null;
  how: "cited" | "convention";
  /** set when the path is cited by a document but absent */
  citedBy: { file: string; line: number } | null;
  expected: string | null;
}

function ledgerFor(row: CalibrationRow, ctx: LinkContext): LedgerLink {
  const has = (p: string | null): p is string => p !== null && ctx.ledgers.some((l) => l.path === p);
  const none = (expected: string | null = null): LedgerLink => ({ path: null, how: "convention", citedBy: null, expected });
  // an explicit `rollouts/x.json` in any cell (the demo's oracle anchor cites its ledger in a note)
  const explicit = backtickedJson(row).find(has);
  if (explicit) return { path: explicit, how: "cited", citedBy: null, expected: null };
  if (row.kind === "anchor") return none();

  if (row.citedRolloutPath !== null) {
    // Codex row -> rollouts/ledgers/codex-gpt-5.6-sol.json; egocentric -> rollouts/<stem>.solution.json
    const dir = dirname(row.citedRolloutPath);
    const stem = stemOf(row.citedRolloutPath);
    const pinned = ctx.manifests.find((m) => m.path === row.citedRolloutPath)?.solutionPath ?? null;
    const candidates = [pinned, `${dir}/ledgers/${stem}.json`, `${dir}/${stem}.solution.json`, `${dir}/${stem}_solution.json`];
    const found = candidates.find(has);
    return found ? { path: found, how: found === pinned ? "cited" : "convention", citedBy: null, expected: null } : none(candidates[1]);
  }
  if (row.status === "replaced") return replacedLedger(row, ctx.ledgers);
  if (row.kind === "ablation" && row.condition !== "other") {
    const slug = row.condition.replace(/_/g, "-");
    const path = `calibration/ablations/ledgers/${slug}.json`;
    if (has(path)) return { path, how: "convention", citedBy: null, expected: null };
    const citedBy = mentionOf(ctx.files, `${slug}.json`);
    return citedBy ? { path, how: "cited", citedBy, expected: null } : none(path);
  }
  return none();
}

/** Backticked `*.json` tokens in the row's cells, resolved against calibration/ (manifests excluded). */
function backtickedJson(row: CalibrationRow): string[] {
  return Object.values(row.cells)
    .flatMap((cell) => [...cell.matchAll(/`([^`]+\.json)`/g)].map((m) => m[1]))
    .filter((t) => !/manifest\.json$/i.test(t))
    .map((t) => resolveRelative("calibration", t))
    .filter((p): p is string => p !== null);
}

/** A replaced round's ledger is named for it ("…-superseded.json"); pick the best name overlap. */
function replacedLedger(row: CalibrationRow, ledgers: Ledger[]): LedgerLink {
  const words = tokens(`${row.harnessRaw} ${row.model ?? ""}`);
  let best: { path: string; score: number } | null = null;
  for (const l of ledgers) {
    if (!/superseded|replaced/i.test(l.path)) continue;
    const score = tokens(stemOf(l.path)).filter((t) => words.includes(t)).length;
    if (score >= 2 && (best === null || score > best.score)) best = { path: l.path, score };
  }
  return { path: best?.path ?? null, how: "convention", citedBy: null, expected: null };
}

function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9.]+/)
    .filter((t) => t.length > 0 && t !== "round");
}

/** First calibration markdown line that mentions `name` in backticks (a citation, not a convention). */
function mentionOf(files: TaskFiles, name: string): { file: string; line: number } | null {
  for (const [path, raw] of files) {
    if (!path.startsWith("calibration/") || !path.endsWith(".md")) continue;
    const lines = splitLines(decodeUtf8(raw) ?? "");
    const i = lines.findIndex((l) => new RegExp("`[^`]*" + name.replace(/[.]/g, "\\.") + "`").test(l));
    if (i >= 0) return { file: path, line: i + 1 };
  }
  return null;
}

/** Ledgers take the kind of the first row that cites them; rollouts become "cited". Others stay "unlinked". */
export function markCitations(
  rows: CalibrationRow[],
  ledgers: Ledger[],
  rollouts: Rollout[],
): { ledgers: Ledger[]; rollouts: Rollout[]; findings: Finding[] } {
  const findings: Finding[] = [];
  const outLedgers = ledgers.map((l) => {
    const row = rows.find((r) => r.citedLedgerPath === l.path);
    if (!row)
      findings.push({
        code: "ledger_unlinked",
        severity: "info",
        file: l.path,
        message: `${basename(l.path)} is not cited by any calibration row (an older round or a spare file)`,
      });
    return { ...l, origin: row ? row.kind : "unlinked" };
  });
  const outRollouts = rollouts.map((r) => ({ ...r, origin: rows.some((row) => row.citedRolloutPath === r.path) ? "cited" : "unlinked" }));
  return { ledgers: outLedgers, rollouts: outRollouts, findings };
}
