// npm run bench:task-judges — what running a task's own judge in the sandbox costs, beside the
// in-process TypeScript port: sandbox start-up (a verifier that only writes a reward), and the
// per-ledger time of the demo task's Python judge vs its TypeScript judge. Prints numbers.
import fs from "node:fs";
import path from "node:path";
import { scoreBytes } from "../lib/importers/store/scoring";
import { readEnvOf } from "../lib/env";
import { DEFAULT_LIMITS } from "../lib/sandbox/limits";
import { probeSandbox } from "../lib/sandbox/probe";
import { readFolderVerifier } from "../lib/sandbox/read-task-verifier";
import { runVerifier } from "../lib/sandbox/run-verifier";

const DEMO = path.resolve("prisma/fixtures/tasks/demo-shapes-activity");
const ROUNDS = readEnvOf(["BENCH_ROUNDS"]).BENCH_ROUNDS ?? 5;
const probe = probeSandbox();
if (!probe.ok) {
  console.error(`no sandbox: ${probe.message} ${probe.howToEnable}`);
  process.exit(2);
}
console.log(`sandbox: ${probe.bwrapVersion}, python ${probe.pythonVersion}${probe.dropToNobody ? ", as nobody" : ""}`);

const enc = (s: string) => new TextEncoder().encode(s);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function time(label: string, files: Map<string, Uint8Array>, solutions: Uint8Array[]) {
  const per: number[] = [];
  for (let r = 0; r < ROUNDS; r++)
    for (const s of solutions) {
      const t = performance.now();
      const run = await runVerifier({ files, solution: s, solutionTarget: "/workspace/output/solution.json", limits: DEFAULT_LIMITS });
      per.push(performance.now() - t);
      if (run.status !== "scored") throw new Error(`${label}: ${run.reason}`);
    }
  console.log(
    `${label.padEnd(44)} median ${median(per).toFixed(1).padStart(7)} ms   min ${Math.min(...per)
      .toFixed(1)
      .padStart(7)} ms   (${per.length} runs)`,
  );
  return median(per);
}

// 1. start-up: bwrap + bash + a trivial write (no Python), and bwrap + Python doing nothing
const bare = new Map([["test.sh", enc("#!/bin/bash\necho 1 > /logs/verifier/reward.txt\n")]]);
const pyBare = new Map([["test.sh", enc('#!/bin/bash\n/usr/bin/python3 -c \'open("/logs/verifier/reward.txt","w").write("1")\'\n')]]);
await time("sandbox start-up (bash writes reward.txt)", bare, [enc("{}")]);
const pyStart = await time("sandbox + python3 start-up", pyBare, [enc("{}")]);

// 2. the demo task's own judge vs the TypeScript port, per ledger
const loaded = readFolderVerifier(DEMO);
if (!loaded.ok) throw new Error(loaded.reason);
const ledgerDir = path.join(DEMO, "calibration/rollouts");
const ledgers = fs
  .readdirSync(ledgerDir)
  .filter((f) => f.endsWith(".solution.json"))
  .map((f) => new Uint8Array(fs.readFileSync(path.join(ledgerDir, f))));
const sandboxed = await time(`demo judge.py per ledger (${ledgers.length} ledgers)`, loaded.verifier.files, ledgers);

const vocab = JSON.parse(fs.readFileSync(path.join(DEMO, "environment/vocabulary.json"), "utf8"));
const pairing = {
  judgeId: "egocentric-activity-understanding@e25513b",
  groundTruthRaw: new Uint8Array(fs.readFileSync(path.join(DEMO, "steps/solve/tests/gt.json"))),
  judgeOptions: { verbs: vocab.verbs, nouns: vocab.nouns, videoFrames: 3600 },
};
scoreBytes(pairing, ledgers[0]); // prepare once, as the server does
const N = 2000;
const t = performance.now();
for (let i = 0; i < N; i++) scoreBytes(pairing, ledgers[i % ledgers.length]);
const inProcess = (performance.now() - t) / N;
console.log(`${"TypeScript port in-process per ledger".padEnd(44)} mean   ${inProcess.toFixed(3).padStart(7)} ms   (${N} runs)`);
console.log(
  `sandboxed / in-process: ${(sandboxed / inProcess).toFixed(0)}x; of the sandboxed time, ${((pyStart / sandboxed) * 100).toFixed(0)}% is sandbox + interpreter start-up`,
);
