// Judge-version re-score: every stored ledger under every judge version of its family (each with
// its own ground truth), with deltas against the primary; and a search for a submission on which
// two versions disagree — stored ledgers first, then small mutations of them (swap neighbours,
// drop one, duplicate one), then the oracle and its mutations.
import type { AuditContext } from "./context";
import { readLedgerDoc } from "./ledger-doc";
import type { AuditFinding, AuditLedger } from "./types";

export interface VersionRescoreRow {
  path: string;
  label: string;
  /** judge id -> reward */
  rewards: Record<string, number>;
  /** judge id -> reward minus the primary's */
  deltas: Record<string, number>;
}

export interface DisagreementExample {
  judgeA: string;
  judgeB: string;
  /** "stored" when a ledger as stored already separates them */
  source: "stored" | "mutation" | "oracle" | "oracle mutation";
  from: string;
  mutation: string | null;
  rewardA: number;
  rewardB: number;
  /** the separating submission, so a reviewer can download and re-run it */
  bytes: Uint8Array;
  /** how many candidates were scored before this one */
  tried: number;
  /** the entry the mutation touched (0-based), for the inspector link */
  entryIndex: number | null;
}

export interface VersionsResult {
  primary: string;
  judges: string[];
  rows: VersionRescoreRow[];
  disagreements: DisagreementExample[];
  /** pairs for which the search found nothing within its budget */
  agreeing: { judgeA: string; judgeB: string; tried: number }[];
}

const EPS = 1e-9;

interface Candidate {
  source: DisagreementExample["source"];
  from: string;
  mutation: string | null;
  bytes: Uint8Array;
  entryIndex: number | null;
}

function* mutationsOf(listKey: string, bytes: Uint8Array, from: string, source: "mutation" | "oracle mutation"): Generator<Candidate> {
  const doc = readLedgerDoc(bytes, listKey);
  if (!doc) return;
  const n = doc.entries.length;
  for (let i = 0; i + 1 < n; i++) {
    const e = [...doc.entries];
    [e[i], e[i + 1]] = [e[i + 1], e[i]];
    yield { source, from, mutation: `swap entries ${i + 1} and ${i + 2}`, bytes: doc.rebuild(e), entryIndex: i };
  }
  for (let i = 0; i < n; i++) {
    yield { source, from, mutation: `drop entry ${i + 1}`, bytes: doc.rebuild(doc.entries.filter((_, j) => j !== i)), entryIndex: i };
  }
  for (let i = 0; i < n; i++) {
    const e = [...doc.entries];
    e.splice(i, 0, doc.entries[i]);
    yield { source, from, mutation: `duplicate entry ${i + 1}`, bytes: doc.rebuild(e), entryIndex: i };
  }
}

function* candidates(listKey: string, ledgers: readonly AuditLedger[], oracle: Uint8Array): Generator<Candidate> {
  for (const l of ledgers) yield { source: "stored", from: l.path, mutation: null, bytes: l.bytes, entryIndex: null };
  for (const l of ledgers) yield* mutationsOf(listKey, l.bytes, l.path, "mutation");
  yield { source: "oracle", from: "oracle", mutation: null, bytes: oracle, entryIndex: null };
  yield* mutationsOf(listKey, oracle, "oracle", "oracle mutation");
}

export function findDisagreement(
  a: AuditContext,
  b: AuditContext,
  ledgers: readonly AuditLedger[],
  budget = 20000,
): DisagreementExample | { tried: number } {
  let tried = 0;
  for (const c of candidates(a.listKey, ledgers, a.oracleBytes)) {
    if (tried >= budget) break;
    tried += 1;
    const ra = a.scorer.scoreBytes(c.bytes);
    const rb = b.scorer.scoreBytes(c.bytes);
    if (Math.abs(ra - rb) > EPS) return { judgeA: a.judge.id, judgeB: b.judge.id, ...c, rewardA: ra, rewardB: rb, tried };
  }
  return { tried };
}

export function auditVersions(
  contexts: readonly AuditContext[],
  primaryId: string,
  ledgers: readonly AuditLedger[],
  budget?: number,
): VersionsResult {
  const judges = contexts.map((c) => c.judge.id);
  const rows = ledgers.map((l) => {
    const rewards = Object.fromEntries(contexts.map((c) => [c.judge.id, c.scorer.scoreBytes(l.bytes)]));
    const primary = rewards[primaryId] ?? 0;
    const deltas = Object.fromEntries(judges.map((id) => [id, rewards[id] - primary]));
    return { path: l.path, label: l.label, rewards, deltas };
  });
  const disagreements: DisagreementExample[] = [];
  const agreeing: VersionsResult["agreeing"] = [];
  for (let i = 0; i < contexts.length; i++) {
    for (let j = i + 1; j < contexts.length; j++) {
      const found = findDisagreement(contexts[i], contexts[j], ledgers, budget);
      if ("judgeA" in found) disagreements.push(found);
      else agreeing.push({ judgeA: contexts[i].judge.id, judgeB: contexts[j].judge.id, tried: found.tried });
    }
  }
  return { primary: primaryId, judges, rows, disagreements, agreeing };
}

export function versionFindings(r: VersionsResult): AuditFinding[] {
  const out: AuditFinding[] = [];
  for (const row of r.rows) {
    for (const [id, delta] of Object.entries(row.deltas)) {
      if (id === r.primary || Math.abs(delta) <= EPS) continue;
      out.push({
        kind: "versions",
        severity: "info",
        code: "version_delta",
        judgeId: id,
        ledgerPath: row.path,
        message: `${row.label}: ${row.rewards[r.primary].toFixed(4)} under ${r.primary}, ${row.rewards[id].toFixed(4)} under ${id}`,
        numbers: { primary: row.rewards[r.primary], other: row.rewards[id], delta },
      });
    }
  }
  for (const d of r.disagreements) {
    out.push({
      kind: "versions",
      severity: "info",
      code: "versions_disagree",
      judgeId: d.judgeB,
      ...(d.source === "stored" || d.source === "mutation" ? { ledgerPath: d.from } : {}),
      ...(d.entryIndex !== null ? { eventIndex: d.entryIndex } : {}),
      message: `${d.judgeA} scores ${d.rewardA.toFixed(6)} and ${d.judgeB} ${d.rewardB.toFixed(6)} on ${d.source === "stored" ? `the stored ${d.from}` : `${d.from} with ${d.mutation ?? "no change"}`} (${d.source}, after ${d.tried} candidates)`,
      numbers: { rewardA: d.rewardA, rewardB: d.rewardB, tried: d.tried },
    });
  }
  return out;
}
