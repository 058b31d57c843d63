import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { flightgearCbfc22d as J } from "./index";
const D = "lib/judges/__fixtures__/parity/flightgear-atc-clearance-compliance-ledger@cbfc22d";
const p = J.prepare(new Uint8Array(readFileSync(`${D}/ground_truth.json`)));
const lines: string[] = [];
for (const f of readdirSync(`${D}/cases`).sort()) {
  const r = J.score(p, new Uint8Array(readFileSync(`${D}/cases/${f}`)));
  lines.push(JSON.stringify({ judge: J.id, case: f.replace(/\.json$/, ""), reward: r.reward }));
}
writeFileSync("/tmp/fg.jsonl", lines.join("\n") + "\n");
