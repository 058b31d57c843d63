// Raw bytes (ledgers, trajectories, artifacts) round-trip exactly on both databases: every byte
// value, an empty file, and a large one. On PGlite bytea parameters are sent as binary
// (lib/db/client.ts byteaParam), so this pins that path against the hex one it replaced.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "./__tests__/test-databases";
import type { Database } from "./client";

const everyByte = new Uint8Array(Array.from({ length: 512 }, (_, i) => i % 256));
const large = crypto.randomBytes(8 * 1024 * 1024);

for (const kind of testDatabaseKinds()) {
  describe(`bytea round trip on ${kind.name}`, () => {
    let db: Database & { drop(): Promise<void> };
    let revisionId: string;
    beforeAll(async () => {
      db = await kind.open();
      await db.prisma.task.create({ data: { id: "bytes-task", family: "demo", title: "bytes" } });
      const revision = await db.prisma.taskRevision.create({
        data: {
          taskId: "bytes-task",
          contentSha256: "0",
          source: "test",
          sourceKind: "folder",
          instructionText: "",
          instructionSha256: "0",
          instructionBytes: 0,
          taskTomlRaw: "",
          taskToml: {},
          vocabularies: {},
          unparsedNotes: [],
          findings: [],
          groundTruthRaw: everyByte,
        },
      });
      revisionId = revision.id;
    });
    afterAll(async () => db.drop());

    it.each([
      ["every byte value", everyByte],
      ["an empty file", new Uint8Array(0)],
      ["8 MiB of random bytes", new Uint8Array(large)],
    ])("%s", async (_name, bytes) => {
      const path = `calibration/${_name.replace(/\W/g, "-")}.bin`;
      const sha256 = crypto.createHash("sha256").update(bytes).digest("hex");
      await db.prisma.artifact.create({ data: { revisionId, path, kind: "other", raw: bytes, sha256, byteLength: bytes.length } });
      const back = await db.prisma.artifact.findUniqueOrThrow({ where: { revisionId_path: { revisionId, path } } });
      expect(back.raw.length).toBe(bytes.length);
      expect(crypto.createHash("sha256").update(back.raw).digest("hex")).toBe(sha256);
    });

    it("refuses a value that is not bytes", async () => {
      await expect(
        db.prisma.artifact.create({
          data: { revisionId, path: "x", kind: "other", raw: "not bytes" as never, sha256: "0", byteLength: 0 },
        }),
      ).rejects.toThrow();
    });
  });
}
