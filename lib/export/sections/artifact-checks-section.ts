// "Stale artifacts": the folder's own reward files, tool histograms, run metadata and file names
// checked against what the dashboard measured (lib/importers/artifacts). One wording for the task
// page and the PR comment: describeArtifactCheck. The section lists what a reviewer must act on and
// folds what agrees, so "codex_masked_reward.json says 0.3454, its ledger recomputes to 0.1218" is
// read without opening a file.
import { formatDelta, formatScore } from "../../gates/format";
import { shortSha } from "../../gates/instruction-parity-gate";
import { claimPrecision } from "../../importers/artifacts/claim-precision";
import { artifactCheckSeverity, type ArtifactCheck, type ArtifactRowRef } from "../../importers/artifacts/types";
import type { ReviewBlock, ReviewInline, ReviewSection } from "../types";

export interface ArtifactCheckText {
  severity: "warning" | "info";
  file: string;
  /** what the check found, numbers and the rule included; never the file name again */
  text: string;
}

const rowText = (row: ArtifactRowRef | null) =>
  row === null
    ? "no row names this run"
    : `row ${row.ordinal} (${row.label}${row.byName ? "; linked by the file's name, please confirm" : ""})`;

export function describeArtifactCheck(check: ArtifactCheck): ArtifactCheckText {
  const severity = artifactCheckSeverity(check);
  return { severity, file: check.file, text: textOf(check) };
}

function textOf(c: ArtifactCheck): string {
  switch (c.kind) {
    case "reward": {
      const where = [c.entry ? ` for ${c.entry}` : "", c.field === "(file)" ? "" : ` (${c.field})`].join("");
      const says = `says ${c.statedText}${where}`;
      const rows = c.ledgerRows.length === 0 ? "linked to no row" : c.ledgerRows.map((r) => rowText(r)).join(", ");
      const rejected = c.judgeReason ? ` (the judge rejects it: ${c.judgeReason})` : "";
      const verdict = c.agrees
        ? `agrees (Δ ${formatDelta(c.delta)}, ${c.rule})`
        : `stale: Δ ${formatDelta(c.delta)}, outside ${c.rule}${c.agreesWithJudge ? `; it matches ${c.agreesWithJudge}, so it was written under that judge` : ""}`;
      return `${says}; its ledger ${c.ledgerPath} (${rows}) recomputes to ${recomputedText(c)} under ${c.judgeId}${rejected}: ${verdict}`;
    }
    case "reward_unpaired":
      return `says ${c.stated.map((s) => (s.entry ? `${s.text} for ${s.entry}` : s.text)).join(", ")}: not checked (${c.why})`;
    case "tool_histogram": {
      const counted = `counts ${c.total} tool calls over ${c.tools} tool${c.tools === 1 ? "" : "s"}`;
      const trajectory = c.countedTurns === null ? "" : `; its trajectory counts ${c.countedTurns}`;
      if (c.row === null) return `${counted}: ${rowText(null)}`;
      if (c.claimedTurns === null) return `${counted}; ${rowText(c.row)} claims no turn count${trajectory}`;
      return `${counted}; ${rowText(c.row)} claims ${c.claimedTurnsText || c.claimedTurns} turns${trajectory}: ${c.agrees ? "agrees" : "does not bear the claim out"}`;
    }
    case "run_metadata": {
      const parts: string[] = [];
      if (c.instructionSha256 === null) parts.push("names no instruction sha256");
      else
        parts.push(
          c.instructionAgrees
            ? `ran the current instruction.md (sha256 ${shortSha(c.instructionSha256.value)}, line ${c.instructionSha256.line})`
            : `ran instruction.md sha256 ${shortSha(c.instructionSha256.value)} (line ${c.instructionSha256.line}), not the current ${shortSha(c.currentInstructionSha256)}`,
        );
      if (c.mediaSha256 !== null)
        parts.push(
          c.mediaAgrees === null
            ? `saw media sha256 ${shortSha(c.mediaSha256.value)} (no pinned sha256 to compare)`
            : c.mediaAgrees
              ? `saw the pinned media (sha256 ${shortSha(c.mediaSha256.value)})`
              : `saw media sha256 ${shortSha(c.mediaSha256.value)} (line ${c.mediaSha256.line}), not the pinned ${c.pinnedMediaSha256.map(shortSha).join(" / ")}`,
        );
      if (c.toolCalls !== null)
        parts.push(
          c.turnsAgree === null
            ? `counts ${c.toolCalls.value} tool calls (line ${c.toolCalls.line})`
            : `counts ${c.toolCalls.value} tool calls (line ${c.toolCalls.line}), ${c.turnsAgree ? "as the row claims" : "not the turns the row claims"}`,
        );
      return `${parts.join("; ")}; ${rowText(c.row)}`;
    }
    case "confessing_name":
      return `the name says ${c.words.map((w) => `"${w}"`).join(", ")}: a reviewer must look at what this file is`;
    case "unreadable": {
      const at = [c.line ? `line ${c.line}` : null, c.field ? `field ${c.field}` : null].filter(Boolean).join(", ");
      return `not read as a ${c.what.replace("_", " ")}${at ? ` (${at})` : ""}: ${c.reason}; no number is taken from it`;
    }
  }
}

type StaleReward = Extract<ArtifactCheck, { kind: "reward" }>;

/** The recomputed score to the stated number's precision when that is finer than the usual 4 decimals (0.033613). */
function recomputedText(c: StaleReward): string {
  const decimals = claimPrecision(c.statedText)?.decimals ?? 0;
  return decimals > 4 ? c.recomputed.toFixed(decimals) : formatScore(c.recomputed);
}

/** The PR comment's section; null when the folder has no artifact to check. */
export function artifactChecksSection(checks: readonly ArtifactCheck[]): ReviewSection | null {
  if (checks.length === 0) return null;
  const isStale = (c: ArtifactCheck): c is StaleReward => c.kind === "reward" && !c.agrees;
  const stale = checks.filter(isStale);
  const rest = checks.filter((c) => !isStale(c)).map(describeArtifactCheck);
  const warnings = rest.filter((d) => d.severity === "warning");
  const infos = rest.filter((d) => d.severity === "info");
  const blocks: ReviewBlock[] = [];
  if (stale.length > 0) {
    blocks.push({
      kind: "paragraph",
      text: [
        `${stale.length} score${stale.length === 1 ? "" : "s"} the folder states (reward files, documents) ${stale.length === 1 ? "is" : "are"} not what the ledger named recomputes to under `,
        { code: stale[0].judgeId },
        " (claim-precision rule: |Δ| ≤ half a unit of the last written decimal, never looser than 0.005):",
      ],
    });
    blocks.push({
      kind: "table",
      columns: [
        { title: "stated in" },
        { title: "says", align: "right" },
        { title: "ledger" },
        { title: "recomputed", align: "right" },
        { title: "Δ", align: "right" },
        { title: "ledger cited by" },
      ],
      rows: stale.map((c) => [
        [{ code: c.file }, c.entry ? ` (${c.entry}${c.line ? `, line ${c.line}` : ""})` : ""],
        c.statedText,
        [{ code: c.ledgerPath }],
        recomputedText(c),
        formatDelta(c.delta),
        staleNote(c),
      ]),
    });
  }
  if (warnings.length > 0) blocks.push({ kind: "bullets", items: warnings.map(line) });
  if (blocks.length === 0)
    blocks.push({
      kind: "paragraph",
      text: "Every reward file, tool histogram and run metadata file checked agrees with what the dashboard measured.",
    });
  if (infos.length > 0)
    blocks.push({
      kind: "details",
      summary: `${infos.length} artifact${infos.length === 1 ? "" : "s"} that agree or could not be compared`,
      blocks: [{ kind: "bullets", items: infos.map(line) }],
    });
  return { id: "stale-artifacts", title: "Stale artifacts", placement: "after-calibration", blocks };
}

function staleNote(c: StaleReward): string {
  const rows = c.ledgerRows.length === 0 ? "no row" : c.ledgerRows.map((r) => `row ${r.ordinal} (${r.label})`).join(", ");
  const judge = c.agreesWithJudge ? `; the file matches ${c.agreesWithJudge}` : "";
  const rejected = c.judgeReason ? `; the judge rejects the ledger: ${c.judgeReason}` : "";
  return `${rows}${judge}${rejected}`;
}

function line(d: ArtifactCheckText): ReviewInline[] {
  return [{ code: d.file }, ` ${d.text}`];
}
