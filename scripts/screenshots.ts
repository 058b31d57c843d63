// Regenerates the README screenshots (public/screenshot-*.png) from a production build served on
// a fresh seeded PGlite, in Debian's Chromium. Dev tool: `npx tsx scripts/screenshots.ts`.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { readEnvOf } from "../lib/env";

const PORT = 3293;
const base = `http://127.0.0.1:${PORT}`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vbench-shots-"));
const server = spawn(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), "scripts/start.ts", "--no-build"], {
  env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", DATABASE_URL: `pglite:${dir}` },
  stdio: "ignore",
});
try {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  const browser = await chromium.launch({
    executablePath: readEnvOf(["CHROMIUM_PATH"]).CHROMIUM_PATH,
    args: ["--no-sandbox", "--disable-dev-shm-usage"],
  });
  const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
  await page.goto(`${base}/tasks/flightgear-atc-clearance-compliance-ledger`);
  await page.screenshot({ path: "public/screenshot-task.png" });
  await page.goto(`${base}/tasks/demo-shapes-activity`);
  const href = await page.getByTestId("row-ledger-link").first().getAttribute("href");
  await page.goto(`${base}${href}?event=3`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: "public/screenshot-inspector.png" });
  await browser.close();
  console.log("wrote public/screenshot-task.png, public/screenshot-inspector.png");
} finally {
  server.kill("SIGTERM");
  fs.rmSync(dir, { recursive: true, force: true });
}
