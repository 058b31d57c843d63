// Second-chance links: a row that neither cites a file nor matches the folder's naming rules, and a
// ledger or trajectory no row claims, are paired by the names the folder uses (harness, model,
// condition words in the file stem) and by the reward the folder stored beside the ledger
// (`<stem>_reward.json`). Such a link is a guess a reviewer must confirm: the row gets
// `ledgerLink: "by_name"` and a finding saying "linked by name, please confirm". A tie is never
// broken arbitrarily: it is a `ledger_link_ambiguous` finding naming the candidates.
import { basename, dirname, stemOf } from "./paths";
import { harnessKeyword, plain } from "./scores-md/cells";
import { parseJsonBytes } from "./text";
import type { CalibrationRow, Finding, Ledger, Rollout, TaskFiles } from "./types";

const HARNESS_TOKEN: Record<string, string> = {
  "Codex CLI": "codex",
  "Claude Code": "claude",
  Antigravity: "antigravity",
  "Gemini CLI": "gemini",
};
/** words in a file stem that tie it to a degraded input, not a full-condition run */
const CONDITION_WORDS = /no[-_]?media|single[-_]?frame|video[-_]?only|audio[-_]?only|frame[-_]?dump|partial/i;
/**
 * A folder or file name that retires what it holds (`_superseded-old-schema/`, `old/`, `*-replaced*`,
 * `deprecated`, `obsolete`, `pre-rerun`, `legacy`): its files describe an earlier round, so no
 * current row is ever linked to them by name (a row may still cite one explicitly).
 */
const RETIRED_WORD = /superseded|deprecated|replaced|obsolete|outdated|legacy|pre-?rerun|old[-_]schema/i;
const RETIRED_TOKEN = new Set(["old", "older", "previous", "prev", "retired", "archived"]);

export function marksRetired(path: string): boolean {
  const segments = path.split("/");
  return segments.some((segment, i) => {
    const name = i === segments.length - 1 ? stemOf(segment) : segment;
    return RETIRED_WORD.test(name) || name.split(/[^a-z0-9]+/i).some((t) => RETIRED_TOKEN.has(t.toLowerCase()));
  });
}

/** a reward file reward matches a claim to the claim's own precision */
const REWARD_MATCH_BONUS = 10;

export function tokensOf(text: string): string[] {
  return plain(text)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 0);
}

interface Candidate {
  path: string;
  score: number;
  why: string[];
}

export function linkByName(rows: CalibrationRow[], ledgers: Ledger[], rollouts: Rollout[], files: TaskFiles): CalibrationRow[] {
  const takenLedgers = new Set(rows.map((r) => r.citedLedgerPath).filter((p): p is string => p !== null));
  const takenRollouts = new Set(rows.map((r) => r.citedRolloutPath).filter((p): p is string => p !== null));
  return rows.map((row) => {
    if (row.kind === "anchor" || row.kind === "diagnostic" || row.status === "todo" || row.status === "waived" || row.status === "replaced")
      return row;
    const harnessToken = HARNESS_TOKEN[harnessKeyword(row.harnessRaw || row.harness) ?? ""];
    if (!harnessToken) return row;
    let findings: Finding[] = [...row.findings];
    const at = { file: row.sourceFile, line: row.sourceLine };
    let next: CalibrationRow = row;

    if (row.citedLedgerPath === null) {
      const pool = ledgers.filter((l) => !takenLedgers.has(l.path) && !marksRetired(l.path)).map((l) => l.path);
      const pick = choose(row, harnessToken, pool, files, true);
      if (pick.kind === "one") {
        takenLedgers.add(pick.candidate.path);
        // the row no longer lacks a ledger: drop the "no submitted ledger" note it was given
        findings = findings.filter((f) => f.code !== "no_ledger_retained");
        findings.push({
          code: "ledger_linked_by_name",
          severity: "warning",
          ...at,
          field: "ledger",
          message: `linked by name, please confirm: ${basename(pick.candidate.path)} (${pick.candidate.why.join("; ")})`,
        });
        next = { ...next, citedLedgerPath: pick.candidate.path, ledgerLink: "by_name" };
      } else if (pick.kind === "tie") {
        findings.push({
          code: "ledger_link_ambiguous",
          severity: "info",
          ...at,
          field: "ledger",
          message: `no ledger linked: ${pick.paths.map(basename).join(", ")} fit this row's name equally well`,
        });
      }
    }
    if (row.citedRolloutPath === null) {
      const pool = rollouts.filter((r) => !takenRollouts.has(r.path) && !marksRetired(r.path)).map((r) => r.path);
      const pick = choose(row, harnessToken, pool, files, false);
      if (pick.kind === "one") {
        takenRollouts.add(pick.candidate.path);
        findings.push({
          code: "ledger_linked_by_name",
          severity: "warning",
          ...at,
          field: "trajectory",
          message: `trajectory linked by name, please confirm: ${basename(pick.candidate.path)} (${pick.candidate.why.join("; ")})`,
        });
        next = { ...next, citedRolloutPath: pick.candidate.path };
      }
    }
    return { ...next, findings };
  });
}

type Choice = { kind: "none" } | { kind: "one"; candidate: Candidate } | { kind: "tie"; paths: string[] };

function choose(row: CalibrationRow, harnessToken: string, pool: string[], files: TaskFiles, withReward: boolean): Choice {
  const rowTokens = new Set([
    ...tokensOf(row.model ?? ""),
    ...tokensOf(row.harnessRaw),
    ...(row.condition === "full" ? [] : tokensOf(row.conditionLabel)),
  ]);
  const candidates: Candidate[] = [];
  for (const path of pool) {
    const stem = stemOf(path);
    const stemTokens = tokensOf(stem);
    if (!stemTokens.includes(harnessToken)) continue;
    // a full-condition row never takes an ablation's or an older round's file, and vice versa
    if ((row.condition === "full") === CONDITION_WORDS.test(stem)) continue;
    const shared = stemTokens.filter((t) => t !== harnessToken && rowTokens.has(t));
    const why = [`name shares "${harnessToken}"${shared.length ? ` and ${shared.map((t) => `"${t}"`).join(", ")}` : ""}`];
    let score = 1 + shared.length;
    const reward = withReward ? siblingReward(path, files) : null;
    if (reward !== null && row.claimedScore !== null && agreesToPrecision(reward.value, row.claimedScore, row.claimedScoreText)) {
      score += REWARD_MATCH_BONUS;
      why.push(`${basename(reward.path)} says ${reward.value}, the row claims ${row.claimedScoreText}`);
    }
    candidates.push({ path, score, why });
  }
  if (candidates.length === 0) return { kind: "none" };
  const best = Math.max(...candidates.map((c) => c.score));
  const top = candidates.filter((c) => c.score === best);
  return top.length === 1 ? { kind: "one", candidate: top[0] } : { kind: "tie", paths: top.map((c) => c.path) };
}

/** `<dir>/<stem>_reward.json` or `<stem>.reward.json` beside a ledger, when it holds a numeric `reward`. */
function siblingReward(ledgerPath: string, files: TaskFiles): { path: string; value: number } | null {
  const stem = stemOf(ledgerPath);
  for (const path of [`${dirname(ledgerPath)}/${stem}_reward.json`, `${dirname(ledgerPath)}/${stem}.reward.json`]) {
    const raw = files.get(path);
    if (!raw) continue;
    const parsed = parseJsonBytes(raw);
    if (
      parsed.ok &&
      parsed.value !== null &&
      typeof parsed.value === "object" &&
      !Array.isArray(parsed.value) &&
      typeof parsed.value.reward === "number"
    )
      return { path, value: parsed.value.reward };
  }
  return null;
}

/**
 * 0.0295 agrees with a claim written "0.030" (three decimals): within half a unit of its last
 * digit. A claim written without decimals ("0", "1") is taken as exact.
 */
export function agreesToPrecision(value: number, claimed: number, claimedText: string): boolean {
  const decimals = /\.(\d+)/.exec(plain(claimedText))?.[1].length ?? 0;
  return Math.abs(value - claimed) <= (decimals === 0 ? 0 : 0.5 * 10 ** -decimals) + 1e-12;
}
