// A first start on a fresh database (issue 21 item 4): `npm start` serves before the bundled tasks
// are imported, the server imports them in the background, and the task list shows how far it got
// and then the tasks, refreshing itself. Its own server (scripts/start.mjs --no-build, the built
// app) on a free loopback port and a new PGlite directory; the shared e2e server is not used.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

const ADMIN = { email: "first-start@example.org", password: "first-start-password-0123" };
/** a newcomer's npm start, on loopback, with a known admin password (the Sign in line still prints) and no job worker */
const SERVER_ENV = {
  HOST: "127.0.0.1",
  VBENCH_SEED: "1",
  VBENCH_WORKER: "0",
  NEXT_TELEMETRY_DISABLED: "1",
  VBENCH_BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
  VBENCH_BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
};
const TASKS = fs
  .readdirSync(path.resolve("prisma/fixtures/tasks"), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const BUNDLED = TASKS.length;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

interface Health {
  ok: boolean;
  seeding: { state: string; done?: number; total?: number; imported?: number };
}

async function health(base: string, query = ""): Promise<{ status: number; body: Health } | null> {
  try {
    const res = await fetch(`${base}/api/health${query}`);
    return { status: res.status, body: (await res.json()) as Health };
  } catch {
    return null; // not listening yet
  }
}

test.describe("first start", () => {
  test.setTimeout(300_000);
  let server: ChildProcess | undefined;
  // made in the test, not when the file loads (Playwright loads spec files in more than one process)
  let tmp = "";
  test.afterAll(async () => {
    if (server?.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((r) => server!.once("exit", r));
    }
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  test("serves at once, imports the bundled tasks in the background, the list shows progress then the tasks", async ({ page }) => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "vbench-first-start-"));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ["scripts/start.mjs", "--no-build"], {
      env: { ...process.env, ...SERVER_ENV, PORT: String(port), DATABASE_URL: `pglite:${tmp}/db`, VBENCH_DATA_DIR: `${tmp}/data` },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    server.stdout!.on("data", (d) => (out += d));
    server.stderr!.on("data", (d) => (out += d));

    // the first answer comes while the import is still under way
    let first: Health | undefined;
    await expect
      .poll(
        async () => {
          first ??= (await health(base))?.body;
          return first?.seeding.state;
        },
        { timeout: 180_000, intervals: [250] },
      )
      .toBeDefined();
    expect(["checking", "importing"], `first health answer ${JSON.stringify(first)}\n${out}`).toContain(first!.seeding.state);
    // not ready for callers that need the tasks (the e2e server's wait)
    expect((await health(base, "?ready=seeded"))?.status).toBe(503);

    // the task list says how far the import got, then shows the tasks without a reload
    const signIn = await page.request.post(`${base}/api/auth/sign-in/email`, { data: ADMIN, headers: { origin: base } });
    expect(signIn.ok()).toBe(true);
    await page.goto(`${base}/`);
    await expect(page.locator('[data-seeding="importing"]')).toContainText(
      new RegExp(`Importing bundled tasks: \\d of ${BUNDLED} \\(|Looking for bundled tasks`),
    );
    const list = page.getByTestId("task-list");
    for (const id of TASKS) await expect(list.getByRole("link", { name: id, exact: true })).toBeVisible({ timeout: 240_000 });
    await expect(page.locator("[data-seeding]")).toHaveCount(0);

    const done = await health(base, "?ready=seeded");
    expect(done).toEqual({ status: 200, body: { ok: true, seeding: { state: "done", imported: BUNDLED } } });
    // the console: the Sign in line once serving, before the import ended; then one line for the import
    await expect.poll(() => out, { timeout: 10_000 }).toMatch(/\[seed\] imported \d+ bundled task\(s\) in \d+ s/);
    const lines = out.split("\n");
    const signInAt = lines.findIndex((l) => l.startsWith("Sign in: "));
    const seededAt = lines.findIndex((l) => l.startsWith("[seed] imported"));
    expect(signInAt, out).toBeGreaterThan(-1);
    expect(signInAt, out).toBeLessThan(seededAt);

    // the new data dir was copied from the PGlite template (lib/db/pglite-template.ts): no process ran initdb itself
    expect(out).not.toMatch(/runs initdb in this process/);
    expect(fs.existsSync(`${tmp}/db/PG_VERSION`)).toBe(true);
    // next-server runs with the supervisor's malloc settings (scripts/lib/malloc-env.mjs)
    const nextPid = execFileSync("pgrep", ["-P", String(server.pid)], { encoding: "utf8" })
      .trim()
      .split("\n")[0];
    const environ = fs.readFileSync(`/proc/${nextPid}/environ`, "utf8").split("\0");
    expect(environ).toEqual(expect.arrayContaining(["MALLOC_ARENA_MAX=2", "MALLOC_MMAP_THRESHOLD_=131072"]));
  });
});
