// The stored audit result's schema keeps what the generic verifier audits add (valid alternatives,
// the verifier details): a schema that stripped them would empty the audits page's table silently.
import { describe, expect, it } from "vitest";
import { StoredSuiteResultSchema } from "./stored-audit-result";
import { genericStoredResult } from "../__fixtures__/generic-result";

describe("StoredSuiteResultSchema", () => {
  it("reads a generic result back whole", () => {
    const stored = JSON.parse(JSON.stringify(genericStoredResult())) as unknown;
    expect(StoredSuiteResultSchema.parse(stored)).toEqual(stored);
  });

  it("refuses an alternative without its reward field, naming the path", () => {
    const result = genericStoredResult();
    const [{ reward: _dropped, ...noReward }, ...rest] = result.pairings[0].alternatives ?? [];
    const bad = { ...result, pairings: [{ ...result.pairings[0], alternatives: [noReward, ...rest] }] };
    const r = StoredSuiteResultSchema.safeParse(bad);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].path).toEqual(["pairings", 0, "alternatives", 0, "reward"]);
  });
});
