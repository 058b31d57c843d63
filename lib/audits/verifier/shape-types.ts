// What shape inference finds in a task's oracle and instruction, as types: the event list and its
// fields (time, label, labels, number, other), the stated tolerances, the cap, the order contract
// and the oracle's layout. Every probe family builds its submissions from a LedgerShape, so these
// types sit apart from the steps that fill them.

export type Event = Record<string, unknown>;
export type FieldKind = "time" | "label" | "labels" | "number" | "other";
export type TimeUnit = "frame" | "s" | "ms";

export interface FieldShape {
  name: string;
  kind: FieldKind;
  /** time fields: the unit; frames are whole numbers */
  unit?: TimeUnit;
  /** numeric fields: every oracle value is a whole number */
  integer: boolean;
  /** numeric fields: no oracle value is negative (offsets stop at 0) */
  nonNegative: boolean;
  /** label fields: every value the oracle, the ground truth or the instruction offers */
  vocabulary: string[];
  /** the instruction calls this field an integer (a respelled 1.0 is then not an equal answer) */
  integerByContract: boolean;
}

export interface StatedTolerance {
  value: number;
  unit: TimeUnit;
  /** the instruction's words, e.g. "within 12 frames" */
  text: string;
  line: number;
}

export interface LedgerShape {
  /** keys from the document's root to the list; [] = the document is the list */
  listPath: string[];
  /** the oracle's document (the list at listPath is replaced to make a submission) */
  document: unknown;
  events: Event[];
  fields: FieldShape[];
  /** the instruction's cap on the number of answers, when it states one */
  cap: number | null;
  tolerances: StatedTolerance[];
  orderMatters: boolean;
  /** JSON.stringify's indent that reproduces the oracle's layout ("" = one line) */
  indent: string;
  trailingNewline: boolean;
}

export type ShapeResult = { ok: true; shape: LedgerShape; notes: string[] } | { ok: false; reason: string };
