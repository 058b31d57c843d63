// Second review: held-out style table tests for credit, one block per spec section
// (lib/judges/flightgear/SPEC.md §4.3 snapshots, §4.4 supersession links). Each case is a mutation of
// the oracle the way the held-out corpus builds them (`<base>__<mutation>`). The cases and their
// expected numbers are in __tests__/spec-tables-credit.ts; spec-tables-match-reference.test.ts
// recomputes every one from the spec reference (__tests__/spec-reference.ts, written from the
// spec, not from this port). (Acceptance, §2.1 and §2.2: spec-acceptance.test.ts.)

import { describe, it } from "vitest";
import { checkWithPort } from "./__tests__/spec-mutations";
import { LINK_CASES, SNAPSHOT_CASES } from "./__tests__/spec-tables-credit";

describe("§4.3 snapshots compared at the claimed time (shift clamped to ±4 s, tolerance widened)", () => {
  it.each(SNAPSHOT_CASES.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    checkWithPort(c);
  });
});

describe("§4.4 supersession links compared by identity (command, issue time ±2 s)", () => {
  it.each(LINK_CASES.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    checkWithPort(c);
  });
});
