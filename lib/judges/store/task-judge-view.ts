// What the task page's "Task's own judge" section shows: can this server run a sandbox (and if
// not, exactly why and how to enable it), the revision's verifier, its latest run, and the
// cross-check of its stored scores against the TypeScript port the gates use.
import { z } from "zod";
import type { PrismaClient } from "../../generated/prisma/client";
import { listRuns } from "../../jobs/run-store";
import { probeSandbox } from "../../sandbox/probe";
import { loadTaskVerifier } from "./task-judge";
import { crossCheckRevision } from "./task-judge-cross-check";
import type { TaskJudgeView } from "../../sandbox/agreement";

export type { TaskJudgeView };
import { TASK_JUDGE_KIND } from "./task-judge-params";

const HeadlineSchema = z.looseObject({ headline: z.string() });

/** A finished run's one line: its results' headline, or the failure (which says "ran, scored nothing: …" when it ran). */
function headlineOf(run: { status: string; results: unknown; error: string | null } | null): string | null {
  if (!run || run.status === "queued" || run.status === "running") return null;
  const parsed = HeadlineSchema.safeParse(run.results);
  return parsed.success ? parsed.data.headline : run.error;
}

export async function getTaskJudgeView(prisma: PrismaClient, revisionId: string): Promise<TaskJudgeView> {
  const [loaded, runs, primary] = await Promise.all([
    loadTaskVerifier(prisma, revisionId),
    listRuns(prisma, { revisionId, kind: TASK_JUDGE_KIND }, 1),
    prisma.judgePairing.findFirst({ where: { revisionId, isPrimary: true }, select: { judgeId: true } }),
  ]);
  const verifier = loaded.ok
    ? {
        ok: true as const,
        judgeId: loaded.verifier.judgeId,
        fileNames: [...loaded.verifier.files.keys()],
        solutionTarget: loaded.verifier.solutionTarget,
        wallSeconds: loaded.verifier.limits.wallMs / 1000,
      }
    : { ok: false as const, reason: loaded.reason };
  const crossCheck = loaded.ok ? await crossCheckRevision(prisma, revisionId, loaded.verifier.judgeId) : null;
  return {
    sandbox: probeSandbox(),
    verifier,
    latestRun: runs[0] ?? null,
    crossCheck: crossCheck && crossCheck.ledgers.length ? crossCheck : null,
    gatesJudgeId: primary?.judgeId ?? null,
    latestHeadline: headlineOf(runs[0] ?? null),
  };
}
