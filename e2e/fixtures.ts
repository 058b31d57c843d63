import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { test as base, expect, request as playwrightRequest, type Browser, type BrowserContext, type Page } from "@playwright/test";

/** The admin the e2e server creates on its first start (playwright.config.ts passes these). */
export const E2E_ADMIN = { email: "e2e-admin@example.org", password: "e2e-admin-password-0123" };

/** The bundled task folders the server seeds (read-only tasks: a spec that writes works on its own copy, see `seedTask`). */
export const BUNDLED_TASKS_DIR = path.resolve("prisma/fixtures/tasks");
export type BundledTask =
  | "demo-shapes-activity"
  | "egocentric-activity-understanding"
  | "flightgear-atc-clearance-compliance-ledger"
  | "kart-race-telemetry-ledger-s1";

type StorageState = Awaited<ReturnType<Awaited<ReturnType<typeof playwrightRequest.newContext>>["storageState"]>>;

/** Sign in through better-auth's endpoint and keep the session cookie for every page of the worker. */
async function signInState(baseURL: string, who: { email: string; password: string }): Promise<StorageState> {
  const ctx = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const res = await ctx.post("/api/auth/sign-in/email", { data: who });
  if (!res.ok()) throw new Error(`e2e sign-in as ${who.email} failed: HTTP ${res.status()} ${await res.text()}`);
  const state = await ctx.storageState();
  await ctx.dispose();
  return state;
}

let serial = 0;
/** An id no other test, worker or run uses: `<prefix>-w<worker>-<time><n>` (letters, digits, dashes). */
export function uniqueId(prefix: string, workerIndex: number): string {
  return `${prefix}-w${workerIndex}-${Date.now().toString(36)}${(serial++).toString(36)}`;
}

/**
 * A git repository inside E2E_GIT_DIR (the folder the server's VBENCH_GIT_DIR allows) holding a
 * copy of a bundled task folder at `tasks/<id>`, one commit. `edit` may change the copy first.
 */
export function taskRepoCopy(bundled: BundledTask, id: string, edit?: (taskDir: string) => void): { repoName: string; folder: string } {
  const gitRoot = process.env.E2E_GIT_DIR;
  if (!gitRoot) throw new Error("E2E_GIT_DIR is not set (playwright.config.ts sets it)");
  const repo = fs.mkdtempSync(path.join(gitRoot, `seed-${id}-`));
  const folder = `tasks/${id}`;
  fs.cpSync(path.join(BUNDLED_TASKS_DIR, bundled), path.join(repo, folder), { recursive: true });
  edit?.(path.join(repo, folder));
  const git = (...args: string[]) =>
    execFileSync(
      "git",
      [
        "-c",
        "user.name=E2E Seed",
        "-c",
        "user.email=seed@example.test",
        "-c",
        "init.defaultBranch=main",
        "-c",
        "commit.gpgsign=false",
        ...args,
      ],
      { cwd: repo, stdio: "pipe" },
    );
  git("init", "-q");
  git("add", "-A");
  git("commit", "-q", "-m", `Add ${id} (a copy of ${bundled})`);
  return { repoName: path.basename(repo), folder };
}

/**
 * Imports a repository made by `taskRepoCopy` through the dashboard's real import path (the
 * /import form, a git-import job in the server's worker) and waits until the task exists.
 */
export async function importTaskRepo(page: Page, repo: { repoName: string; folder: string }, id: string): Promise<void> {
  await page.goto("/import");
  const form = page.getByTestId("git-import-form");
  await form.getByLabel(/Repository/).fill(repo.repoName);
  await form.getByLabel(/Ref/).fill("main");
  await form.getByLabel(/Task folder/).fill(repo.folder);
  // the bundled tasks are seeded the same way (their SPEC cards may carry one broken line)
  await form.getByLabel(/import a SPEC card that is not valid YAML/).check();
  await form.getByRole("button", { name: /Import every commit/ }).click();
  await expect(form.locator(".field-error")).toHaveCount(0);
  // the import writes the task in one transaction: it exists once it is fully stored
  await expect
    .poll(async () => (await page.request.get(`/api/tasks/${encodeURIComponent(id)}/status`)).status(), {
      message: `task ${id} imported from ${repo.repoName}/${repo.folder}`,
      timeout: 90_000,
      intervals: [250, 500, 1000],
    })
    .toBe(200);
}

export interface SeededTask {
  /** the new task's id (unique to this test) */
  id: string;
  /** its page, `/tasks/<id>` */
  url: string;
  bundled: BundledTask;
}

export type SeedTask = (bundled: BundledTask, opts?: { prefix?: string; edit?: (taskDir: string) => void }) => Promise<SeededTask>;

/** A signed-in user other than the admin: their own browser context (cookies) and a page in it. */
export interface SignedInUser {
  email: string;
  role: string;
  context: BrowserContext;
  page: Page;
}

/** Invite someone through the admin page (as `admin`, a page signed in as the admin) and return the one-time link it shows once. */
export async function invite(admin: Page, email: string, role: string): Promise<string> {
  await admin.goto("/admin/users");
  const form = admin.getByTestId("invite-form");
  await form.getByLabel("email").fill(email);
  await form.getByLabel("role").selectOption(role);
  await form.getByRole("button", { name: "Invite" }).click();
  const link = form.getByTestId("shown-once");
  await expect(link).toHaveValue(/\/sign-in\/once\?token=/);
  return link.inputValue();
}

/** Open a one-time link in a fresh browser context (nobody signed in) and spend it. */
export async function signInWithLink(browser: Browser, baseURL: string, url: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto(new URL(url).pathname + new URL(url).search);
  await page.getByTestId("one-time-sign-in").click();
  await expect(page).toHaveURL(/\/settings\/account\?welcome=1/);
  return { context, page };
}

/** As the admin, make `email` a contributor on `taskId` through the admin page's "Add to task". */
export async function addToTask(admin: Page, email: string, taskId: string): Promise<void> {
  await admin.goto("/admin/users");
  const row = admin.getByTestId(`user-${email}`);
  await row.getByLabel("task").selectOption(taskId);
  await row.getByRole("button", { name: "Add to task" }).click();
  await expect(row.getByRole("status").filter({ hasText: `is a contributor on ${taskId}` })).toBeVisible();
  await expect(row.locator("code", { hasText: taskId })).toBeVisible();
}

/**
 * Every e2e page is checked for console errors, uncaught exceptions, hydration warnings and
 * failed requests (HTTP >= 400, recorded with their URL so a failure says what was missing).
 *
 * The seeded bundled tasks are read-only for specs: a spec that writes (verdicts, comments,
 * uploads, rows, audits, revisions) calls `seedTask(bundled)` for a copy under a new id, so specs
 * never depend on each other's order and run on any number of workers.
 */
export const test = base.extend<
  { consoleProblems: string[]; seedTask: SeedTask; adminPage: Page; newUser: (role: string, prefix?: string) => Promise<SignedInUser> },
  { adminState: StorageState }
>({
  // every test runs signed in as the admin unless it says otherwise (test.use({ storageState: ... }))
  adminState: [
    async ({}, use, workerInfo) => use(await signInState(String(workerInfo.project.use.baseURL), E2E_ADMIN)),
    { scope: "worker" },
  ],
  storageState: async ({ adminState }, use) => use(adminState),
  // a page signed in as the admin in its own context, for set-up steps beside the test's `page`
  adminPage: async ({ browser, baseURL, adminState }, use) => {
    const context = await browser.newContext({ baseURL, storageState: adminState });
    await use(await context.newPage());
    await context.close();
  },
  seedTask: async ({ adminPage }, use, testInfo) => {
    await use(async (bundled, opts = {}) => {
      const id = uniqueId(opts.prefix ?? bundled.split("-").slice(0, 2).join("-"), testInfo.workerIndex);
      await importTaskRepo(adminPage, taskRepoCopy(bundled, id, opts.edit), id);
      return { id, url: `/tasks/${id}`, bundled };
    });
  },
  newUser: async ({ browser, baseURL, adminPage }, use, testInfo) => {
    const contexts: BrowserContext[] = [];
    await use(async (role, prefix = role) => {
      const email = `${uniqueId(prefix, testInfo.workerIndex)}@example.org`;
      const { context, page } = await signInWithLink(browser, baseURL!, await invite(adminPage, email, role));
      contexts.push(context);
      return { email, role, context, page };
    });
    for (const c of contexts) await c.close();
  },
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("console", (msg) => {
        const text = msg.text();
        // the browser's own "Failed to load resource" line has no URL: the response listener names it
        if (/^Failed to load resource/.test(text)) return;
        // the real tasks' pinned media are hosting URLs this offline machine cannot reach: the
        // inspector shows its own "video could not be loaded" banner for them, video.js logs this
        if (/VIDEOJS: ERROR: \(CODE:4 MEDIA_ERR_SRC_NOT_SUPPORTED\)/.test(text)) return;
        if (msg.type() === "error" || /hydrat/i.test(text)) problems.push(`${msg.type()}: ${text}`);
      });
      page.on("response", (res) => {
        if (res.status() >= 400) problems.push(`http ${res.status()}: ${res.request().method()} ${res.url()}`);
      });
      page.on("pageerror", (err) => problems.push(`pageerror: ${err.message}`));
      await use(problems);
      expect(problems, "console errors / hydration warnings / failed requests on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Page };

/** Ledger ids are cuids: find one of a task's ledgers by its file name in the compare page's picker. */
export async function ledgerIdByFile(page: Page, task: string, file: string): Promise<string> {
  await page.goto(`/tasks/${task}/compare`);
  const options = await page
    .locator("select[name=a] option")
    .evaluateAll((os) => os.map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent ?? "" })));
  const hit = options.find((o) => o.text.includes(file));
  expect(hit, `a ledger named ${file} in ${task}`).toBeTruthy();
  return hit!.value;
}
