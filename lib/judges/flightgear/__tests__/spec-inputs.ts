// Inputs of the held-out style FlightGear spec tables (test support only, port-free): the public
// corpus, the oracle rows (the GT's own clearances, §3: oracle = {"clearances": <GT clearances>})
// and the edits the tables apply to them. Both the port's tests and the spec reference's test
// build their submissions here, so they score the same bytes.
import { loadParityCorpus } from "../../__tests__/parity";
import { PyInt, type PyDict, type PyValue } from "../../types";
import { ledger, numOf, rowsOf, withField } from "./support";

export const FLIGHTGEAR_ID = "flightgear-atc-clearance-compliance-ledger@cbfc22d";
export const corpus = loadParityCorpus(FLIGHTGEAR_ID);
export const oracle = rowsOf(corpus.groundTruth);
export const bytes = (s: string) => new TextEncoder().encode(s);
export const caseBytes = (name: string) => corpus.cases.find((c) => c.name === name)!.submission;

/** [op, row ("*" = every row), field, value]; "add" keeps ints as ints for integral deltas. */
export type Edit = ["add" | "addwrap" | "set", number | "*", string, PyValue];

export function applyEdits(rows: PyDict[], edits: readonly Edit[]): PyDict[] {
  let out = [...rows];
  for (const [op, which, field, value] of edits) {
    out = out.map((row, i) => {
      if (which !== "*" && which !== i) return row;
      if (op === "set") return withField(row, field, value);
      const current = row.get(field);
      if (current === null || current === undefined) return row;
      const delta = value as number;
      if (current instanceof PyInt && Number.isInteger(delta)) return withField(row, field, new PyInt(current.value + BigInt(delta)));
      const sum = (numOf(row, field) as number) + delta;
      return withField(row, field, op === "addwrap" ? ((sum % 360) + 360) % 360 : sum);
    });
  }
  return out;
}

/** The oracle with edits applied and some rows (by position) left out. */
export function oracleWith(edits: readonly Edit[], drop: readonly number[] = []): Uint8Array {
  return ledger(applyEdits(oracle, edits).filter((_, i) => !drop.includes(i)));
}

/** Scored-table row: a submission (and optionally another GT) with the numbers it must give. */
export interface ScoredCase {
  name: string;
  bytes: () => Uint8Array;
  /** a ground truth other than the shipped one */
  gt?: () => Uint8Array;
  reward?: number;
  /** a subset of reward.details (toMatchObject) */
  details?: Record<string, unknown>;
  /** reward.details fields compared whole (toEqual), e.g. an empty leg_credit_fractions */
  exact?: Record<string, unknown>;
  /** GT event k's credit groups, `total` = its units */
  event?: { k: number; groups: Record<string, number> };
}
