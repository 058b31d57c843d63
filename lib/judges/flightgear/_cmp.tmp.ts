import { readFileSync } from "node:fs";
import { flightgearCbfc22d as J } from "./index";
const D = "lib/judges/__fixtures__/parity/flightgear-atc-clearance-compliance-ledger@cbfc22d";
const gt = new Uint8Array(readFileSync(`${D}/ground_truth.json`));
const perfect = Buffer.from(J.perfectSubmission(gt));
const oracle = readFileSync(`${D}/cases/oracle.json`);
console.log(perfect.length, oracle.length, perfect.equals(oracle));
