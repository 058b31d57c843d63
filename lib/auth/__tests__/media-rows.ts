// A minimal revision with one Media row on a task, for tests of the media routes and actions
// (the importer would need a whole task folder; these tests are about the media record alone).
import crypto from "node:crypto";
import type { Prisma, PrismaClient } from "../../generated/prisma/client";
import { JOB_KINDS } from "../../job-kinds/table";
import { executeRun } from "../../jobs/execute-run";
import { createRun, getRun } from "../../jobs/run-store";
import { MEDIA_FETCH_KIND } from "../../media/media-fetch-params";
import type { Harness } from "./harness";

export async function createTestMedia(
  prisma: PrismaClient,
  taskId: string,
  media: Omit<Prisma.MediaUncheckedCreateInput, "revisionId" | "sources"> = {},
): Promise<string> {
  const rev = await prisma.taskRevision.create({
    data: {
      taskId,
      contentSha256: crypto.randomBytes(32).toString("hex"), // a revision per call: content is unique per task
      source: "test",
      sourceKind: "test",
      instructionText: "",
      instructionSha256: "0".repeat(64),
      instructionBytes: 0,
      taskTomlRaw: "",
      taskToml: {},
      groundTruthPath: "gt.json",
      groundTruthRaw: Buffer.from("{}"),
      groundTruthSha256: "0".repeat(64),
      vocabularies: {},
      unparsedNotes: [],
      findings: [],
    },
  });
  return (await prisma.media.create({ data: { ...media, revisionId: rev.id, sources: {} } })).id;
}

/** Runs the "fetch pinned media" job for a Media row to its end, in this process; returns the finished run. */
export async function runMediaFetchJob(db: Harness["db"], mediaId: string) {
  const run = await createRun(db.prisma, { kind: MEDIA_FETCH_KIND, params: { mediaId }, revisionId: null, actorId: null, judgeId: null });
  await executeRun(db, run.id, "test-worker", new Map(), (k) => JOB_KINDS[k]);
  return (await getRun(db.prisma, run.id))!;
}
