// The exact path's verdict in the fast reader's terms (fast-ledger.ts): the schema-valid
// predictions and the entry count of a document, or "rejected" (unreadable or not accepted:
// scores 0). The fast reader's differential tests compare against it.
import { parsePyJson } from "../../pyjson";
import type { Clearance } from "../clearance";
import { acceptedClearances } from "../submission";
import { validClearance } from "../validate-entry";

export function exactVerdict(bytes: Uint8Array): { preds: Clearance[]; submitted: number } | "rejected" {
  const parsed = parsePyJson(bytes);
  if (!parsed.ok) return "rejected";
  const raw = acceptedClearances(parsed.value);
  if (typeof raw === "string") return "rejected";
  return { preds: raw.map(validClearance).filter((c): c is Clearance => c !== null), submitted: raw.length };
}
