// Shared shapes of the scorer audits. Every audit returns plain numbers plus findings; a finding
// is what a maintainer should read (a gain from withholding, a probe above the bar, a version
// disagreement), with where it points in a ledger (ledger path + event index) when it has one.

export const AUDIT_KINDS = ["omission", "probes", "sweep", "versions", "sensitivity"] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export type FindingSeverity = "info" | "warn" | "fail";

export interface AuditFinding {
  kind: AuditKind;
  severity: FindingSeverity;
  /** stable machine code, e.g. "omission_raises_score", "probe_clears_bar" */
  code: string;
  message: string;
  judgeId: string;
  /** the stored ledger it concerns (task-relative path), when it concerns one */
  ledgerPath?: string;
  /** the ground-truth event (0-based) it concerns, for the ledger inspector's ?event= */
  eventIndex?: number;
  numbers?: Record<string, number>;
}

/** A stored ledger as the audits see it: its task-relative path, label and exact bytes. */
export interface AuditLedger {
  path: string;
  label: string;
  bytes: Uint8Array;
}

/** One judge pairing of a task: the judge id, its ground truth bytes and the task's options. */
export interface AuditPairing {
  judgeId: string;
  isPrimary: boolean;
  groundTruth: Uint8Array;
  options: Record<string, unknown>;
}

/** What a whole audit suite needs about a task: pure data, no database, no files. */
export interface AuditTaskInput {
  taskId: string;
  pairings: AuditPairing[];
  ledgers: AuditLedger[];
  /** a strong current agent must score below this (the family's AGENT_MAX) */
  strongAgentBar: number;
}

/** Progress callback: done of total units of work, with a short phase label. */
export type AuditProgress = (done: number, total: number, phase: string) => void;

/** The family bar from the domain: a strong current agent below 0.10. */
export const STRONG_AGENT_BAR = 0.1;

/** Generic verifier audits (lib/audits/verifier): an answer equal to the oracle up to spelling, and what the verifier gave it. */
export interface AlternativeResult {
  /** e.g. "key order reversed", "numbers as 1.0" */
  variant: string;
  /** the verifier's reward; null when it did not score the submission */
  reward: number | null;
  /** the oracle's own reward */
  reference: number;
  rejected: boolean;
  /** why the variant was not run, or the verifier's reason when it did not score */
  note?: string;
}

/** Generic verifier audits: the shape they probed and what the ported result types have no place for. */
export interface VerifierProbeDetails {
  shape: {
    listPath: string;
    events: number;
    timeFields: string[];
    labelFields: { name: string; vocabulary: number }[];
    cap: number | null;
    statedTolerances: string[];
    orderMatters: boolean;
  };
  oracleReward: number | null;
  /** wrong answers built from the oracle (a label field swapped, the list reversed) */
  mutations: { label: string; reward: number | null; reference: number; rejected: boolean }[];
  /** per time field: the stated tolerance against the verifier's, probed just inside and just outside */
  tolerances: {
    field: string;
    unit: string;
    stated: number | null;
    statedText: string | null;
    justInside: number | null;
    justOutside: number | null;
    verdict: "agrees" | "narrower" | "wider" | "unstated";
  }[];
  /** independent per-event offsets within the found boundary (and twice it) */
  jitter: { field: string; scale: string; count: number; mean: number; min: number }[];
  /** per stored ledger: reward as k % of its events are withheld at random */
  omissionCurves: { ledgerPath: string; points: { withheld: number; mean: number; min: number; max: number }[] }[];
  budget: { limit: number; used: number; cut: string[] };
}
