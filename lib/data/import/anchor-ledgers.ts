// The ledgers a revision is scored on besides the folder's own: the oracle (the folder's file, or
// a perfect submission derived from the ground truth when there is none), a perfect submission
// for each comparison pairing whose ground truth differs (kart's newer judge reads another GT),
// and the family's empty submission (the null gate). Recomputed, never taken from a claim.
import crypto from "node:crypto";
import { getJudge } from "../../judges/registry";
import type { ParsedTask } from "../../importers/types";

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
      ledgers.push(stored(`(perfect from ${pairing.groundTruthPath})`, `perfect submission built from ${pairing.groundTruthPath}`, "derived-oracle", raw));
    } catch (e) {
      notes.push(`could not build a perfect submission from ${pairing.groundTruthPath}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  ledgers.push(stored(EMPTY_LEDGER_PATH, "empty submission", "empty", judge.emptySubmission()));
  return { ledgers, notes };
}
