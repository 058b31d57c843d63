import { test as base, expect, request as playwrightRequest, type Page } from "@playwright/test";

/** The admin the e2e server creates on its first start (playwright.config.ts passes these). */
export const E2E_ADMIN = { email: "e2e-admin@example.org", password: "e2e-admin-password-0123" };

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

/**
 * Every e2e page is checked for console errors, uncaught exceptions, hydration warnings and
 * failed requests (HTTP >= 400, recorded with their URL so a failure says what was missing).
 */
export const test = base.extend<{ consoleProblems: string[] }, { adminState: StorageState }>({
  // every test runs signed in as the admin unless it says otherwise (test.use({ storageState: ... }))
  adminState: [
    async ({}, use, workerInfo) => use(await signInState(String(workerInfo.project.use.baseURL), E2E_ADMIN)),
    { scope: "worker" },
  ],
  storageState: async ({ adminState }, use) => use(adminState),
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
