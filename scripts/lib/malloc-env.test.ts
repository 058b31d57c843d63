// The malloc settings for next-server (malloc-env.mjs): added to the environment, never overriding
// what the operator set; `npm start`'s script sets the same before node starts, so its process may
// become next-server itself (scripts/start.mjs).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_MALLOC_ENV, mallocSetAtStart, withServerMalloc } from "./malloc-env.mjs";

describe("withServerMalloc", () => {
  it.each([
    ["an environment without them", { PORT: "3000" }, { PORT: "3000", MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" }],
    ["an operator's own arena count", { MALLOC_ARENA_MAX: "4" }, { MALLOC_ARENA_MAX: "4", MALLOC_MMAP_THRESHOLD_: "131072" }],
    ["an operator's own threshold", { MALLOC_MMAP_THRESHOLD_: "65536" }, { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "65536" }],
  ])("%s", (_, env, expected) => expect(withServerMalloc(env)).toEqual(expected));

  it("leaves the caller's object alone", () => {
    const env = { PORT: "1" };
    withServerMalloc(env);
    expect(env).toEqual({ PORT: "1" });
    expect(Object.keys(SERVER_MALLOC_ENV).sort()).toEqual(["MALLOC_ARENA_MAX", "MALLOC_MMAP_THRESHOLD_"]);
  });
});

describe("mallocSetAtStart", () => {
  it.each([
    ["neither", {}, false],
    ["only the arena count", { MALLOC_ARENA_MAX: "2" }, false],
    ["only the threshold", { MALLOC_MMAP_THRESHOLD_: "131072" }, false],
    ["one of them empty", { MALLOC_ARENA_MAX: "", MALLOC_MMAP_THRESHOLD_: "131072" }, false],
    ["both, an operator's own values", { MALLOC_ARENA_MAX: "4", MALLOC_MMAP_THRESHOLD_: "65536" }, true],
  ])("%s: %s", (_, env, expected) => expect(mallocSetAtStart(env)).toBe(expected));
});

describe("npm start's script sets them before node starts", () => {
  // the start script with its node command swapped for one that prints what it was started with
  const script = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: { start: string } }).scripts.start;
  const printer = `node -e 'process.stdout.write(JSON.stringify({ MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX, MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ }))'`;
  const startedWith = (env: Record<string, string>) => {
    const clean = { ...process.env };
    for (const k of Object.keys(clean)) if (k.startsWith("MALLOC_")) delete clean[k];
    return JSON.parse(
      execFileSync("sh", ["-c", script.replace("node scripts/start.mjs", printer)], { env: { ...clean, ...env } }).toString(),
    );
  };

  it("runs scripts/start.mjs", () => expect(script).toMatch(/ node scripts\/start\.mjs$/));

  it.each([
    ["none set", {}],
    ["an operator's own arena count", { MALLOC_ARENA_MAX: "4" }],
    ["an operator's own threshold", { MALLOC_MMAP_THRESHOLD_: "65536" }],
  ])("%s: the supervisor's own values, the operator's winning", (_, env) => {
    const got = startedWith(env);
    expect(got).toEqual(withServerMalloc(env));
    expect(mallocSetAtStart(got)).toBe(true);
  });
});
