// Second review: held-out style table tests for acceptance, one block per spec section
// (lib/judges/flightgear/SPEC.md §2.1 document level, §2.2 entry level). Each case is a mutation of
// the oracle the way the held-out corpus builds them (`<base>__<mutation>`). The cases and their
// expectations are in __tests__/spec-tables-acceptance.ts; spec-tables-match-reference.test.ts
// recomputes every one from the spec reference (__tests__/spec-reference.ts, written from the
// spec, not from this port). (Credit, §4.3 and §4.4: spec-credit.test.ts.)

import { describe, expect, it } from "vitest";
import { checkWithPort, oracleBytes, scoreBytes } from "./__tests__/spec-mutations";
import { bytes } from "./__tests__/spec-inputs";
import {
  DROPPED_ROW_CHARGED,
  DROPPED_ROWS,
  INT_LIMIT_CASES,
  KEPT_ROWS,
  REJECTED_DOCUMENTS,
  SOURCE_VALUES,
} from "./__tests__/spec-tables-acceptance";
import { validateEntry } from "./validate-entry";

describe("§2.1 document level: order of the checks and the rejected result (7.2)", () => {
  it.each(REJECTED_DOCUMENTS.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    checkWithPort(c);
  });

  it("a source key of any type is accepted, before or after clearances", () => {
    for (const source of SOURCE_VALUES) {
      const text = new TextDecoder().decode(oracleBytes);
      expect(scoreBytes(bytes(`{"source": ${source},` + text.slice(1))).reward).toBe(1);
    }
  });

  it.each(INT_LIMIT_CASES.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    checkWithPort(c);
  });
});

describe("§2.2 entry level: held-out style single-row mutations", () => {
  it.each(KEPT_ROWS)("kept: %s", (_label, row) => {
    const check = validateEntry(row);
    expect(check.ok ? "kept" : check.problem).toBe("kept");
  });

  it.each(DROPPED_ROWS)("dropped: %s", (_label, row) => {
    expect(validateEntry(row).ok).toBe(false);
  });

  it(DROPPED_ROW_CHARGED.name, () => {
    checkWithPort(DROPPED_ROW_CHARGED);
  });
});
