// The audit gates' facts from a stored result: an omission row the audit could not work on (method
// "none": not a ledger, or its runs not scored — the generic audits' budget cut) checked nothing,
// so a result of only such rows is not a pass.
import { describe, expect, it } from "vitest";
import { omissionGate } from "../gates/audit-gates";
import { genericStoredResult } from "./__fixtures__/generic-result";
import { auditGateFactsOf } from "./gate-facts";
import type { StoredSuiteResult } from "./serialize";

function withOmissionMethod(method: "greedy" | "none"): StoredSuiteResult {
  const r = genericStoredResult();
  const p = r.pairings[0];
  return { ...r, pairings: [{ ...p, omission: (p.omission ?? []).map((o) => ({ ...o, method, gain: 0, best: o.base })) }] };
}

describe("auditGateFactsOf: omission ledgers checked", () => {
  it.each([
    ["greedy", 1, "pass"],
    ["none", 0, "insufficient"],
  ] as const)("a %s row counts %i, the gate is %s", (method, checked, outcome) => {
    const facts = auditGateFactsOf(withOmissionMethod(method));
    expect(facts.omissionLedgers).toBe(checked);
    expect(omissionGate(facts).outcome).toBe(outcome);
  });
});
