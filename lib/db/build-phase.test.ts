// `next build` must never open the database (lib/db/client.ts buildPhaseRefusal): a build worker
// that opened PGlite held its one-process lock while `npm start` went on to open the same dir.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildPhaseRefusal, openDatabase } from "./client";

describe("opening the database during next build", () => {
  it.each([
    ["phase-production-build", true],
    ["phase-production-server", false],
    ["phase-development-server", false],
    [undefined, false],
  ])("NEXT_PHASE=%s refused: %s", (phase, refused) => {
    expect(buildPhaseRefusal(phase) !== null).toBe(refused);
  });

  const saved = process.env.NEXT_PHASE;
  afterEach(() => {
    if (saved === undefined) delete process.env.NEXT_PHASE;
    else process.env.NEXT_PHASE = saved;
  });

  it("openDatabase throws under the build phase and creates nothing", async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "vbench-build-phase-")), "pglite");
    process.env.NEXT_PHASE = "phase-production-build";
    await expect(openDatabase(`pglite:${dir}`)).rejects.toThrow(/opened during `next build`/);
    expect(fs.existsSync(dir)).toBe(false);
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });
});
