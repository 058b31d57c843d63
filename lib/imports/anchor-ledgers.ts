// The ledgers a revision is scored on besides the folder's own: the oracle (the folder's file, or
// a perfect submission derived from the ground truth when there is none), a perfect submission
// for each comparison pairing whose ground truth differs (kart's newer judge reads another GT),
// and the family's empty submission (the null gate). Recomputed, never taken from a claim.
import crypto from "node:crypto";
import { getJudge } from "../judges/registry";
import { anchorOf } from "../importers/scores-md/result-rows";
import type { CalibrationRow, ParsedTask } from "../importers/types";

export interface LedgerToStore {
  path: string;
  label: string;
  origin: string;
  raw: Uint8Array;
  sha256: string;
  byteLength: number;
}

export const EMPTY_LEDGER_PATH = "(empty submission)";

const sha = (b: Uint8Array) => crypto.createHash("sha256").update(b).digest("hex");

function stored(path: string, label: string, origin: string, raw: Uint8Array): LedgerToStore {
  return { path, label, origin, raw, sha256: sha(raw), byteLength: raw.byteLength };
}

export function anchorLedgers(task: ParsedTask): { ledgers: LedgerToStore[]; notes: string[] } {
  const notes: string[] = [];
  const ledgers: LedgerToStore[] = [];
  const primary = task.pairings.find((p) => p.isPrimary);
  // no pairing: the importer's findings already say why (no judge for the family, no ground truth)
  if (!primary) return { ledgers, notes: [] };
  const judge = getJudge(primary.judgeId);
  if (!judge) return { ledgers, notes: [`judge ${primary.judgeId} is not available`] };

  if (task.oracle) ledgers.push(stored(task.oracle.path, "oracle", "oracle", task.oracle.raw));
  for (const pairing of task.pairings) {
    const needsDerived = pairing.isPrimary ? !task.oracle : pairing.groundTruthSha256 !== primary.groundTruthSha256;
    if (!needsDerived) continue;
    const pairingJudge = getJudge(pairing.judgeId);
    if (!pairingJudge) continue;
    try {
      const raw = pairingJudge.perfectSubmission(pairing.groundTruthRaw);
      ledgers.push(
        stored(
          `(perfect from ${pairing.groundTruthPath})`,
          `perfect submission built from ${pairing.groundTruthPath}`,
          "derived-oracle",
          raw,
        ),
      );
    } catch (e) {
      notes.push(`could not build a perfect submission from ${pairing.groundTruthPath}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  ledgers.push(stored(EMPTY_LEDGER_PATH, "empty submission", "empty", judge.emptySubmission()));
  return { ledgers, notes };
}

/**
 * The contributor's oracle and empty/null rows claim what the anchors the dashboard scores
 * recompute: link them to those ledgers (the folder's oracle, else the perfect submission built
 * from the primary ground truth; the family's empty submission), so the row shows its recomputed
 * score instead of "no ledger". A row that already cites a file keeps it.
 */
export function linkAnchorRows(rows: CalibrationRow[], ledgers: LedgerToStore[]): CalibrationRow[] {
  const oracle = ledgers.find((l) => l.origin === "oracle") ?? ledgers.find((l) => l.origin === "derived-oracle");
  const empty = ledgers.find((l) => l.origin === "empty");
  return rows.map((row) => {
    if (row.kind !== "anchor" || row.status !== "official" || row.citedLedgerPath !== null) return row;
    const which = anchorOf(row.conditionLabel);
    const target = which === "oracle" ? oracle : which === "empty" ? empty : undefined;
    return target ? { ...row, citedLedgerPath: target.path, ledgerLink: "anchor" as const } : row;
  });
}
