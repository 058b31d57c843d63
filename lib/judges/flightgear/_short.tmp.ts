import { readFileSync } from "node:fs";
import { flightgearCbfc22d as J } from "./index";
import { strategyGrid, transcriptLedger } from "./baseline";
import { scoreEntries } from "./score";
const D = "lib/judges/__fixtures__/parity/flightgear-atc-clearance-compliance-ledger@cbfc22d";
const p = J.prepare(new Uint8Array(readFileSync(`${D}/ground_truth.json`)));
let best = { units: -1, reward: 0, s: null as any };
for (const s of strategyGrid()) {
  const led = transcriptLedger(p.clearances, s);
  const sc = scoreEntries(p, led.map((c) => ({ ok: true as const, clearance: c })));
  const units = sc.pairs.reduce((a, x) => a + x.credit.total, 0);
  if (units > best.units) best = { units, reward: sc.reward, s };
}
console.log(best);
