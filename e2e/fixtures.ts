import { test as base, expect, type Page } from "@playwright/test";

/** Every e2e page is checked for console errors, uncaught exceptions and hydration warnings. */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("console", (msg) => {
        const text = msg.text();
        if (msg.type() === "error" || /hydrat/i.test(text)) problems.push(`${msg.type()}: ${text}`);
      });
      page.on("pageerror", (err) => problems.push(`pageerror: ${err.message}`));
      await use(problems);
      expect(problems, "console errors / hydration warnings on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Page };
