// The authorisation matrix on real databases: every route and action × every actor × own/other
// task, and every route × API token scope (this task / another task / all tasks), so a route that
// does not name its task lets a token scoped elsewhere through and fails here. Refusals are
// 401/403 and write nothing (every table counted before and after); allowed writes leave an audit row;
// an allowed call on a task is never "not found" (every on-task entry names that task's real rows).
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => import("./next-headers-mock"));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { countAll, MATRIX_ACTORS, openHarness, TEST_ORIGIN, type Harness } from "./harness";
import { seedMatrixTaskRows } from "./matrix-task-rows";
import { expected, isNotFound, MATRIX, outcomeOf, type MatrixEntry, type Outcome } from "./matrix-table";
import { expectedWithToken, TOKEN_COVERS, type Expected, type TokenCover } from "./matrix-table-policy";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

function walk(dir: string, match: (f: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    return d.isDirectory() ? walk(p, match) : match(d.name) ? [path.relative(ROOT, p)] : [];
  });
}

describe("the matrix table lists every entry point", () => {
  it("every exported HTTP method of every route file under app/", async () => {
    const missing: string[] = [];
    for (const file of walk(path.join(ROOT, "app"), (f) => f === "route.ts")) {
      const mod = (await import(/* @vite-ignore */ path.join(ROOT, file))) as Record<string, unknown>;
      for (const m of HTTP_METHODS)
        if (typeof mod[m] === "function" && !MATRIX.some((e) => e.file === file && e.export === m)) missing.push(`${file} ${m}`);
    }
    expect(missing, "add these to lib/auth/__tests__/matrix-table-routes.ts").toEqual([]);
  });
  it("every exported action of every file under lib/actions", async () => {
    const missing: string[] = [];
    for (const file of walk(path.join(ROOT, "lib/actions"), (f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
      const mod = (await import(/* @vite-ignore */ path.join(ROOT, file))) as Record<string, unknown>;
      for (const [name, v] of Object.entries(mod))
        if (typeof v === "function" && !MATRIX.some((e) => e.file === file && e.export === name)) missing.push(`${file} ${name}`);
    }
    expect(missing, "add these to lib/auth/__tests__/matrix-table-actions.ts").toEqual([]);
  });
  // the token-scope cells catch a route that does not name its task only when the row says it is
  // on a task: so "names no task" is a short, deliberate list, and a route under a task's path is never on it
  it("marks every route on a task unless it is one of the few that name none", () => {
    const NO_TASK = [
      "app/api/health/route.ts",
      "app/api/auth/[...all]/route.ts",
      "app/api/github/webhook/route.ts",
      "app/api/openapi.json/route.ts",
      "app/api/tasks/route.ts",
    ];
    const unscoped = MATRIX.filter((e) => e.file.endsWith("/route.ts") && !e.onTask).map((e) => e.file);
    expect([...new Set(unscoped)].sort()).toEqual([...NO_TASK].sort());
  });
  it("lists no entry point that is gone", () => {
    for (const e of MATRIX) expect(fs.existsSync(path.join(ROOT, e.file)), e.file).toBe(true);
  });
});

describe.each(testDatabaseKinds())("authorisation matrix on $name", (kind) => {
  let h: Harness;
  /** a maintainer's write token per scope, by the task the request names */
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    h = await openHarness(kind);
    await seedMatrixTaskRows(h);
    for (const [task, other] of [
      [h.ownTask, h.otherTask],
      [h.otherTask, h.ownTask],
    ]) {
      const scoped = (taskIds: string[] | null) => h.token("maintainer", { access: "write", taskIds }).then((t) => t.secret);
      tokens.set(`${task} this task`, await scoped([task]));
      tokens.set(`${task} another task`, await scoped([other]));
      tokens.set(`${task} all tasks`, await scoped(null));
    }
  }, 120_000);
  afterAll(async () => h?.close());

  const cases = MATRIX.flatMap((e) =>
    MATRIX_ACTORS.flatMap((actor) =>
      (e.onTask ? [true, false] : [true]).map((own) => ({ e, actor, own, want: expected(e.need, actor, own) })),
    ),
  ).filter((c) => c.want !== "allowed" || c.e.runAllowed !== false);

  it.each(
    cases.map(
      (c) => [`${c.e.file} ${c.e.export}`, c.actor, c.e.onTask ? (c.own ? "own task" : "other task") : "no task", c.want, c] as const,
    ),
  )("%s as %s on %s -> %s", async (_name, actor, _t, want, { e, own }) => {
    const taskId = own ? h.ownTask : h.otherTask;
    const extraTokens = e.file.endsWith("revoke-api-token.ts") && actor !== "anonymous" ? 1 : 0; // the call makes the token it revokes
    await expectOutcome(e, want, extraTokens, e.onTask, () => e.call(h, actor, taskId));
  });

  const tokenCases = MATRIX.filter((e) => e.file.endsWith("/route.ts")).flatMap((e) =>
    (e.onTask ? [true, false] : [true]).flatMap((own) =>
      TOKEN_COVERS.map((cover) => ({ e, own, cover, want: expectedWithToken(e.need, e.onTask, cover) })),
    ),
  );

  it.each(
    tokenCases
      .filter((c) => c.want !== "allowed" || c.e.runAllowed !== false)
      .map((c) => [`${c.e.file} ${c.e.export}`, c.e.onTask ? (c.own ? "own task" : "other task") : "no task", c.cover, c.want, c] as const),
  )("%s on %s with a token for %s -> %s", async (_name, _t, _cover, want, { e, own, cover }) => {
    const taskId = own ? h.ownTask : h.otherTask;
    // the entry's own call, with the token instead of a session cookie
    const bearer = new Headers({
      authorization: `Bearer ${tokens.get(`${taskId} ${cover as TokenCover}`)}`,
      host: new URL(TEST_ORIGIN).host,
    });
    await expectOutcome(e, want, 0, e.onTask, () => e.call({ ...h, headersOf: () => new Headers(bearer) }, "anonymous", taskId));
  });

  async function expectOutcome(e: MatrixEntry, want: Expected, extraTokens: number, onTask: boolean, call: () => Promise<Outcome>) {
    const before = await countAll(h);
    before.ApiToken += extraTokens;
    const got = await call();
    // public entry points (health, better-auth's own) answer for themselves: never a 5xx
    if (e.need === "public") return expect("status" in got && got.status < 500, JSON.stringify(got)).toBe(true);
    expect(outcomeOf(got), JSON.stringify(got)).toBe(want);
    // on either task every on-task entry is called about that task's real rows (matrix-task-rows.ts):
    // "not found" where access is expected is a failure, not an "allowed"
    if (want === "allowed" && onTask) expect(isNotFound(got), `${JSON.stringify(got)}: not found where access is expected`).toBe(false);
    const after = await countAll(h);
    if (want !== "allowed") expect(after, "a refused request wrote something").toEqual(before);
    else if (e.write) expect(after.AuditLog, "an allowed write leaves its audit rows").toBe(before.AuditLog + (e.auditRows ?? 1));
  }
});
