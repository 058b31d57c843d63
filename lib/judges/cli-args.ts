// Argument parsing for scripts/judge.ts, kept pure so it can be table-tested.

export interface JudgeCliRun {
  kind: "run";
  judgeId: string;
  groundTruth: string;
  events: boolean;
  files: string[];
}

export type JudgeCliArgs = JudgeCliRun | { kind: "help" } | { kind: "error"; message: string };

export const JUDGE_CLI_USAGE = `usage: bin/judge --judge <judge-id> --ground-truth <gt.json> [--events] <solution.json>...
       (or npm run -s judge -- <the same arguments>)

Scores each solution file with one judge version and prints one JSON object per line, in argument
order: {"file": "<path as given>", "reward": {...reward.json...}, "reason": "...", "events": [...]}.
"events" (the per-clearance / race / action breakdown) only with --events. Numbers are written as
Python's json.dumps writes them (NaN, Infinity), so a Python reader gets them back.

options:
  --judge <id>            judge version, e.g. flightgear-atc-clearance-compliance-ledger@cbfc22d
  --ground-truth <path>   the ground-truth file that judge reads
  --events                include the event breakdown
  -h, --help              this text

exit status: 0 every file was scored (whatever it contained); 1 a judge failed internally on some
file (its line still says reward 0); 2 bad arguments, unknown judge, unreadable file or invalid
ground truth (one line on stderr, nothing scored).`;

export function parseJudgeCliArgs(argv: readonly string[]): JudgeCliArgs {
  let judgeId: string | undefined;
  let groundTruth: string | undefined;
  let events = false;
  const files: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--") {
      files.push(...argv.slice(i + 1));
      break;
    }
    if (arg === "-h" || arg === "--help") return { kind: "help" };
    if (arg === "--events") {
      events = true;
      continue;
    }
    const [name, inline] = splitOption(arg);
    if (name === "--judge" || name === "--ground-truth") {
      const value = inline ?? argv[++i];
      if (value === undefined || value === "") return { kind: "error", message: `${name} needs a value` };
      if (name === "--judge") judgeId = value;
      else groundTruth = value;
      continue;
    }
    if (arg.startsWith("-") && arg !== "-") return { kind: "error", message: `unknown option ${arg} (see --help)` };
    files.push(arg);
  }
  if (judgeId === undefined) return { kind: "error", message: "missing --judge <judge-id> (see --help)" };
  if (groundTruth === undefined) return { kind: "error", message: "missing --ground-truth <gt.json> (see --help)" };
  if (files.length === 0) return { kind: "error", message: "no solution files given (see --help)" };
  return { kind: "run", judgeId, groundTruth, events, files };
}

/** "--judge=x" -> ["--judge", "x"]; "--judge" -> ["--judge", undefined] */
function splitOption(arg: string): [string, string | undefined] {
  const eq = arg.indexOf("=");
  return arg.startsWith("--") && eq > 0 ? [arg.slice(0, eq), arg.slice(eq + 1)] : [arg, undefined];
}
