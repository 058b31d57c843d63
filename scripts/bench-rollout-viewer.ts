// Viewer scroll cost at 10,000+ steps, measured in real Chromium against the built server: a
// generated raw Claude stream is uploaded to the FlightGear task, the viewer opened, and its step
// list scrolled top to bottom in 60 jumps; frame times come from requestAnimationFrame in the page
// and long tasks from a PerformanceObserver. Run under the build lock (bench:rollouts does).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { generateClaudeStream } from "../lib/rollouts/__fixtures__/generate-claude-stream";
import { readEnvOf } from "../lib/env";

const benchEnv = readEnvOf(["BENCH_PORT", "CHROMIUM_PATH"]);
const PORT = benchEnv.BENCH_PORT ?? 3291;
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: "bench-admin@example.org", password: "bench-admin-password-0123" };
const TASK = "flightgear-atc-clearance-compliance-ledger";

async function waitFor(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not answer ${url} within ${ms} ms`);
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-viewer-"));
  const server = spawn("npx", ["tsx", "scripts/start.ts", "--no-build"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATABASE_URL: `pglite:${dir}`,
      VBENCH_SEED: "1",
      NEXT_TELEMETRY_DISABLED: "1",
      VBENCH_BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
      VBENCH_BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const browser = await chromium.launch({
    executablePath: benchEnv.CHROMIUM_PATH,
    args: ["--no-sandbox", "--disable-dev-shm-usage"],
  });
  try {
    await waitFor(`${BASE}/api/health?ready=seeded`, 240_000); // the bundled tasks imported
    const signIn = await fetch(`${BASE}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE },
      body: JSON.stringify(ADMIN),
    });
    const cookie = (signIn.headers.getSetCookie?.() ?? []).map((c) => c.split(";")[0]).join("; ");
    if (!signIn.ok || !cookie) throw new Error(`sign-in failed: HTTP ${signIn.status}`);
    const bytes = generateClaudeStream(15 * 1024 * 1024);
    const form = new FormData();
    form.set("kind", "rollout");
    form.set("label", "bench 10k steps");
    form.set("file", new Blob([bytes.buffer as ArrayBuffer]), "bench-claude-raw.jsonl");
    const up = await fetch(`${BASE}/api/tasks/${TASK}/uploads`, { method: "POST", headers: { cookie, origin: BASE }, body: form });
    const body = (await up.json()) as { rolloutId?: string; data?: { rolloutId?: string } };
    const rolloutId = body.rolloutId ?? body.data?.rolloutId;
    if (!rolloutId) throw new Error(`upload failed: HTTP ${up.status} ${JSON.stringify(body).slice(0, 300)}`);

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies(cookie.split("; ").map((c) => ({ name: c.split("=")[0], value: c.slice(c.indexOf("=") + 1), url: BASE })));
    const page = await context.newPage();
    // tsx (esbuild keepNames) wraps named functions in the evaluated source with __name(); the page has none
    await page.addInitScript({ content: "window.__name = (f) => f;" });
    const t0 = Date.now();
    await page.goto(`${BASE}/tasks/${TASK}/rollouts/${rolloutId}`);
    await page.getByTestId("rollout-step").first().waitFor();
    const loadMs = Date.now() - t0;
    const count = await page.getByTestId("rollout-count").textContent();
    const result = await page.evaluate(async () => {
      const el = document.querySelector('[data-testid="rollout-scroll"]') as HTMLElement;
      let longTaskMs = 0;
      const obs = new PerformanceObserver((list) => list.getEntries().forEach((e) => (longTaskMs += e.duration)));
      obs.observe({ type: "longtask", buffered: false });
      const frame = () => new Promise<number>((r) => requestAnimationFrame(r));
      const frames: number[] = [];
      let last = await frame();
      const jumps = 60;
      for (let i = 1; i <= jumps; i++) {
        el.scrollTop = (el.scrollHeight * i) / jumps;
        const now = await frame();
        frames.push(now - last);
        last = now;
        // a second frame lets measured rows settle, as a wheel scroll would
        const settle = await frame();
        frames.push(settle - last);
        last = settle;
      }
      // rows measured on the way change the list's height: keep jumping to the end until it holds
      for (let k = 0; k < 20 && el.scrollTop + el.clientHeight < el.scrollHeight - 2; k++) {
        el.scrollTop = el.scrollHeight;
        await frame();
        await frame();
      }
      obs.disconnect();
      frames.sort((a, b) => a - b);
      const rendered = document.querySelectorAll('[data-testid="rollout-step"]').length;
      return {
        mean: frames.reduce((a, b) => a + b, 0) / frames.length,
        p95: frames[Math.floor(frames.length * 0.95)],
        max: frames[frames.length - 1],
        longTaskMs,
        rendered,
        atBottom: el.scrollTop + el.clientHeight >= el.scrollHeight - 2,
      };
    });
    console.log(
      `viewer (Chromium, built server, ${count}): page to first step ${loadMs} ms; scroll top→bottom in 60 jumps: frame mean ${result.mean.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, max ${result.max.toFixed(1)} ms, long tasks ${result.longTaskMs.toFixed(0)} ms total; ${result.rendered} step elements in the DOM; reached the end: ${result.atBottom}`,
    );
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid, "SIGTERM");
    await new Promise((r) => setTimeout(r, 1500));
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
