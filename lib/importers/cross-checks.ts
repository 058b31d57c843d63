// Checks across files that reviewers otherwise do by eye: which scorer scores.md describes, whether
// it names the pinned media, and whether a "measured" ablation just restates a constructed anchor.
import { familySpec } from "./judge-pairings";
import { splitLines } from "./text";
import type { CalibrationRow, Finding, MediaPin } from "./types";
import { SCORES_MD } from "./task-files";

/**
 * When scores.md matches a secondary pairing's signature and not the primary's, its claimed
 * scores were measured under that other judge (kart: the newer time-anchored scorer).
 */
export function scoresJudgeFinding(family: string | null, scoresText: string): Finding[] {
  const spec = family === null ? undefined : familySpec(family);
  if (!spec) return [];
  const lines = splitLines(scoresText);
  const lineOf = (re: RegExp | undefined) => (re ? lines.findIndex((l) => re.test(l)) + 1 : 0);
  const primary = spec.pairings.find((p) => p.isPrimary);
  if (!primary || lineOf(primary.scoresSignature) > 0) return [];
  for (const p of spec.pairings) {
    const line = lineOf(p.scoresSignature);
    if (p.isPrimary || line === 0) continue;
    return [
      {
        code: "scores_describe_other_judge",
        severity: "warning",
        file: SCORES_MD,
        line,
        message: `scores.md describes the scorer of ${p.judgeId} (${p.label}), not the primary ${primary.judgeId}: its claimed scores belong to that judge and will not reproduce under the primary one`,
      },
    ];
  }
  return [];
}

/** "race.mp4 sha `4b4cee91…`" in scores.md against the SPEC pin. */
export function mediaShaFindings(media: MediaPin[], scoresText: string): Finding[] {
  const pinned = media[0]?.sha256;
  if (!pinned) return [];
  const findings: Finding[] = [];
  splitLines(scoresText).forEach((text, i) => {
    for (const m of text.matchAll(/([\w.-]+\.(?:mp4|mkv|avi|mov|webm))\s+sha(?:256)?\s+`?([0-9a-f]{6,64})/gi)) {
      if (!pinned.startsWith(m[2].toLowerCase())) {
        findings.push({
          code: "media_sha_differs_in_scores",
          severity: "warning",
          file: SCORES_MD,
          line: i + 1,
          message: `scores.md names ${m[1]} sha ${m[2]}…, but SPEC.md pins ${pinned.slice(0, 8)}…: the calibration may describe other media`,
        });
      }
    }
  });
  return findings;
}

/** A row claimed as measured whose condition and score equal a constructed anchor's. */
export function restatedConstructedScores(rows: CalibrationRow[]): CalibrationRow[] {
  const constructed = rows.filter((r) => r.status === "constructed" && r.condition !== "other" && r.claimedScore !== null);
  return rows.map((row) => {
    if (row.status === "constructed" || row.condition === "other" || row.condition === "full" || row.claimedScore === null) return row;
    const twin = constructed.find((c) => c.condition === row.condition && c.claimedScoreText === row.claimedScoreText);
    if (!twin) return row;
    const finding: Finding = {
      code: "score_matches_constructed",
      severity: "warning",
      file: row.sourceFile,
      line: row.sourceLine,
      field: "score",
      message: `same ${row.condition} score ${row.claimedScoreText} as the constructed "${twin.conditionLabel}" (line ${twin.sourceLine}); check this is a separate measured run`,
    };
    return { ...row, findings: [...row.findings, finding] };
  });
}
