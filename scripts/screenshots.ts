// Regenerates the README screenshots (public/screenshot-*.png) from a production build served on
// a fresh seeded PGlite, in Debian's Chromium, signed in as the admin the first start creates.
// Dev tool: `npx tsx scripts/screenshots.ts`.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { readEnvOf } from "../lib/env";

// BENCH_PORT: helpers sharing a machine each pick their own
const PORT = readEnvOf(["BENCH_PORT"]).BENCH_PORT ?? 3293;
const base = `http://127.0.0.1:${PORT}`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vbench-shots-"));
// only for this throwaway database: the first start creates this admin, the pages need a session
const ADMIN = { email: "screenshots@example.org", password: "screenshots-password-0123" };
const server = spawn(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), "scripts/start.ts", "--no-build"], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATABASE_URL: `pglite:${dir}`,
    VBENCH_SEED: "1",
    VBENCH_BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
    VBENCH_BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
  },
  stdio: "ignore",
});
try {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health?ready=seeded`)).ok) break; // the bundled tasks imported
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  const browser = await chromium.launch({
    executablePath: readEnvOf(["CHROMIUM_PATH"]).CHROMIUM_PATH,
    args: ["--no-sandbox", "--disable-dev-shm-usage"],
  });
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const signIn = await context.request.post(`${base}/api/auth/sign-in/email`, { data: ADMIN, headers: { origin: base } });
  if (!signIn.ok()) throw new Error(`sign-in failed: HTTP ${signIn.status()}`);
  const page = await context.newPage();
  await page.goto(`${base}/tasks/flightgear-atc-clearance-compliance-ledger`);
  await page.screenshot({ path: "public/screenshot-task.png" });
  await page.goto(`${base}/tasks/demo-shapes-activity`);
  // codex's ledger on expected event #2: the near miss ("nearest P2: start 13 frames early;
  // tolerance ±12") beside the video, which shows the event's start frame once it has decoded it
  const href = await page.locator('[data-testid=row-ledger-link][title*="codex-gpt-5.6-sol"]').first().getAttribute("href");
  await page.goto(`${base}${href}?event=E2`);
  await page.getByTestId("near-miss").first().waitFor();
  await page.waitForFunction(() => {
    const v = document.querySelector("[data-testid=video-player] video") as HTMLVideoElement | null;
    return !!v && v.readyState >= 2 && !v.seeking;
  });
  await page.waitForTimeout(1000);
  await page.screenshot({ path: "public/screenshot-inspector.png" });
  // the audits page after a tolerance sweep of the demo task (step lines, ticks at the samples)
  await page.goto(`${base}/tasks/demo-shapes-activity/audits`);
  await page.getByRole("button", { name: "Tolerance sweeps", exact: true }).click();
  const sweep = page.getByTestId("tolerance-sweep").first();
  await sweep.waitFor({ timeout: 120_000 });
  await sweep.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  await sweep.screenshot({ path: "public/screenshot-audits.png" });
  await browser.close();
  console.log("wrote public/screenshot-task.png, public/screenshot-inspector.png, public/screenshot-audits.png");
} finally {
  server.kill("SIGTERM");
  fs.rmSync(dir, { recursive: true, force: true });
}
