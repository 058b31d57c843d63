import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every e2e page is checked for console errors, uncaught exceptions, hydration warnings and
 * failed requests (HTTP >= 400, recorded with their URL so a failure says what was missing).
 */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("console", (msg) => {
        const text = msg.text();
        // the browser's own "Failed to load resource" line has no URL: the response listener names it
        if (/^Failed to load resource/.test(text)) return;
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
