// Shared builders for the held-out style FlightGear tables (test support only).
import { expect } from "vitest";
import { loadParityCorpus } from "../../__tests__/parity";
import { PyDict, PyInt, type PyValue } from "../../types";
import { flightgearCbfc22d as judge, rewardFromEvents } from "../cbfc22d";
import { ledger, numOf, rowsOf, withField } from "./support";

export const corpus = loadParityCorpus(judge.id);
export const prepared = judge.prepare(corpus.groundTruth);
export const oracleBytes = judge.perfectSubmission(corpus.groundTruth);
export const oracle = rowsOf(oracleBytes);
export const bytes = (s: string) => new TextEncoder().encode(s);
export const caseBytes = (name: string) => corpus.cases.find((c) => c.name === name)!.submission;

export type Details = Record<string, unknown> & { reason: string };

export function scoreBytes(b: Uint8Array, gt = prepared) {
  const result = judge.score(gt, b);
  const details = result.reward.details as Details;
  // the breakdown contract holds for every case below
  expect(rewardFromEvents(result.events)).toBe(result.reward.reward);
  return { result, reward: result.reward.reward as number, details };
}

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

export function scoreOracle(edits: readonly Edit[], drop: readonly number[] = []) {
  const rows = applyEdits(oracle, edits).filter((_, i) => !drop.includes(i));
  return scoreBytes(ledger(rows));
}

/** Event k's credit groups and its total units. */
export function eventGroups(result: ReturnType<typeof scoreBytes>["result"], k: number): Record<string, number> {
  const event = result.events[k];
  const out: Record<string, number> = { total: event.extra?.units as number };
  for (const g of event.groups ?? []) out[g.name] = g.earned;
  return out;
}
