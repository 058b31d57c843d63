import { readFileSync } from "node:fs";
import { parsePyJson } from "../pyjson";
import { validateGroundTruth } from "./groundTruth";
import { prepareClearances } from "./prepare";
import { transcriptCeiling } from "./ceiling";
const b = new Uint8Array(readFileSync("lib/judges/__fixtures__/parity/flightgear-atc-clearance-compliance-ledger@cbfc22d/ground_truth.json"));
const gt = validateGroundTruth((parsePyJson(b) as any).value);
const cpu = () => { const u = process.cpuUsage(); return u.user / 1000; };
let c0 = cpu(); const p = prepareClearances(gt); console.log("cold prepareClearances", cpu() - c0);
for (let r = 0; r < 5; r++) {
c0 = cpu(); for (let i = 0; i < 100; i++) prepareClearances(gt); const a = (cpu() - c0) / 100;
c0 = cpu(); for (let i = 0; i < 100; i++) transcriptCeiling(gt, p.expected); const b2 = (cpu() - c0) / 100;
console.log("warm prepareClearances", a.toFixed(3), "ceiling", b2.toFixed(3));
}
