// Reviewers re-score a bare-array submission wrapped in its family's object as a diagnostic
// (never the official score). The audits add that wrapped copy beside the stored ledger, so the
// sweep and omission tables show what the answer's content would have earned.
import { parsePyJson, stringifyPyJson } from "../judges/pyjson";
import { PyDict } from "../judges/types";
import type { AuditLedger } from "./types";

export const WRAPPED_SUFFIX = "#wrapped";

export function withWrappedDiagnostics(ledgers: readonly AuditLedger[], listKey: string): AuditLedger[] {
  return ledgers.flatMap((l) => {
    const parsed = parsePyJson(l.bytes);
    if (!parsed.ok || !Array.isArray(parsed.value)) return [l];
    const wrapped = new PyDict(new Map([[listKey, parsed.value]]));
    return [
      l,
      {
        path: `${l.path}${WRAPPED_SUFFIX}`,
        label: `${l.label} (wrapped, diagnostic)`,
        bytes: new TextEncoder().encode(stringifyPyJson(wrapped)),
      },
    ];
  });
}

/** The stored ledger a (possibly wrapped) audit ledger path stands for. */
export function storedPathOf(path: string): string {
  return path.endsWith(WRAPPED_SUFFIX) ? path.slice(0, -WRAPPED_SUFFIX.length) : path;
}
