// The port's side of the held-out style FlightGear tables (test support only): scoring with the
// port and checking a ScoredCase against it. Inputs and expectations are port-free
// (spec-inputs.ts, spec-tables-*.ts); spec-tables-match-reference.test.ts recomputes the same
// expectations from the spec reference.
import { expect } from "vitest";
import { flightgearCbfc22d as judge, rewardFromEvents } from "../cbfc22d";
import { corpus, oracleWith, type Edit, type ScoredCase } from "./spec-inputs";

export { corpus, oracle, bytes, caseBytes, applyEdits, type Edit } from "./spec-inputs";

export const prepared = judge.prepare(corpus.groundTruth);
export const oracleBytes = judge.perfectSubmission(corpus.groundTruth);

export type Details = Record<string, unknown> & { reason: string };

export function scoreBytes(b: Uint8Array, gt = prepared) {
  const result = judge.score(gt, b);
  const details = result.reward.details as Details;
  // the breakdown contract holds for every case below
  expect(rewardFromEvents(result.events)).toBe(result.reward.reward);
  return { result, reward: result.reward.reward as number, details };
}

export function scoreOracle(edits: readonly Edit[], drop: readonly number[] = []) {
  return scoreBytes(oracleWith(edits, drop));
}

/** Event k's credit groups and its total units. */
export function eventGroups(result: ReturnType<typeof scoreBytes>["result"], k: number): Record<string, number> {
  const event = result.events[k];
  const out: Record<string, number> = { total: event.extra?.units as number };
  for (const g of event.groups ?? []) out[g.name] = g.earned;
  return out;
}

/** The port gives a table row's numbers. */
export function checkWithPort(c: ScoredCase) {
  const r = scoreBytes(c.bytes(), c.gt ? judge.prepare(c.gt()) : prepared);
  if (c.reward !== undefined) expect(r.reward).toBe(c.reward);
  if (c.details) expect(r.details).toMatchObject(c.details);
  for (const [key, value] of Object.entries(c.exact ?? {})) expect(r.details[key], key).toEqual(value);
  if (c.event) expect(eventGroups(r.result, c.event.k)).toMatchObject(c.event.groups);
  return r;
}
