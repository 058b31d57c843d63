// The off-thread parse answers what parseTaskFolder answers, refuses a parse over its time budget
// with a reason (never a stall), and reports a parser exception as an error.
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { FG, source, TASKS } from "../__tests__/parse-task-folder-support";
import { parseTaskFolder } from "../parse-task-folder";
import { readTaskFolder } from "../read-folder";
import type { ParseOptions } from "../types";
import { DEFAULT_PARSE_LIMITS, parseTaskFolderOffThread, releaseWarmParseThread, tookTooLong } from "./parse-off-thread";

describe("parseTaskFolderOffThread", () => {
  it("answers exactly what parseTaskFolder answers in this thread (the result survives the crossing)", async () => {
    const files = await readTaskFolder(path.join(TASKS, FG));
    const off = await parseTaskFolderOffThread(FG, files, source(FG), { specCardErrors: "recover" });
    const here = parseTaskFolder(FG, files, source(FG), { specCardErrors: "recover" });
    expect(off.ok).toBe(true);
    expect(isDeepStrictEqual(off, here)).toBe(true);
    // and again on the warm thread, with a fatal error this time (the errors cross too)
    const fatal = await parseTaskFolderOffThread(FG, new Map(), source(FG));
    expect(fatal).toEqual(parseTaskFolder(FG, new Map(), source(FG)));
  });

  it("a parse past its budget is refused with the reason, and the next parse still runs", async () => {
    const files = await readTaskFolder(path.join(TASKS, FG));
    // a budget of 1 ms: the job's round trip to the thread alone takes longer than that
    const refused = await parseTaskFolderOffThread(FG, files, source(FG), {}, { ...DEFAULT_PARSE_LIMITS, timeMs: 1 });
    expect(refused).toEqual({ ok: false, errors: [{ file: "(folder)", reason: tookTooLong(1) }] });
    expect(tookTooLong(60_000)).toBe("parsing the folder took longer than 60 s: refused");
    const next = await parseTaskFolderOffThread(FG, files, source(FG), { specCardErrors: "recover" });
    expect(next.ok).toBe(true);
  });

  it("an exception in the parser rejects with its message", async () => {
    // cast kept: the options schema is what is under test, so an option outside its type is sent on purpose
    const bogus = { specCardErrors: "bogus" } as unknown as ParseOptions;
    await expect(parseTaskFolderOffThread(FG, new Map(), source(FG), bogus)).rejects.toThrow(
      /parsing the folder failed: .*specCardErrors/s,
    );
  });

  it("releaseWarmParseThread ends the thread a parse left warm, once; the next parse starts a new one", async () => {
    releaseWarmParseThread();
    const fatal = await parseTaskFolderOffThread(FG, new Map(), source(FG));
    expect(fatal.ok).toBe(false);
    expect(releaseWarmParseThread()).toBe(true);
    expect(releaseWarmParseThread()).toBe(false);
    const again = await parseTaskFolderOffThread(FG, new Map(), source(FG));
    expect(again).toEqual(fatal);
    expect(releaseWarmParseThread()).toBe(true);
  });
});
