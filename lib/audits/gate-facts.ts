// What the audit gates need from a stored suite result: the shortcut sweep's maximum per judge,
// and every ledger where withholding matched answers raised the score.
import type { StoredSuiteResult } from "./serialize";

export interface AuditGateFacts {
  /** when the audits ran (ISO), for the evidence line */
  ranAt: string | null;
  shortcut: { judgeId: string; probes: number; max: number; maxProbe: string; aboveBar: number; bar: number }[];
  omission: {
    judgeId: string;
    ledgerPath: string;
    label: string;
    method: string;
    base: number;
    best: number;
    retained: number;
    predictions: number;
    withheldMatched: number;
  }[];
  /** the omission audit ran (an empty list then means: never helps) */
  omissionRan: boolean;
  /** how many (ledger, judge) pairs the omission audit checked (a "none" row, not a ledger or not scored, checked nothing) */
  omissionLedgers?: number;
}

export function auditGateFactsOf(result: StoredSuiteResult, ranAt: string | null = null): AuditGateFacts {
  return {
    ranAt,
    shortcut: result.pairings.flatMap((p) =>
      p.shortcut
        ? [
            {
              judgeId: p.judgeId,
              probes: p.shortcut.total,
              max: p.shortcut.max,
              maxProbe: `${p.shortcut.maxProbe.kind}: ${p.shortcut.maxProbe.label}`,
              aboveBar: p.shortcut.aboveBar,
              bar: p.shortcut.bar,
            },
          ]
        : [],
    ),
    omission: result.pairings.flatMap((p) =>
      (p.omission ?? [])
        .filter((o) => o.gain > 1e-12)
        .map((o) => ({
          judgeId: p.judgeId,
          ledgerPath: o.ledgerPath,
          label: o.label,
          method: o.method,
          base: o.base,
          best: o.best,
          retained: o.retained,
          predictions: o.predictions,
          withheldMatched: o.withheldMatched,
        })),
    ),
    omissionRan: result.audits.includes("omission"),
    omissionLedgers: result.pairings.reduce((n, p) => n + (p.omission ?? []).filter((o) => o.method !== "none").length, 0),
  };
}
