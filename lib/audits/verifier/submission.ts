// Submissions from events: the oracle's document with its event list replaced, written in the
// oracle's own layout, so a probe differs from the oracle only in what it probes.
import { isRecord } from "../../input/is-record";
import { writeJson, type JsonSpelling } from "./json-write";
import type { Event, LedgerShape } from "./shape";

const encoder = new TextEncoder();

/** A copy of `doc` with the value at `path` replaced (only the objects along the path are copied). */
export function replaceAt(doc: unknown, path: readonly string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const head = isRecord(doc) ? doc : {};
  return { ...head, [path[0]]: replaceAt(head[path[0]], path.slice(1), value) };
}

export function documentWith(shape: LedgerShape, events: readonly unknown[]): unknown {
  return replaceAt(shape.document, shape.listPath, events);
}

export function submissionOf(shape: LedgerShape, events: readonly unknown[], spelling: JsonSpelling = {}): Uint8Array {
  return encoder.encode(
    writeJson(documentWith(shape, events), { indent: shape.indent, trailingNewline: shape.trailingNewline, ...spelling }),
  );
}

/** A labelled submission to score. */
export interface Probe {
  label: string;
  bytes: Uint8Array;
}

export function probe(shape: LedgerShape, label: string, events: readonly Event[], spelling?: JsonSpelling): Probe {
  return { label, bytes: submissionOf(shape, events, spelling) };
}
