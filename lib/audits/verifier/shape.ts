// What a task's answer looks like, read from its oracle (and ground truth, and instruction) so the
// generic probes can build submissions for any family: where the list of event objects is, which
// fields are times/frames, labels (with their closed vocabularies) or other values, the cap on the
// number of answers, the tolerances the instruction states, whether order is part of the
// contract, and how the oracle is laid out (so probes differ from it only in what they probe).
// Contributor input: every walk and scan is bounded and linear in the input's size.
//
// This file is the entry and the order of the steps; each step is its own file: the types
// (shape-types.ts), the bounds (shape-limits.ts), the oracle as a document (shape-oracle-document.ts),
// the fields (shape-fields.ts), the instruction's readings (shape-instruction.ts) and its
// tolerances (shape-tolerances.ts).
import { fieldShapes } from "./shape-fields";
import { integerFields, instructionLines, orderIsContract, statedCap, vocabularyGroups } from "./shape-instruction";
import { LIMITS } from "./shape-limits";
import { findEventList, layoutOf, nestsDeeperThan, parseJson } from "./shape-oracle-document";
import { statedTolerances } from "./shape-tolerances";
import type { ShapeResult } from "./shape-types";

// what the probe families and tests import from here, as before the split
export type { Event, FieldShape, LedgerShape } from "./shape-types";
export { findEventList, listAt } from "./shape-oracle-document";
export { instructionLines, orderIsContract, statedCap, vocabularyGroups } from "./shape-instruction";
export { statedTolerances, toleranceFor } from "./shape-tolerances";

export function inferShape(oracle: Uint8Array, instruction: string, groundTruth?: Uint8Array): ShapeResult {
  const parsed = parseJson(oracle, LIMITS.oracleBytes);
  if (!parsed.ok) return { ok: false, reason: `the oracle is not JSON the audits can read: ${parsed.reason}` };
  if (nestsDeeperThan(parsed.value, LIMITS.documentDepth))
    return { ok: false, reason: `the oracle nests deeper than ${LIMITS.documentDepth} levels` };
  const list = findEventList(parsed.value);
  if (!list || list.items.length === 0) return { ok: false, reason: "the oracle holds no list of event objects" };
  const notes: string[] = [];
  const events = list.items.slice(0, LIMITS.events);
  if (list.items.length > LIMITS.events) notes.push(`only the first ${LIMITS.events} of ${list.items.length} oracle events are probed`);
  const lines = instructionLines(instruction);
  const gt = groundTruth ? parseJson(groundTruth, LIMITS.groundTruthBytes) : null;
  if (gt && !gt.ok) notes.push(`the ground truth is not JSON (${gt.reason}): vocabularies from the oracle and instruction only`);
  const fields = fieldShapes(events, { groups: vocabularyGroups(lines), integers: integerFields(lines), groundTruth: gt?.ok ? gt : null });
  return {
    ok: true,
    notes,
    shape: {
      listPath: list.path,
      document: parsed.value,
      events,
      fields,
      cap: statedCap(lines),
      tolerances: statedTolerances(lines),
      orderMatters: orderIsContract(lines),
      ...layoutOf(oracle),
    },
  };
}
