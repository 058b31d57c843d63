import { readFileSync } from "node:fs";
import { parsePyJson } from "../pyjson";
import { flightgearCbfc22d as J } from "./index";
import { scoreEntries } from "./score";
import { buildEvents } from "./breakdown";
import { validateEntry } from "./validateEntry";
const D = "lib/judges/__fixtures__/parity/flightgear-atc-clearance-compliance-ledger@cbfc22d";
const p = J.prepare(new Uint8Array(readFileSync(`${D}/ground_truth.json`)));
const b = new Uint8Array(readFileSync(`${D}/cases/codex.json`));
const parsed = (parsePyJson(b) as any).value;
const rows = parsed.get("clearances");
for (let i = 0; i < 20000; i++) { const e = rows.map(validateEntry); const s = scoreEntries(p, e); buildEvents(p, s); }
