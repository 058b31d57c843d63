// The import's contribution to the gate checklist: what the importer found that decides whether a
// gate can be checked at all, and links a reviewer must confirm. Pure over the task overview.
//  * judge: no judge for the family, or no ground truth in the folder -> every gate that needs a
//    recomputed score is "not checkable" (never "fails"): `judge.checkable === false`, `reason` says why;
//  * mediaUrlPinned: the media URL is an absolute http(s) URL (a relative path pins nothing);
//  * ledgersAboveBar: every stored ledger from a real agent that the primary judge scores at or above
//    the strong-agent bar, linked to a row or not (kart's codex_masked_solution.json: 0.1218);
//  * rows: per row, how its ledger was linked ("by_name" = please confirm), the declared transform
//    its claim is defined on, and why its claim cannot be checked (null when it can).
import { z } from "zod";
import { GATE_THRESHOLDS } from "../thresholds";
import { isPinnedUrl } from "../../importers/media-pin";
import type { GateRevision } from "./gate-revision";
import { primaryPairingId, recomputedFor } from "../../data/views/row-scores";

type Revision = GateRevision;

export interface ImportGateFacts {
  judge: { checkable: boolean; reason: string | null };
  mediaUrlPinned: boolean;
  ledgersAboveBar: { ledgerId: string; path: string; origin: string; recomputed: number; rowIds: string[] }[];
  rows: {
    id: string;
    ledgerLink: string | null;
    linkToConfirm: boolean;
    declaredTransform: string | null;
    claimNotCheckable: string | null;
  }[];
}

/** Origins of ledgers a real agent wrote; anchors, derived perfect submissions and transformed copies are not. */
const AGENT_ORIGINS = new Set(["agent", "ablation", "diagnostic", "unlinked"]);

export function importGateFactsOf(revision: Revision): ImportGateFacts {
  const primary = primaryPairingId(revision.pairings);
  const codes = findingCodes(revision.findings);
  // anchors without a pairing: the import stored them for the folder's own verifier (lib/importers/store/anchor-ledgers.ts)
  const awaitsOwnVerifier = revision.ledgers.some((l) => l.origin === "empty");
  const reason =
    primary !== null
      ? null
      : awaitsOwnVerifier
        ? "the folder's own verifier has not scored this revision yet (the task-judge job runs it in the sandbox)"
        : codes.has("family_unknown")
          ? "no judge for this family"
          : codes.has("ground_truth_missing")
            ? "ground truth not in the folder"
            : revision.judgeId === null
              ? "no judge for this family"
              : "no judge pairing for this revision";
  const bar = GATE_THRESHOLDS.agentMaxScoreExclusive - GATE_THRESHOLDS.scoreEpsilon;
  const ledgersAboveBar = revision.ledgers.flatMap((l) => {
    const run = recomputedFor(l.scoreRuns, primary);
    if (!AGENT_ORIGINS.has(l.origin) || !run || run.rewardValue < bar) return [];
    return [
      {
        ledgerId: l.id,
        path: l.path,
        origin: l.origin,
        recomputed: run.rewardValue,
        rowIds: revision.rows.filter((r) => r.ledgerId === l.id).map((r) => r.id),
      },
    ];
  });
  return {
    judge: { checkable: reason === null, reason: reason === null ? null : `not checkable: ${reason}` },
    mediaUrlPinned: isPinnedUrl(revision.media[0]?.url ?? null),
    ledgersAboveBar,
    rows: revision.rows.map((row) => {
      const rowCodes = findingMessages(row.findings);
      const unrecognised = rowCodes.find((f) => f.code === "transform_unrecognised");
      return {
        id: row.id,
        ledgerLink: row.ledgerLink ?? null,
        linkToConfirm: row.ledgerLink === "by_name",
        declaredTransform: row.declaredTransform ?? null,
        claimNotCheckable: reason !== null ? `not checkable: ${reason}` : unrecognised ? unrecognised.message : null,
      };
    }),
  };
}

/** What the gate facts read of a stored finding: its code and (optionally) its message; other fields pass. */
const FindingCodeSchema = z.looseObject({ code: z.string(), message: z.string().optional() });

function findingMessages(value: unknown): { code: string; message: string }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((f) => {
    const parsed = FindingCodeSchema.safeParse(f);
    return parsed.success ? [{ code: parsed.data.code, message: parsed.data.message ?? parsed.data.code }] : [];
  });
}

function findingCodes(value: unknown): Set<string> {
  return new Set(findingMessages(value).map((f) => f.code));
}
