// Rows that name a task only indirectly, one set on each of the matrix's two tasks: a Media row, a
// JobRun (both through their revision), contributor-submitted calibration rows (one per entry that
// decides on one) and a stored trajectory with steps. Every on-task entry is called about these real
// rows, so an allowed call is never answered "not found" (the matrix counts that as a failure on
// the own task), and own vs other task, and a token scoped to one task asking about the other's,
// are real cases.
import crypto from "node:crypto";
import type { PrismaClient } from "../../generated/prisma/client";
import { createRun } from "../../jobs/run-store";
import { claudeInit, claudeResult, claudeUser, encodeLines } from "../../rollouts/__fixtures__/hand-made";
import type { Harness } from "./harness";
import { createTestMedia } from "./media-rows";

/** The entries that decide on a submitted row: each gets its own, so one entry's decision is not another's conflict. */
export type DecidingEntry = "accept" | "reject" | "route";

interface TaskRows {
  mediaId: string;
  runId: string;
  /** submitted rows not yet handed to a call, per entry */
  submittedRowIds: Record<DecidingEntry, string[]>;
  rolloutId: string;
}

// every call of a deciding entry gets a row no call has decided yet, so each allowed call really
// decides (whatever the order): 5 actors, and 3 token scopes on the route, per task
const ROWS_PER_ENTRY = 10;

// by database: a test may call entries with a copy of the harness (other headers), same rows
const seeded = new WeakMap<Harness["db"], Map<string, TaskRows>>();

// a small file of the repo as the media's local copy (relative: resolved from the working directory),
// so reading the media answers with bytes, not "no local copy"
const SERVED_COPY = "prisma/fixtures/tasks/demo-shapes-activity/environment/vocabulary.json";

/** Call once per harness, before the matrix counts rows. No sha256: an upload is refused before any byte reaches the disk. */
export async function seedMatrixTaskRows(h: Harness): Promise<void> {
  const rows = new Map<string, TaskRows>();
  for (const taskId of [h.ownTask, h.otherTask]) {
    const mediaId = await createTestMedia(h.db.prisma, taskId, { localPath: SERVED_COPY });
    const { revisionId } = await h.db.prisma.media.findUniqueOrThrow({ where: { id: mediaId } });
    const run = await createRun(h.db.prisma, { kind: "matrix:noop", params: {}, revisionId, actorId: null, judgeId: null });
    const submittedRowIds: Record<DecidingEntry, string[]> = { accept: [], reject: [], route: [] };
    let ordinal = 0;
    for (const ids of Object.values(submittedRowIds))
      for (let i = 0; i < ROWS_PER_ENTRY; i++) ids.push(await submittedRow(h.db.prisma, revisionId, ++ordinal));
    rows.set(taskId, { mediaId, runId: run.id, submittedRowIds, rolloutId: await rolloutWithSteps(h.db.prisma, revisionId) });
  }
  seeded.set(h.db, rows);
}

export function matrixRowsOf(h: Harness, taskId: string): TaskRows {
  const rows = seeded.get(h.db)?.get(taskId);
  if (!rows) throw new Error(`no matrix rows on ${taskId}: call seedMatrixTaskRows(h) in beforeAll`);
  return rows;
}

/** A submitted row of the task that no earlier call has been given. */
export function takeSubmittedRow(h: Harness, taskId: string, entry: DecidingEntry): string {
  const id = matrixRowsOf(h, taskId).submittedRowIds[entry].shift();
  if (!id) throw new Error(`more than ${ROWS_PER_ENTRY} calls of the ${entry} entry on ${taskId}: seed more rows`);
  return id;
}

async function submittedRow(prisma: PrismaClient, revisionId: string, ordinal: number): Promise<string> {
  const row = await prisma.calibrationRow.create({
    data: {
      revisionId,
      ordinal,
      kind: "agent",
      harness: "Matrix CLI",
      harnessRaw: "Matrix CLI",
      condition: "full",
      conditionLabel: "full",
      claimedScore: 0.1,
      claimedScoreText: "0.1",
      claimedTurnsText: "",
      status: "official",
      notes: "",
      sourceFile: "calibration/scores.md",
      sourceTable: "Agent calibration",
      sourceLine: ordinal,
      cells: {},
      findings: [],
      submissionState: "submitted",
    },
  });
  return row.id;
}

async function rolloutWithSteps(prisma: PrismaClient, revisionId: string): Promise<string> {
  const bytes = encodeLines([claudeInit(), claudeUser("solve it"), claudeResult()]);
  const rollout = await prisma.rollout.create({
    data: {
      revisionId,
      path: "calibration/rollouts/matrix.jsonl",
      origin: "upload",
      raw: Buffer.from(bytes),
      sha256: crypto.createHash("sha256").update(bytes).digest("hex"),
      byteLength: bytes.byteLength,
      format: "claude-code",
      summary: {},
    },
  });
  return rollout.id;
}
