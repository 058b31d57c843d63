// The ledgers a revision is scored on besides the folder's own: the oracle (the folder's file, or
// a perfect submission derived from the ground truth when there is none), a perfect submission
// for each comparison pairing whose ground truth differs (kart's newer judge reads another GT),
// and the family's empty submission (the null gate). Recomputed, never taken from a claim.
import crypto from "node:crypto";
import { getJudge } from "../../judges/registry";
import { anchorOf } from "../scores-md/result-rows";
import type { CalibrationRow, ParsedTask } from "../types";
import { TESTS_PREFIX } from "../../sandbox/verifier-files";
import { emptySubmissionOf, findOracle } from "../verifier-submissions";

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
  // no port scores the family: the folder's own verifier will (lib/judges/store), on its oracle and
  // the oracle's shape emptied; without a verifier the importer's findings already say why
  if (!primary) return ownVerifierAnchors(task);
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

/** The anchors a never-seen folder's own verifier scores: its oracle (whatever form) and the oracle's shape emptied. */
function ownVerifierAnchors(task: ParsedTask): { ledgers: LedgerToStore[]; notes: string[] } {
  const files = new Map(task.artifacts.map((a) => [a.path, a.raw]));
  if (!files.has(`${TESTS_PREFIX}test.sh`)) return { ledgers: [], notes: [] };
  if (task.oracle) files.set(task.oracle.path, task.oracle.raw);
  const oracle = findOracle(files);
  if (!oracle.ok) return { ledgers: [], notes: [`the folder's own verifier has nothing to score as the oracle: ${oracle.reason}`] };
  const ledgers = [stored(oracle.path, `oracle (${oracle.how})`, "oracle", oracle.raw)];
  const empty = emptySubmissionOf(oracle.raw);
  if (empty) ledgers.push(stored(EMPTY_LEDGER_PATH, "empty submission (the oracle's shape, every list emptied)", "empty", empty));
  return { ledgers, notes: empty ? [] : [`no empty submission: the oracle ${oracle.path} is not JSON`] };
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
