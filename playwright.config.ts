import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// e2e runs against a production build served by `npm start --no-build` on a fresh embedded PGlite
// seeded with the bundled tasks (a new directory per run, so verdicts from one run never leak).
// The seeded tasks are read-only for specs; writers import their own copy (e2e/fixtures.ts).
const PORT = Number(process.env.E2E_PORT ?? 3217);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// Decided once in the main process; workers inherit the environment, teardown removes the folder.
process.env.E2E_PGLITE_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "vbench-e2e-"));
// local git repositories the dashboard may import from (e2e/re-review.spec.ts makes one here)
process.env.E2E_GIT_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "vbench-e2e-git-"));
const E2E_DB = process.env.E2E_DATABASE_URL ?? `pglite:${process.env.E2E_PGLITE_DIR}`;

export default defineConfig({
  testDir: "e2e",
  globalTeardown: "./e2e/global-teardown.ts",
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // Specs never share written state (a spec that writes works on its own copy of a bundled task,
  // e2e/fixtures.ts seedTask), so they run on any number of workers; 2 = the CI machine's cores.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  reporter: [["list"], ["json", { outputFile: ".test-results/playwright.json" }]],
  use: { baseURL: `http://127.0.0.1:${PORT}`, screenshot: "only-on-failure", trace: "off" },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1440, height: 900 },
        launchOptions: {
          // Debian's Chromium (apt-get install chromium); Playwright's own browser download is unreachable here
          executablePath: CHROMIUM,
          args: [
            "--no-sandbox",
            "--disable-dev-shm-usage",
            "--autoplay-policy=no-user-gesture-required",
            "--disable-background-networking",
            "--disable-component-update",
          ],
        },
      },
    },
  ],
  webServer: {
    command: `npx tsx scripts/start.ts --no-build`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATABASE_URL: E2E_DB,
      VBENCH_SEED: "1",
      NEXT_TELEMETRY_DISABLED: "1",
      // the first start creates this admin (e2e/fixtures.ts signs in as them); used only when no users exist
      VBENCH_BOOTSTRAP_ADMIN_EMAIL: "e2e-admin@example.org",
      VBENCH_BOOTSTRAP_ADMIN_PASSWORD: "e2e-admin-password-0123",
      VBENCH_GIT_DIR: process.env.E2E_GIT_DIR,
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
  },
});
