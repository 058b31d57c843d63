// npm run -s bench:text — every parser of contributor text on the worst inputs we can construct
// (lib/importers/__tests__/hostile-text.ts), at 16 KB, 256 KB and 1 MB: time per KB at each size
// and the growth ratio (time at 1 MB / time at 16 KB / 64; about 1 means linear, 16 would be a
// quadratic parser's). Both sides of every ratio are measured in this run. Exits 1 when a parser
// grows super-linearly (ratio over MAX_RATIO) or spends more than its budget per KB at 1 MB.
// A parser already super-linear at 256 KB is not run at 1 MB (it could take hours): it fails.
//   --only <text>   run the parsers whose name contains it
import path from "node:path";
import { docConstantFindings } from "../lib/contract/doc-constants";
import { proseRanges } from "../lib/contract/code-prose";
import { capStatements } from "../lib/contract/cap-statements";
import { toleranceStatements } from "../lib/contract/tolerance-statements";
import { weightStatements } from "../lib/contract/weight-statements";
import { HOSTILE_INPUTS, type HostileInput } from "../lib/importers/__tests__/hostile-text";
import { applyHarnessProse, readHarnessSections } from "../lib/importers/harness-prose";
import { parseTaskFolder } from "../lib/importers/parse-task-folder";
import { liftRowFlags } from "../lib/importers/provenance-flags/lift-flags";
import { taskVerdictOf } from "../lib/importers/provenance-flags/task-verdict";
import { readTaskFolder } from "../lib/importers/read-folder";
import { parseMarkdown } from "../lib/importers/scores-md/markdown-tables";
import { parseScoresMd } from "../lib/importers/scores-md/parse-scores-md";
import { parseSpecMd } from "../lib/importers/spec-card";
import type { CalibrationRow } from "../lib/importers/types";
import type { ScoringNumber } from "../lib/judges/scoring-contract";

const KB = 1024;
const SIZES = [16 * KB, 256 * KB, 1024 * KB];
/** 1 MB time / 16 KB time / 64 above this is super-linear (a quadratic parser gives about 64). */
const MAX_RATIO = 4;
/** Per-KB budget at 1 MB unless a parser says otherwise: 1 MB of hostile text in 5 s on a busy 2-core machine. */
const DEFAULT_BUDGET_MS_PER_KB = 5;
/**
 * Growth is judged only where there is time to judge: below this many milliseconds at the larger
 * size the parser is fast whatever its curve, and the ratio of two sub-millisecond timings is noise.
 */
const MIN_JUDGED_MS = 100;
/** Small inputs are timed over repeated runs until this much time has passed (timer resolution, JIT). */
const MIN_SAMPLE_MS = 200;

const enc = (s: string) => new TextEncoder().encode(s);
const FG = path.resolve(import.meta.dirname, "../prisma/fixtures/tasks/flightgear-atc-clearance-compliance-ledger");

interface Parser {
  name: string;
  run(text: string): unknown;
  budgetMsPerKb?: number;
}

async function parsers(): Promise<Parser[]> {
  const fgFiles = await readTaskFolder(FG);
  const fg = parseTaskFolder("fg", fgFiles, { kind: "fixture", location: FG }, { specCardErrors: "recover" });
  const rows: CalibrationRow[] = fg.ok ? fg.task.rows : [];
  const weights: ScoringNumber[] = [
    { kind: "weight", key: "items_collected", label: "items", unit: "weight", value: 0.3, names: ["items"] },
    { kind: "weight", key: "explosions", label: "explosions", unit: "weight", value: 0.15 },
  ];
  const withFile = (file: string, text: string) => new Map([[file, enc(text)]]);
  const fgWith = (file: string, text: string) => new Map([...fgFiles, [file, enc(text)]]);
  const row = rows.find((r) => r.kind === "agent") ?? rows[0];
  return [
    { name: "provenance lifter: scores.md", run: (t) => liftRowFlags(rows, withFile("calibration/scores.md", t)) },
    { name: "provenance lifter: calibration README", run: (t) => liftRowFlags(rows, withFile("calibration/README.md", t)) },
    { name: "provenance lifter: run manifest JSON", run: (t) => liftRowFlags(rows, withFile("calibration/rollouts/manifest.json", t)) },
    { name: "task verdict (scores.md)", run: (t) => taskVerdictOf(new Map([["calibration/scores.md", enc(t)]])) },
    {
      name: "harness prose (README sections)",
      run: (t) => {
        const files = new Map([["calibration/README.md", enc(t)]]);
        return row && applyHarnessProse({ ...row, wrapped: null, networkPosture: null }, files, readHarnessSections(files));
      },
    },
    { name: "scores.md tables", run: (t) => parseScoresMd(t) },
    { name: "markdown tables (mdast)", run: (t) => parseMarkdown(t) },
    { name: "SPEC card (yaml, recover)", run: (t) => parseSpecMd(enc("# Spec\n\n```yaml\n" + t + "\n```\n"), "recover") },
    { name: "SPEC prose", run: (t) => parseSpecMd(enc(t), "recover") },
    { name: "contract: cap statements", run: (t) => capStatements(t) },
    { name: "contract: tolerance statements", run: (t) => toleranceStatements(t) },
    { name: "contract: weight statements", run: (t) => weightStatements(t, weights) },
    { name: "contract: prose ranges of code", run: (t) => proseRanges("judge.py", t) },
    {
      name: "contract: doc constants",
      run: (t) =>
        docConstantFindings([
          { path: "judge.py", text: t },
          { path: "README.md", text: t },
        ]),
    },
    {
      name: "whole folder parse (FG, scores.md replaced)",
      run: (t) => parseTaskFolder("fg", fgWith("calibration/scores.md", t), { kind: "fixture", location: FG }),
      budgetMsPerKb: 4,
    },
  ];
}

/** Milliseconds one run of `parser` on `text` takes (small inputs: the mean over repeated runs). */
function timeOf(parser: Parser, text: string): number {
  let runs = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    parser.run(text);
    runs++;
    elapsed = performance.now() - start;
  } while (elapsed < MIN_SAMPLE_MS && text.length < 256 * KB);
  // (a 256 KB or 1 MB input is long enough to time once)
  return elapsed / runs;
}

interface Outcome {
  parser: string;
  input: string;
  msPerKb: (number | null)[];
  ratio: number;
  failed: string | null;
}

/** A parser's cost on an empty text (the rest of the folder, set-up): taken off every measurement. */
const baselines = new Map<Parser, number>();

function measure(parser: Parser, input: HostileInput): Outcome {
  const texts = SIZES.map((bytes) => input.make(bytes));
  parser.run(texts[0]); // warm-up: the first call pays for compiling the parser
  if (!baselines.has(parser)) baselines.set(parser, timeOf(parser, ""));
  const base = baselines.get(parser)!;
  const timed = (text: string) => Math.max(0.001, timeOf(parser, text) - base);
  const ms: (number | null)[] = [timed(texts[0]), timed(texts[1])];
  const growth256 = ms[1]! / ms[0]! / (texts[1].length / texts[0].length);
  if (growth256 > MAX_RATIO && ms[1]! >= 10 * MIN_JUDGED_MS) {
    ms.push(null);
    return {
      parser: parser.name,
      input: input.name,
      msPerKb: perKb(ms, texts),
      ratio: growth256,
      failed: `super-linear already at 256 KB (x${growth256.toFixed(1)}); 1 MB not run`,
    };
  }
  ms.push(timed(texts[2]));
  const ratio = ms[2]! / ms[0]! / (texts[2].length / texts[0].length);
  const budget = parser.budgetMsPerKb ?? DEFAULT_BUDGET_MS_PER_KB;
  const at1mb = ms[2]! / (texts[2].length / KB);
  const failed =
    ratio > MAX_RATIO && ms[2]! >= MIN_JUDGED_MS
      ? `super-linear (x${ratio.toFixed(1)})`
      : at1mb > budget
        ? `${at1mb.toFixed(2)} ms/KB over the budget of ${budget}`
        : null;
  return { parser: parser.name, input: input.name, msPerKb: perKb(ms, texts), ratio, failed };
}

const perKb = (ms: (number | null)[], texts: string[]) => ms.map((m, i) => (m === null ? null : m / (texts[i].length / KB)));
const cell = (v: number | null) => (v === null ? "—" : v < 0.01 ? v.toFixed(4) : v.toFixed(3)).padStart(9);

async function main() {
  const only = process.argv.indexOf("--only");
  const filter = only >= 0 ? process.argv[only + 1] : null;
  const all = (await parsers()).filter((p) => filter === null || p.name.includes(filter));
  console.log(
    `bench:text — ms per KB at 16 KB / 256 KB / 1 MB, and growth (1 MB ÷ 16 KB ÷ 64; 1 = linear, fail over ${MAX_RATIO} when 1 MB takes ${MIN_JUDGED_MS} ms or more)`,
  );
  const failures: Outcome[] = [];
  for (const parser of all) {
    console.log(
      `\n${parser.name} (budget ${parser.budgetMsPerKb ?? DEFAULT_BUDGET_MS_PER_KB} ms/KB at 1 MB; less its cost on an empty text)`,
    );
    let worst = 0;
    for (const input of HOSTILE_INPUTS) {
      const o = measure(parser, input);
      worst = Math.max(worst, o.ratio);
      if (o.failed) failures.push(o);
      console.log(
        `  ${input.name.padEnd(38)} ${o.msPerKb.map(cell).join(" ")}   x${o.ratio.toFixed(2)}${o.failed ? `   FAIL: ${o.failed}` : ""}`,
      );
    }
    console.log(`  worst growth x${worst.toFixed(2)}`);
  }
  console.log(`\n${all.length} parsers x ${HOSTILE_INPUTS.length} inputs: ${failures.length} failing`);
  for (const f of failures) console.log(`  FAIL ${f.parser} / ${f.input}: ${f.failed}`);
  process.exitCode = failures.length > 0 ? 1 : 0;
}

await main();
