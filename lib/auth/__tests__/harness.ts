// Integration-test harness for anything behind the guard: a real test database (PGlite or
// Postgres) wired into the server singletons (lib/data/db.ts, lib/auth/server.ts), a signed-in
// user per role (real better-auth sessions), API tokens, and the request headers that
// next/headers should see. Test files must mock the framework edges before importing routes:
//
//   vi.mock("server-only", () => ({}));
//   vi.mock("next/headers", () => import("@/lib/auth/__tests__/next-headers-mock"));
//   vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));
import type { TestDatabaseKind } from "../../db/__tests__/test-databases";
import { createAuth, type Auth } from "../auth";
import { addTaskMember } from "../membership";
import type { Role } from "../roles";
import { createApiToken } from "../tokens";
import { createUser } from "../users";
import { setTestHeaders } from "./next-headers-mock";

export const TEST_SECRET = "guard-harness-secret-0123456789-abcdefghijkl";
export const TEST_ORIGIN = "http://127.0.0.1:3999";

export type MatrixActor = "anonymous" | "viewer" | "contributor" | "maintainer" | "admin";
export const MATRIX_ACTORS: MatrixActor[] = ["anonymous", "viewer", "contributor", "maintainer", "admin"];

export interface Harness {
  db: Awaited<ReturnType<TestDatabaseKind["open"]>>;
  auth: Auth;
  /** the contributor's own task and a task they are not on */
  ownTask: string;
  otherTask: string;
  users: Record<Exclude<MatrixActor, "anonymous">, { id: string; email: string; cookie: string }>;
  /** headers of a browser request by this actor (session cookie, same-origin) */
  headersOf(actor: MatrixActor): Headers;
  /** make next/headers answer as this actor for the next server-action call */
  actAs(actor: MatrixActor): void;
  token(
    actor: Exclude<MatrixActor, "anonymous">,
    scope: { access: "read" | "write"; taskIds?: string[] | null; expiresInDays?: number },
  ): Promise<{ id: string; secret: string }>;
  close(): Promise<void>;
}

const PASSWORD = "harness-password-0123";

async function signIn(auth: Auth, email: string): Promise<string> {
  const res = await auth.handler(
    new Request(`${TEST_ORIGIN}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: TEST_ORIGIN },
      body: JSON.stringify({ email, password: PASSWORD }),
    }),
  );
  if (!res.ok) throw new Error(`harness sign-in for ${email} failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

export async function openHarness(kind: TestDatabaseKind, opts: { ownTask?: string; otherTask?: string } = {}): Promise<Harness> {
  const db = await kind.open();
  const auth = createAuth(db.prisma, { secret: TEST_SECRET, env: { VBENCH_AUTH_RATE_LIMIT: "0" } });
  const g = globalThis as unknown as { __vbenchDb?: Promise<unknown>; __vbenchAuth?: Promise<Auth> };
  g.__vbenchDb = Promise.resolve(db);
  g.__vbenchAuth = Promise.resolve(auth);
  const ownTask = opts.ownTask ?? "task-own";
  const otherTask = opts.otherTask ?? "task-other";
  for (const id of [ownTask, otherTask])
    await db.prisma.task.upsert({ where: { id }, create: { id, title: `Test ${id}`, family: "test" }, update: {} });
  const users = {} as Harness["users"];
  for (const role of ["viewer", "contributor", "maintainer", "admin"] as Role[]) {
    const email = `${role}@harness.test`;
    const u = await createUser(db.prisma, auth, { email, name: `The ${role}`, role, password: PASSWORD });
    users[role] = { id: u.id, email, cookie: await signIn(auth, email) };
  }
  await addTaskMember(db.prisma, ownTask, users.contributor.id, users.admin.id);
  const headersOf = (actor: MatrixActor) =>
    new Headers({ origin: TEST_ORIGIN, host: "127.0.0.1:3999", ...(actor === "anonymous" ? {} : { cookie: users[actor].cookie }) });
  return {
    db,
    auth,
    ownTask,
    otherTask,
    users,
    headersOf,
    actAs: (actor) => setTestHeaders(headersOf(actor)),
    token: async (actor, scope) => {
      const t = await createApiToken(db.prisma, {
        userId: users[actor].id,
        name: "test",
        access: scope.access,
        taskIds: scope.taskIds ?? null,
        expiresInDays: scope.expiresInDays ?? 30,
      });
      return { id: t.id, secret: t.secret };
    },
    close: async () => {
      g.__vbenchDb = undefined;
      g.__vbenchAuth = undefined;
      await db.drop();
    },
  };
}

/** Row counts of every table, to prove a refused request wrote nothing. */
export async function countAll(h: Harness): Promise<Record<string, number>> {
  const rows = await h.db.sql.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename NOT LIKE '\\_%' ORDER BY 1`,
  );
  const out: Record<string, number> = {};
  for (const { name } of rows) {
    const [{ n }] = await h.db.sql.query<{ n: string | number }>(`SELECT count(*) AS n FROM "${name}"`);
    out[name] = Number(n);
  }
  return out;
}
