// A minimal revision with one Media row on a task, for tests of the media routes and actions
// (the importer would need a whole task folder; these tests are about the media record alone).
import crypto from "node:crypto";
import type { Prisma, PrismaClient } from "../../generated/prisma/client";

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
