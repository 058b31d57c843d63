// `npm run -s bench:cli`: whole-process start-up of the prebuilt CLIs (dist/cli, built first when
// stale), each on one ledger (or its cheapest real command), against `node -e 0` and
// `python3 -c pass`, run in turn (CLI, node, python, CLI, ...) so a pair shares the machine's load.
// Prints medians and the median of the per-pair ratios; the last line is the judge on one ledger,
// the slowest family's median (goal, issue 21: < 150 ms, no slower than the Python original).
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { SUPPORTED_JUDGE_IDS } from "../lib/judges/judge-table";
import { ensureClisBuilt, OUT_DIR, ROOT } from "./lib/cli-bundle.mjs";

const ROUNDS = Number(process.env.BENCH_CLI_ROUNDS ?? 11);
const CORPUS = path.join(ROOT, "lib/judges/__fixtures__/parity");
const FG_TASK = "prisma/fixtures/tasks/flightgear-atc-clearance-compliance-ledger";

interface Case {
  name: string;
  argv: string[];
}

const cli = (name: string, ...args: string[]) => [process.execPath, path.join(OUT_DIR, `${name}.mjs`), ...args];

function judgeCase(id: string): Case {
  const dir = path.join(CORPUS, id);
  const ledger = readdirSync(path.join(dir, "cases")).includes("oracle.json")
    ? "oracle.json"
    : readdirSync(path.join(dir, "cases")).sort()[0];
  return {
    name: `judge ${id}`,
    argv: cli("judge", "--judge", id, "--ground-truth", path.join(dir, "ground_truth.json"), path.join(dir, "cases", ledger)),
  };
}

const CASES: Case[] = [
  ...SUPPORTED_JUDGE_IDS.map(judgeCase),
  {
    name: "rollout audit (one trajectory)",
    argv: cli("rollout", "audit", `${FG_TASK}/calibration/rollouts/antigravity-gemini-3.6-flash-high.jsonl`),
  },
  { name: "audit --help", argv: cli("audit", "--help") },
  { name: "import --help", argv: cli("import", "--help") },
  { name: "task-judge --help", argv: cli("task-judge", "--help") },
  { name: "worker --help", argv: cli("worker", "--help") },
  { name: "vbench-review --help", argv: cli("vbench-review", "--help") },
];
const NODE = [process.execPath, "-e", "0"];
// the interpreter itself, not what `python3` on PATH may be (a pyenv shim is a shell script that
// runs pyenv first: ~0.3 s more per start, which would flatter every CLI measured against it)
const PYTHON_EXE = spawnSync("python3", ["-c", "import sys; print(sys.executable)"], { encoding: "utf8" }).stdout.trim() || "python3";
const PYTHON = [PYTHON_EXE, "-c", "pass"];

function wallMs(argv: string[]): number {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(argv[0], argv.slice(1), { cwd: ROOT, stdio: ["ignore", "ignore", "pipe"] });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.error) throw r.error;
  if (r.status !== 0 && r.status !== 1) throw new Error(`${argv.join(" ")} exited ${r.status}: ${r.stderr}`);
  return ms;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

interface Row {
  name: string;
  cliMs: number;
  nodeMs: number;
  pythonMs: number;
  vsNode: number;
  vsPython: number;
}

function measure(c: Case): Row {
  // one warm-up of each: file cache and the kernel's page cache, not counted
  wallMs(c.argv);
  wallMs(NODE);
  wallMs(PYTHON);
  const a: number[] = [];
  const n: number[] = [];
  const p: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    a.push(wallMs(c.argv));
    n.push(wallMs(NODE));
    p.push(wallMs(PYTHON));
  }
  return {
    name: c.name,
    cliMs: median(a),
    nodeMs: median(n),
    pythonMs: median(p),
    vsNode: median(a.map((x, i) => x / n[i])),
    vsPython: median(a.map((x, i) => x / p[i])),
  };
}

await ensureClisBuilt();
const rows = CASES.map(measure);
const table = [["command (node dist/cli/...)", "ms", "node -e 0", "python3 -c pass", "/node", "/python"]];
for (const r of rows) {
  table.push([r.name, r.cliMs.toFixed(0), r.nodeMs.toFixed(0), r.pythonMs.toFixed(0), r.vsNode.toFixed(2), r.vsPython.toFixed(2)]);
}
const widths = table[0].map((_, i) => Math.max(...table.map((r) => r[i].length)));
for (const r of table) console.log("  " + r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  "));
console.log(
  `  medians of ${ROUNDS} paired rounds (CLI, node, python in turn); ratios are medians of the per-round ratios; python: ${PYTHON_EXE}`,
);
const slowestJudge = rows.filter((r) => r.name.startsWith("judge ")).sort((x, y) => y.cliMs - x.cliMs)[0];
console.log(
  `bench:cli: judge one ledger ${slowestJudge.cliMs.toFixed(0)} ms, node -e 0 ${slowestJudge.nodeMs.toFixed(0)} ms, ratio ${slowestJudge.vsNode.toFixed(2)}`,
);
