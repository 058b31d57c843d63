// Issue 23 finding 11: no message a user can read names where this server keeps its files. Drives
// the failure paths — an archive push the extractor or the importer refuses (through the route,
// as the contributor sees it), a verifier that crashes or prints what it can see of its mounts,
// media attached by path that is missing, outside MEDIA_DIR or not media, and the source a folder
// import records (shown on every task page) — and greps every message each one stored or answered
// for the data dir, the OS temp dir and the repo path, in that test. Messages name the file inside
// the task folder instead. A task-judge job whose verifier crashes and prints its mounts runs
// through the job system, and every row of every table (job errors, progress, results and findings
// included) is read back as text and greped the same way, after that test's own writes.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => import("../auth/__tests__/next-headers-mock"));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

import { testDatabaseKinds } from "../db/__tests__/test-databases";
import { importTaskFolder } from "../importers/store/import-task-folder";
import { attachMediaByPath } from "../actions/attach-media-by-path";
import { openHarness, TEST_ORIGIN, type Harness } from "../auth/__tests__/harness";
import { createTestMedia } from "../auth/__tests__/media-rows";
import { tarGz, zipBytes } from "../archive/__tests__/build-archives";
import { probeSandbox } from "../sandbox/probe";
import { runVerifier, storedReason } from "../sandbox/run-verifier";
import { DEFAULT_LIMITS } from "../sandbox/limits";
import { multipartBytes, multipartHeaders } from "../uploads/__tests__/multipart-bodies";
import { createRun, getRun } from "../jobs/run-store";
import { executeRun } from "../jobs/execute-run";
import { JOB_KINDS } from "../job-kinds/table";
import { TASK_JUDGE_KIND } from "../judges/store/task-judge-params";

const enc = (s: string) => new TextEncoder().encode(s);
const saved = { cwd: process.cwd(), env: { ...process.env } };
let work = "";

/** The messages that name the data dir, the OS temp dir or the repo path (cut to 3,000 characters). */
function leaks(messages: string[]): string[] {
  const roots = [saved.cwd, os.tmpdir(), fs.realpathSync(os.tmpdir()), work, process.env.VBENCH_DATA_DIR ?? work];
  return messages.filter((m) => roots.some((r) => m.includes(r))).map((m) => m.slice(0, 3000));
}

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

// columns that hold where this server keeps a file, for the server's own use, and are never sent
// to a client: Media.localPath is the copy /api/media streams (pages get only whether it exists)
const NOT_MESSAGES: Record<string, string[]> = { Media: ["localPath"] };

describe.each(testDatabaseKinds())("no server path in any message on $name", (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await openHarness(kind);
  });
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
    expect(res.status).toBe(400);
    expect(answer).not.toBe("");
    expect(leaks([answer])).toEqual([]);
  });

  it("a folder import records where it came from relative to the server, not its absolute path", async () => {
    const r = await importTaskFolder(h.db.prisma, path.resolve("prisma/fixtures/tasks/demo-shapes-activity"), { salvageSpec: true });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const rev = await h.db.prisma.taskRevision.findUniqueOrThrow({ where: { id: r.revisionId } });
    expect(rev.source).toBe("./prisma/fixtures/tasks/demo-shapes-activity");
  });

  it("media attached by a bad path names no server path", async () => {
    const messages: string[] = [];
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
    // five refusals, each with a message of its own
    expect(messages.filter((m) => m !== "" && m !== "{}").length).toBeGreaterThanOrEqual(5);
    expect(leaks(messages)).toEqual([]);
    expect(leaks(await everyRowAsText(h))).toEqual([]);
  });

  it.skipIf(!probeSandbox().ok)(
    "a task-judge job whose verifier prints its mounts and working directory stores no server path",
    async () => {
      // a copy of the demo task (imported from the temp dir) whose test.sh shows what it can see, then fails
      const copy = path.join(work, "demo-shapes-activity");
      fs.cpSync(path.resolve("prisma/fixtures/tasks/demo-shapes-activity"), copy, {
        recursive: true,
        filter: (src) => !src.split(path.sep).includes("media"),
      });
      fs.writeFileSync(
        path.join(copy, "steps/solve/tests/test.sh"),
        '#!/bin/bash\ncat /proc/self/mountinfo; echo "$PWD $(readlink -f /tests/test.sh)"; cat /proc/self/mountinfo >&2; exit 3\n',
      );
      expect((await importTaskFolder(h.db.prisma, copy, { salvageSpec: true })).ok).toBe(true);
      const rev = await h.db.prisma.taskRevision.findFirstOrThrow({
        where: { taskId: "demo-shapes-activity" },
        orderBy: { importedAt: "desc" },
      });
      const run = await createRun(h.db.prisma, {
        kind: TASK_JUDGE_KIND,
        params: { revisionId: rev.id },
        revisionId: rev.id,
        actorId: null,
        judgeId: null,
      });
      await executeRun(h.db, run.id, "test-worker", new Map(), (k) => JOB_KINDS[k]);
      const done = (await getRun(h.db.prisma, run.id))!;
      // the verifier really ran and failed on every ledger: its output is what gets checked
      expect(JSON.stringify(done)).toMatch(/exit code 3|exited 3|code 3/);
      const rows = await everyRowAsText(h);
      expect(rows.some((r) => r.startsWith(`JobRun: {"id":"${run.id}"`))).toBe(true);
      expect(leaks(rows)).toEqual([]);
    },
  );
});

/** Every row of every table, as text ("Table: {json}"), without the columns never sent to a client. */
async function everyRowAsText(h: Harness): Promise<string[]> {
  const out: string[] = [];
  const tables = await h.db.sql.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename NOT LIKE '\\_%' ORDER BY 1`,
  );
  for (const { name } of tables)
    for (const row of await h.db.sql.query<{ t: Record<string, unknown> }>(`SELECT row_to_json(x) AS t FROM "${name}" x`)) {
      for (const column of NOT_MESSAGES[name] ?? []) delete row.t[column];
      out.push(`${name}: ${JSON.stringify(row.t)}`);
    }
  return out;
}

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
    expect(leaks([run.reason, run.stderrTail, storedReason(run)])).toEqual([]);
  });
});
