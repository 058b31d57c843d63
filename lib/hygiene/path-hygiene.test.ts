// Issue 23 finding 11: no message a user can read names where this server keeps its files. Drives
// the failure paths — an archive push the extractor or the importer refuses (through the route,
// as the contributor sees it), a verifier that crashes or prints what it can see of its mounts,
// media attached by path that is missing, outside MEDIA_DIR or not media, and the source a folder
// import records (shown on every task page) — collects every message
// stored or answered, and greps them all for the data dir, the OS temp dir and the repo path.
// Messages name the file inside the task folder instead.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => import("../auth/__tests__/next-headers-mock"));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

import { testDatabaseKinds } from "../db/__tests__/test-databases";
import { importTaskFolder } from "../data/import-task-folder";
import { attachMediaByPath } from "../actions/attach-media-by-path";
import { openHarness, TEST_ORIGIN, type Harness } from "../auth/__tests__/harness";
import { createTestMedia } from "../auth/__tests__/media-rows";
import { tarGz, zipBytes } from "../archive/__tests__/build-archives";
import { probeSandbox } from "../sandbox/probe";
import { runVerifier, storedReason } from "../sandbox/run-verifier";
import { DEFAULT_LIMITS } from "../sandbox/limits";
import { multipartBytes, multipartHeaders } from "../uploads/__tests__/multipart-bodies";

const enc = (s: string) => new TextEncoder().encode(s);
const saved = { cwd: process.cwd(), env: { ...process.env } };
let work = "";
const messages: string[] = [];

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "vbench-path-hygiene-"));
  fs.mkdirSync(path.join(work, "media"));
  fs.writeFileSync(path.join(work, "media", "not-media.mp4"), "no video here");
  process.env.MEDIA_DIR = path.join(work, "media");
  process.env.VBENCH_DATA_DIR = path.join(work, "data");
});
afterAll(() => {
  process.env = saved.env;
  fs.rmSync(work, { recursive: true, force: true });
});

// a task folder whose files the importer refuses, and archives the extractor refuses
const folder = (toml: string) => [
  { name: "task-own/task.toml", data: enc(toml) },
  { name: "task-own/steps/solve/instruction.md", data: enc("solve it") },
];
const ARCHIVES: Array<[string, Uint8Array]> = [
  [
    "a file and a folder of the same name",
    zipBytes([
      { name: "task-own/a", data: enc("x") },
      { name: "task-own/a/b", data: enc("y") },
    ]),
  ],
  [
    "a folder then a file of the same name",
    tarGz([
      { name: "task-own/a/", type: "5" },
      { name: "task-own/a", data: enc("x") },
    ]),
  ],
  ["a truncated zip", zipBytes([{ name: "task-own/task.toml", data: enc("x") }]).subarray(0, 40)],
  ["a link", tarGz([{ name: "task-own/task.toml", type: "2", linkname: "/etc/passwd" }])],
  ["task.toml that is not TOML", tarGz(folder("[[[ = ="))],
  ["no task.toml", tarGz([{ name: "task-own/readme.md", data: enc("x") }])],
];

describe.each(testDatabaseKinds())("no server path in any message on $name", (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await openHarness(kind);
  }, 120_000);
  afterAll(async () => h?.close());

  it.each(ARCHIVES)("an archive push refused for %s names no server path", async (_what, bytes) => {
    const { POST } = await import("../../app/api/tasks/[id]/revisions/route");
    const body = multipartBytes([{ name: "archive", filename: "task.tar.gz", bytes }]);
    const headers = h.headersOf("contributor");
    for (const [k, v] of multipartHeaders(body.byteLength)) headers.set(k, v);
    const res = await POST(
      new Request(`${TEST_ORIGIN}/api/tasks/${h.ownTask}/revisions`, { method: "POST", headers, body: new Uint8Array(body) }),
      {
        params: Promise.resolve({ id: h.ownTask }),
      },
    );
    const answer = await res.text();
    messages.push(answer);
    expect(res.status).toBe(400);
  });

  it("a folder import records where it came from relative to the server, not its absolute path", async () => {
    const r = await importTaskFolder(h.db.prisma, path.resolve("prisma/fixtures/tasks/demo-shapes-activity"), { salvageSpec: true });
    expect(r.ok).toBe(true);
    const rev = await h.db.prisma.taskRevision.findFirstOrThrow({ where: { taskId: "demo-shapes-activity" } });
    messages.push(rev.source);
    expect(rev.source).toBe("./prisma/fixtures/tasks/demo-shapes-activity");
  }, 60_000);

  it("media attached by a bad path names no server path", async () => {
    const mediaId = await createTestMedia(h.db.prisma, h.ownTask, { sha256: "0".repeat(64) });
    h.actAs("maintainer");
    for (const localPath of [
      "missing.mp4",
      "/etc/hostname",
      "../outside.mp4",
      "not-media.mp4",
      path.join(work, "media", "not-media.mp4"),
    ]) {
      const r = await attachMediaByPath(null, { taskId: h.ownTask, mediaId, localPath });
      messages.push(r?.message ?? "", JSON.stringify(r?.fieldErrors ?? {}));
    }
    const note = (await h.db.prisma.media.findUniqueOrThrow({ where: { id: mediaId } })).verifyNote;
    messages.push(note ?? "");
  });
});

describe.skipIf(!probeSandbox().ok)("a verifier's failure", () => {
  it.each([
    ["crashes", 'python3 -c "raise ValueError(1)"'],
    ["prints its mounts", "cat /proc/self/mountinfo >&2; exit 3"],
    ["prints its working directory", 'echo "$PWD $(readlink -f /tests/test.sh)" >&2; exit 4'],
  ])("that %s names no server path", async (_what, script) => {
    const run = await runVerifier({
      files: new Map([["test.sh", enc(`#!/bin/bash\n${script}\n`)]]),
      solution: enc("{}"),
      solutionTarget: "/workspace/output/solution.json",
      limits: { ...DEFAULT_LIMITS, wallMs: 10_000 },
    });
    expect(run.status).not.toBe("scored");
    messages.push(run.reason, run.stderrTail, storedReason(run));
  });
});

describe("every message above", () => {
  it("names neither the data dir, the OS temp dir nor the repo path", () => {
    expect(messages.length).toBeGreaterThan(10);
    const roots = [saved.cwd, os.tmpdir(), fs.realpathSync(os.tmpdir()), work, process.env.VBENCH_DATA_DIR ?? work];
    const leaks = messages.filter((m) => roots.some((r) => m.includes(r)));
    expect(leaks.map((m) => m.slice(0, 300))).toEqual([]);
  });
});
