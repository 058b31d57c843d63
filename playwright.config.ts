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
// e2e/github.spec.ts serves a GitHub REST stand-in and a git server on these loopback ports
const E2E_GITHUB_API_PORT = Number(process.env.E2E_GITHUB_API_PORT ?? 3218);
const E2E_GITHUB_GIT_PORT = Number(process.env.E2E_GITHUB_GIT_PORT ?? 3219);
const E2E_DB = process.env.E2E_DATABASE_URL ?? `pglite:${process.env.E2E_PGLITE_DIR}`;
// specs that start the GitHub stand-in and the git server on the ports above
const GITHUB_PORT_SPECS = [/github\.spec\.ts$/, /maintainer-day\.spec\.ts$/, /every-page-390\.spec\.ts$/];
const BROWSER = {
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
};

export default defineConfig({
  testDir: "e2e",
  globalTeardown: "./e2e/global-teardown.ts",
  // safety nets, not speed limits: a loaded 2-core machine (CI beside other work) took 45 s for
  // specs that take 10 s when quiet; a spec that really hangs still ends
  timeout: 180_000,
  expect: { timeout: 30_000 },
  // Specs never share written state (a spec that writes works on its own copy of a bundled task,
  // e2e/fixtures.ts seedTask), so they run on any number of workers; 2 = the CI machine's cores.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  reporter: [["list"], ["json", { outputFile: ".test-results/playwright.json" }]],
  use: { baseURL: `http://127.0.0.1:${PORT}`, screenshot: "only-on-failure", trace: "off" },
  projects: [
    { name: "chromium", use: BROWSER, testIgnore: GITHUB_PORT_SPECS },
    // The GitHub REST stand-in and the git server listen on the fixed ports the server was started
    // with (GITHUB_API_URL, VBENCH_FETCH_ALLOW below): the specs that serve them run one at a time
    // beside the rest (two at once failed with EADDRINUSE)
    { name: "github", use: BROWSER, testMatch: GITHUB_PORT_SPECS, workers: 1 },
  ],
  webServer: {
    command: `npx tsx scripts/start.ts --no-build`,
    // the server answers while it imports the bundled tasks in the background; specs read them
    url: `http://127.0.0.1:${PORT}/api/health?ready=seeded`,
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
      // the GitHub webhook (e2e/github.spec.ts): its secret, the REST stand-in, the loopback git server
      GITHUB_WEBHOOK_SECRET: "e2e-webhook-secret-0123456789",
      GITHUB_TOKEN: "ghp_e2e_token",
      GITHUB_API_URL: `http://127.0.0.1:${E2E_GITHUB_API_PORT}`,
      VBENCH_PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      VBENCH_FETCH_ALLOW: `127.0.0.1:${E2E_GITHUB_GIT_PORT}`,
      VBENCH_FETCH_ALLOW_HTTP: "1",
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
  },
});
