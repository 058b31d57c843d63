// Strict ground-truth validator (spec 2.3): the per-entry rules of the lenient acceptor,
// plus positional indices, chronological order and resolvable same-dimension links.
// Any failure is fatal (the original judge crashed), so it throws GroundTruthError.

import { GroundTruthError, PyDict, type PyValue } from "../types";
import { MAX_PREDICTIONS, dimOfUnit } from "./constants";
import type { Clearance } from "./clearance";
import { validateEntry } from "./validate-entry";

export function validateGroundTruth(doc: PyValue): Clearance[] {
  if (!(doc instanceof PyDict) || !doc.has("clearances")) {
    throw new GroundTruthError("ground truth: top-level object must contain clearances");
  }
  for (const key of doc.entries.keys()) {
    if (key !== "clearances" && key !== "source") {
      throw new GroundTruthError(`ground truth: unexpected top-level key ${JSON.stringify(key)}`);
    }
  }
  const raw = doc.get("clearances");
  if (!Array.isArray(raw)) throw new GroundTruthError("ground truth: clearances must be an array");
  if (raw.length > MAX_PREDICTIONS) throw new GroundTruthError("ground truth: clearances exceeds 2000 entries");

  const out: Clearance[] = [];
  raw.forEach((entry, i) => {
    const check = validateEntry(entry);
    if (!check.ok) throw new GroundTruthError(`ground truth clearance #${i + 1}: ${check.problem}`);
    const c = check.clearance;
    if (c.index !== i + 1) {
      throw new GroundTruthError(`ground truth clearance #${i + 1}: clearance_index is ${c.index}, expected ${i + 1}`);
    }
    if (i > 0 && c.issued < out[i - 1].issued) {
      throw new GroundTruthError(`ground truth clearance #${i + 1}: issued_time_s goes backwards`);
    }
    out.push(c);
  });
  for (const c of out) {
    if (c.supersededBy === null) continue;
    const named = out[c.supersededBy - 1];
    if (!named) {
      throw new GroundTruthError(`ground truth clearance #${c.index}: superseded_by_index ${c.supersededBy} does not exist`);
    }
    if (dimOfUnit(named.unit) !== dimOfUnit(c.unit)) {
      throw new GroundTruthError(`ground truth clearance #${c.index}: superseded by #${named.index}, which is in another dimension`);
    }
  }
  return out;
}
