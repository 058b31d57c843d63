// What an ask or a comment is about. One spelling per kind, so the verdict form, the inspector,
// the trajectory viewer and the file viewer write the same reference and each shows its own.
// Pure: plain strings in, a checked anchor or a reason out.
import { GATE_THRESHOLD_TEXT } from "../gates/thresholds";

export const ANCHOR_KINDS = ["gate", "row", "event", "step", "line", "text"] as const;
export type AnchorKind = (typeof ANCHOR_KINDS)[number];

export interface Anchor {
  kind: AnchorKind;
  /** null exactly when kind is "text" */
  ref: string | null;
}

export const GATE_IDS: readonly string[] = Object.keys(GATE_THRESHOLD_TEXT);

const ID = "[A-Za-z0-9_-]{1,64}";
// the place inside the thing: an event index, a step number, a line number (bounded: 7 digits)
const REF_PATTERN: Record<Exclude<AnchorKind, "text" | "gate">, { re: RegExp; shape: string }> = {
  row: { re: new RegExp(`^${ID}$`), shape: "a calibration row id" },
  event: { re: new RegExp(`^${ID}#\\d{1,7}$`), shape: "<ledger id>#<event index>" },
  step: { re: new RegExp(`^${ID}#\\d{1,7}$`), shape: "<trajectory id>#<step>" },
  line: { re: new RegExp(`^${ID}:\\d{1,7}$`), shape: "<file id>:<line>" },
};

/** A kind and reference as typed or posted; the reason names what is wrong. */
export function parseAnchor(kind: string, ref: string | null | undefined): { ok: true; anchor: Anchor } | { ok: false; reason: string } {
  const k = ANCHOR_KINDS.find((x) => x === kind);
  if (!k) return { ok: false, reason: `unknown anchor kind "${kind.slice(0, 20)}" (one of ${ANCHOR_KINDS.join(", ")})` };
  const r = (ref ?? "").trim();
  if (k === "text") return r ? { ok: false, reason: "a free-text ask takes no reference" } : { ok: true, anchor: { kind: k, ref: null } };
  if (!r) return { ok: false, reason: `a ${k} ask needs a reference` };
  if (k === "gate")
    return GATE_IDS.includes(r) ? { ok: true, anchor: { kind: k, ref: r } } : { ok: false, reason: `no gate "${r.slice(0, 64)}"` };
  const { re, shape } = REF_PATTERN[k];
  return re.test(r) ? { ok: true, anchor: { kind: k, ref: r } } : { ok: false, reason: `not ${shape}` };
}

/** How a reader names the anchor: "gate Oracle = 1.0", "event 17 of ledger <id>", "line 12 of file <id>". */
export function anchorLabel(
  anchor: Anchor,
  names: { gate?: (id: string) => string | undefined; thing?: (id: string) => string | undefined } = {},
): string {
  if (anchor.kind === "text" || anchor.ref === null) return "";
  const thing = (id: string) => names.thing?.(id) ?? id;
  switch (anchor.kind) {
    case "gate":
      return `gate ${names.gate?.(anchor.ref) ?? anchor.ref}`;
    case "row":
      return `row ${thing(anchor.ref)}`;
    case "event":
    case "step": {
      const [id, n] = anchor.ref.split("#");
      return `${anchor.kind} ${n} of ${anchor.kind === "event" ? "ledger" : "trajectory"} ${thing(id!)}`;
    }
    case "line": {
      const [id, n] = anchor.ref.split(":");
      return `line ${n} of ${thing(id!)}`;
    }
  }
}
