import { readFileSync } from "node:fs";
import { parsePyJson } from "../pyjson";
import { flightgearCbfc22d as J } from "./index";
import { acceptSubmission } from "./submission";
import { scoreEntries } from "./score";
import { rewardObject } from "./reward";
import { buildEvents } from "./breakdown";
import { validateEntry } from "./validateEntry";
const D = "lib/judges/__fixtures__/parity/flightgear-atc-clearance-compliance-ledger@cbfc22d";
const gtb = new Uint8Array(readFileSync(`${D}/ground_truth.json`));
const p = J.prepare(gtb);
/** min over rounds of the mean per call: the least-disturbed estimate on a shared machine */
function bench(fn: () => void, n: number, rounds = 15): number {
  let best = Infinity;
  for (let r = 0; r < rounds; r++) {
    const t = performance.now();
    for (let i = 0; i < n; i++) fn();
    best = Math.min(best, (performance.now() - t) / n);
  }
  return best;
}
const out: string[] = [];
for (const c of ["oracle", "codex", "claude-agent-host", "antigravity", "oracle__repeat_each_to_2000"]) {
  const b = new Uint8Array(readFileSync(`${D}/cases/${c}.json`));
  const n = c.includes("2000") ? 3 : 100;
  const parsed = (parsePyJson(b) as any).value;
  const acc = acceptSubmission(b) as any;
  const s = scoreEntries(p, acc.entries);
  const tScore = bench(() => J.score(p, b), n);
  const tParse = bench(() => parsePyJson(b), n);
  const tValidate = bench(() => parsed.get("clearances").map(validateEntry), n);
  const tAlign = bench(() => scoreEntries(p, acc.entries), n);
  const tReward = bench(() => rewardObject(p, s), n);
  const tEvents = bench(() => buildEvents(p, s), n);
  out.push(`${c}: score() ${tScore.toFixed(3)} ms = parse ${tParse.toFixed(3)} + validate ${tValidate.toFixed(3)} + align/credit ${tAlign.toFixed(3)} + reward ${tReward.toFixed(3)} + events ${tEvents.toFixed(3)}`);
}
out.push(`warm prepare ${bench(() => J.prepare(gtb), 10, 5).toFixed(2)} ms`);
console.log(out.join("\n"));
