// One pairing's audit context: the judge, its scorer, the family profile and the plain ground
// truth the generators read. Built once per (judge, ground truth, options).
import { parsePyJson, pyToPlain } from "../judges/pyjson";
import type { JudgeDefinition } from "../judges/types";
import { listKeyFor, profileFor, type FamilyProfile, type ProfileContext } from "./profiles";
import { entriesOf, ledgerOf } from "./profiles/shared";
import { makeAuditScorer, type AuditScorer } from "./scorer";

export interface AuditContext {
  judge: JudgeDefinition;
  scorer: AuditScorer;
  profile: FamilyProfile | undefined;
  listKey: string;
  profileContext: ProfileContext;
  oracleBytes: Uint8Array;
  groundTruth: Uint8Array;
  /** the task's options as given (without the judge's defaults) */
  options: Record<string, unknown>;
}

const decoder = new TextDecoder();

export function buildAuditContext(judge: JudgeDefinition, groundTruth: Uint8Array, options: Record<string, unknown> = {}): AuditContext {
  const scorer = makeAuditScorer(judge, groundTruth, options);
  const listKey = listKeyFor(judge.family);
  const parsed = parsePyJson(groundTruth);
  const plain = parsed.ok ? pyToPlain(parsed.value) : null;
  const truth = entriesOf(ledgerOf(plain), listKey);
  const oracleBytes = judge.perfectSubmission(groundTruth);
  const oracle = ledgerOf(JSON.parse(decoder.decode(oracleBytes)));
  return {
    judge,
    scorer,
    profile: profileFor(judge.family),
    listKey,
    profileContext: { truth, options: { ...judge.defaultOptions, ...options }, oracle },
    oracleBytes,
    groundTruth,
    options,
  };
}
