// The embedded database runs with the small buffer pool openDatabase asks for (PGLITE_CONF), on a
// data dir and in memory: the setting is what keeps each process's RSS down (bench:memory).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";

describe("PGlite settings", () => {
  it.each(["memory", "dir"])(
    "shared_buffers is 4MB (%s)",
    async (where) => {
      const dir = where === "dir" ? fs.mkdtempSync(path.join(os.tmpdir(), "vbench-pglite-conf-")) : null;
      const db = await openDatabase(dir ? `pglite:${dir}` : "pglite:memory");
      try {
        expect(await db.sql.query<{ shared_buffers: string }>("SHOW shared_buffers")).toEqual([{ shared_buffers: "4MB" }]);
      } finally {
        await db.close();
        if (dir) fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
