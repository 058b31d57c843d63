// Hostile judges in the real sandbox, run in this process (the sandbox is the same code the server
// runs): each fixture judge × two solutions (an empty object and 1 MB of junk). Only `escape`
// (which reports what it could reach) and `logs-bytes` (which stays under the /logs cap) may end
// `scored`; an escape that reached anything is a finding. `verifierJobFamily` sends the same judges
// through the server's own task-judge job.
import fs from "node:fs";
import path from "node:path";
import { fixtureFiles } from "../../lib/sandbox/__tests__/load-fixture";
import { DEFAULT_LIMITS } from "../../lib/sandbox/limits";
import { probeSandbox } from "../../lib/sandbox/probe";
import { runVerifier } from "../../lib/sandbox/run-verifier";
import { tarGz, type TarEntry } from "./containers";
import { formPost, type Ctx } from "./context";
import { followRun } from "./family-webhook";
import { encodeText } from "./mutations";

const JUDGES = [
  "crash",
  "loop",
  "sleep",
  "alloc",
  "network",
  "escape",
  "etc-passwd",
  "print-100mb",
  "no-reward",
  "bad-reward",
  "logs-bytes",
  "logs-files",
];
const MAY_SCORE = new Set(["escape", "logs-bytes"]);

export async function verifierFamily(ctx: Ctx): Promise<number> {
  if (!probeSandbox().ok) return 0;
  let runs = 0;
  for (const judge of JUDGES)
    for (const [what, solution] of [
      ["{}", encodeText("{}")],
      ["1 MB of junk", new Uint8Array(1024 * 1024).fill(0x7b)],
    ] as const) {
      const r = await runVerifier({
        files: fixtureFiles(judge),
        solution,
        solutionTarget: "/workspace/output/solution.json",
        limits: { ...DEFAULT_LIMITS, wallMs: 10_000, cpuSeconds: 3, logsBytes: 16 * 1024 * 1024, logsFiles: 500 },
      });
      runs += 1;
      const escapes = judge === "escape" ? ((r.rewardObject as { escapes?: string[] } | null)?.escapes ?? []) : [];
      const finding = escapes.length
        ? `escape reached ${JSON.stringify(escapes)}`
        : r.status === "scored" && !MAY_SCORE.has(judge)
          ? `${judge} with ${what} scored ${r.reward}`
          : undefined;
      ctx.probe.record("verifiers", finding, `${r.reason}\n${r.stderrTail}`);
    }
  return runs;
}

const JOB_FAMILY = "verifier jobs";
const SKELETON = path.resolve("lib/sandbox/__fixtures__/verifiers/task");
/** a hostile judge's own limit: long enough to start python, short enough for `loop` and `sleep` */
const JOB_TIMEOUT_SEC = 10;

/** A never-seen family's task folder whose shipped verifier is the hostile judge, as a .tar.gz. */
function hostileVerifierTask(judge: string): { id: string; archive: Buffer } {
  const id = `hostile-verifier-${judge}`;
  const entries: TarEntry[] = [];
  const walk = (dir: string) => {
    for (const d of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, d.name);
      if (d.isDirectory()) walk(full);
      else entries.push({ name: `${id}/${path.relative(SKELETON, full)}`, data: new Uint8Array(fs.readFileSync(full)) });
    }
  };
  walk(SKELETON);
  const toml = entries.find((e) => e.name === `${id}/task.toml`)!;
  toml.data = encodeText(
    Buffer.from(toml.data!)
      .toString("utf8")
      .replace(/^name = .*$/m, `name = "bench/${id}"`)
      .replace(/^timeout_sec = .*$/m, `timeout_sec = ${JOB_TIMEOUT_SEC}.0`),
  );
  for (const [name, data] of fixtureFiles(judge)) entries.push({ name: `${id}/steps/solve/tests/${name}`, data });
  return { id, archive: tarGz(entries) };
}

/**
 * The same hostile judges through the server: each shipped as a never-seen family's verifier in a
 * new task's archive (a maintainer's upload), which queues the task-judge job; followed through
 * /api/jobs. A hostile verifier's job must end within its budget, and never read "succeeded" for a
 * judge that cannot score (a job that scored nothing fails).
 */
export async function verifierJobFamily(ctx: Ctx): Promise<void> {
  if (!probeSandbox().ok) return;
  for (const judge of JUDGES) {
    const { id, archive } = hostileVerifierTask(judge);
    let runId: string | null = null;
    await ctx.probe.send({
      family: JOB_FAMILY,
      what: `${judge}: the task archive`,
      expect: "allowed",
      url: "/api/tasks",
      init: formPost(ctx, [{ name: "archive", filename: `${id}.tar.gz`, bytes: archive }], ctx.target.cookies.maintainer),
      budgetMs: ctx.budgetMs,
      onAnswer: (status, body) => {
        if (status === 201) runId = (JSON.parse(body) as { verifierRunId?: string | null }).verifierRunId ?? null;
      },
    });
    if (runId === null) {
      ctx.probe.record(JOB_FAMILY, `${judge}: no verifier job was queued for the new task`, "", "outcomes");
      continue;
    }
    const budgetMs = ctx.budgetMs * 4;
    const { run, tookMs } = await followRun(ctx, runId, budgetMs);
    const stored = `${run?.status ?? ""} ${run?.error ?? ""}`;
    if (!run || run.status === "queued" || run.status === "running")
      ctx.probe.record(
        JOB_FAMILY,
        `${judge}: still ${run?.status ?? "unreadable"} after ${(tookMs / 1000).toFixed(0)} s`,
        stored,
        "stalls",
      );
    else if (run.status === "succeeded" && !MAY_SCORE.has(judge))
      ctx.probe.record(JOB_FAMILY, `${judge}: the job says succeeded`, stored, "wronglyAllowed");
    else ctx.probe.record(JOB_FAMILY, undefined, stored);
  }
}
