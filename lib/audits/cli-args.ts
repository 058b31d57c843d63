// Arguments of scripts/audit.ts, parsed purely so they can be table-tested.
import { AUDIT_KINDS, type AuditKind } from "./types";

export interface AuditCliRun {
  kind: "run";
  task: string;
  audits: AuditKind[];
  json: boolean;
  /** worker threads for the shortcut sweep; 0 = score in this thread */
  workers: number | null;
  /** generic audits (a folder no port scores): submissions the audits may send to its verifier */
  budget: number | null;
}

export type AuditCliArgs = AuditCliRun | { kind: "help" } | { kind: "error"; message: string };

export const AUDIT_CLI_USAGE = `usage: npm run -s audit -- --task <task-folder> [--audit omission|probes|sweep|versions|sensitivity|all] [--json] [--workers N]

Runs the scorer audits on a task folder (no database): omission (does withholding predictions
raise a score?), probes (structural + offset grid + seeded jitter shortcut sweep, tolerance
boundaries, the oracle's reward surface), sweep (every ledger as each judge tolerance varies),
versions (every ledger under every judge version, and a submission that separates them),
sensitivity (reward vs fraction of events right from the oracle, with the 0.10 bar; blind guesses).
Prints a table, or one JSON object per line with --json.

A folder no TypeScript port scores but that ships its own verifier (steps/solve/tests/test.sh)
gets the generic audits instead: probes derived from the folder's oracle, each one scored by that
verifier in the sandbox (omission, shortcut probes, tolerance boundaries, reward sensitivity,
valid alternatives).

options:
  --task <folder>     the task folder (task.toml, SPEC.md, steps/, calibration/)
  --audit <kind>      one audit, a comma list, or all (default all)
  --json              JSON lines instead of the table
  --workers <N>       threads for the shortcut sweep (default: every core; 0 = this thread)
  --budget <N>        generic audits: submissions sent to the folder's verifier (default: the engine's)
  -h, --help          this text

exit status: 0 no finding fails; 1 a video-free probe reaches the strong-agent bar or withholding
matched answers raises a score (generic audits: any failing finding); 2 bad arguments, an
unreadable task folder, or a verifier that scored none of the probes.`;

export function parseAuditCliArgs(argv: readonly string[]): AuditCliArgs {
  let task: string | undefined;
  let audits: AuditKind[] = [...AUDIT_KINDS];
  let json = false;
  let workers: number | null = null;
  let budget: number | null = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[i + 1];
      if (v === undefined || v.startsWith("--")) return null;
      i += 1;
      return v;
    };
    if (arg === "-h" || arg === "--help") return { kind: "help" };
    else if (arg === "--json") json = true;
    else if (arg === "--task") {
      const v = value();
      if (v === null) return { kind: "error", message: "--task needs a folder" };
      task = v;
    } else if (arg === "--audit") {
      const v = value();
      if (v === null) return { kind: "error", message: `--audit needs one of ${AUDIT_KINDS.join("|")}|all` };
      if (v === "all") audits = [...AUDIT_KINDS];
      else {
        const asked = v.split(",").map((s) => s.trim());
        const unknown = asked.filter((a) => !AUDIT_KINDS.some((k) => k === a));
        if (unknown.length)
          return { kind: "error", message: `unknown audit ${unknown.join(", ")} (known: ${AUDIT_KINDS.join(", ")}, all)` };
        audits = AUDIT_KINDS.filter((k) => asked.includes(k));
      }
    } else if (arg === "--workers") {
      const v = value();
      if (v === null || !/^\d+$/.test(v) || Number(v) > 256) return { kind: "error", message: "--workers needs a whole number 0..256" };
      workers = Number(v);
    } else if (arg === "--budget") {
      const v = value();
      if (v === null || !/^\d+$/.test(v) || Number(v) < 1 || Number(v) > 20_000)
        return { kind: "error", message: "--budget needs a whole number 1..20000" };
      budget = Number(v);
    } else return { kind: "error", message: `unknown argument ${arg}` };
  }
  if (!task) return { kind: "error", message: "--task <task-folder> is required" };
  return { kind: "run", task, audits, json, workers, budget };
}
