// The GitHub webhook, switched on (the bench knows the secret): signatures that must be refused
// before anything is read, signed deliveries with hostile payloads, headers and clone URLs, a
// captured delivery replayed under a new id, and the pull-request jobs the accepted ones start,
// which the bench follows through GET /api/jobs/<run> to their end: a PR that retitles an existing
// task must leave the task's title alone (a PR proposes), a PR whose scores.md is 13 KB of
// `coached ` must finish within the budget, a hostile clone URL that passes the payload's schema
// must end in a failed run (never "succeeded"), and a token limited to a task must not read a
// PR's run. Deliveries are paced under the endpoint's per-client cap (120 a minute).
import crypto from "node:crypto";
import { bearer, type Ctx } from "./context";
import type { GitHead, GitServer } from "./git-server";
import { TAKEOVER_TITLE } from "./git-server";
import type { Expect } from "./probe";
import { OWN, WEBHOOK_SECRET } from "./server";

const FAMILY = "webhook";
const PACE_MS = 550;

export const sign = (body: string | Buffer, secret = WEBHOOK_SECRET) =>
  `sha256=${crypto.createHmac("sha256", secret).update(body).digest("hex")}`;

let deliveries = 0;
const newDeliveryId = () => `bench-${process.pid}-${++deliveries}`;
let prNumbers = 1000;

/** A pull_request payload GitHub could send for a head of the bench's git server. */
export function prPayload(git: GitServer, head: GitHead, over: { number?: unknown; action?: string; cloneUrl?: unknown } = {}) {
  const repo = (fullName: string) => ({ full_name: fullName, clone_url: over.cloneUrl ?? git.cloneUrl });
  const number = "number" in over ? over.number : ++prNumbers;
  return {
    action: over.action ?? "opened",
    number,
    pull_request: {
      html_url: `https://github.com/bench/tasks/pull/${String(number)}`,
      title: `bench PR ${String(number)}`,
      state: "open",
      merged: false,
      user: { login: "a-stranger" },
      head: { ref: head.branch, sha: head.sha, repo: repo("a-stranger/tasks") },
      base: { ref: "main", sha: git.baseSha, repo: repo("bench/tasks") },
    },
  };
}

interface Delivery {
  what: string;
  body: string | Buffer;
  expect: Expect;
  headers?: Record<string, string>;
  /** the accepted delivery's run must end this way ("failed" for a hostile clone URL) */
  run?: "succeeded" | "failed" | "any";
}

/** POST one delivery; the answer's body (for the run id) or null. */
export async function deliver(ctx: Ctx, d: Delivery): Promise<string | null> {
  const headers = {
    "content-type": "application/json",
    "x-github-event": "pull_request",
    "x-github-delivery": newDeliveryId(),
    "x-hub-signature-256": sign(d.body),
    ...d.headers,
  };
  let answer: string | null = null;
  // the prober reads the answer; a second fetch would be a second delivery, so capture it here
  const url = `${ctx.target.base}/api/github/webhook`;
  await ctx.probe.send({
    family: FAMILY,
    what: d.what,
    expect: d.expect,
    url,
    init: { method: "POST", headers, body: typeof d.body === "string" ? d.body : new Uint8Array(d.body) },
    budgetMs: ctx.budgetMs,
    onAnswer: (_status, body) => void (answer = body),
  });
  await new Promise((r) => setTimeout(r, PACE_MS));
  return answer;
}

const queuedRun = (answer: string | null): string | null => {
  try {
    const q = (JSON.parse(answer ?? "") as { queued?: unknown }).queued;
    return typeof q === "string" ? q : null;
  } catch {
    return null;
  }
};

interface RunView {
  status: string;
  error: string | null;
}

/** Follows a run through the API (as the admin) until it ends or `budgetMs` passes. */
export async function followRun(ctx: Ctx, runId: string, budgetMs: number): Promise<{ run: RunView | null; tookMs: number }> {
  const t0 = performance.now();
  for (;;) {
    const res = await fetch(`${ctx.target.base}/api/jobs/${runId}`, { headers: { cookie: ctx.target.cookies.admin } }).catch(() => null);
    const run = res?.ok ? ((await res.json()) as { run: RunView }).run : null;
    const tookMs = performance.now() - t0;
    if ((run && run.status !== "queued" && run.status !== "running") || tookMs > budgetMs) return { run, tookMs };
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Judges a followed run: over the budget is a stall; an end other than `want` is wrongly allowed (a hostile fetch that "succeeded") or a wrong outcome. */
export function judgeRun(ctx: Ctx, what: string, followed: Awaited<ReturnType<typeof followRun>>, want: Delivery["run"], budgetMs: number) {
  const { run, tookMs } = followed;
  const label = `PR job for ${what}`;
  const stored = `${run?.status ?? ""} ${run?.error ?? ""}`;
  if (!run || run.status === "queued" || run.status === "running")
    return ctx.probe.record(
      FAMILY,
      `${label}: still ${run?.status ?? "unreadable"} after ${(tookMs / 1000).toFixed(0)} s (budget ${budgetMs / 1000} s)`,
      stored,
      "stalls",
    );
  if (want === "failed" && run.status === "succeeded") return ctx.probe.record(FAMILY, `${label}: succeeded`, stored, "wronglyAllowed");
  if (want === "succeeded" && run.status !== "succeeded")
    return ctx.probe.record(FAMILY, `${label}: ${run.status} (${(run.error ?? "").slice(0, 200)})`, stored, "outcomes");
  ctx.probe.record(FAMILY, undefined, stored);
}

const HOSTILE_CLONE_URLS: Array<[string, string]> = [
  ["a path dressed as a URL", "x:/../../etc"],
  ["an absolute path", "/etc/passwd"],
  ["file URL", "file:///etc/passwd"],
  ["ssh URL", "ssh://git@github.com/a/b.git"],
  ["scp-style", "git@github.com:a/b.git"],
  ["ext transport", "ext::sh -c touch% /tmp/vbench-pwned"],
  ["an option", "--upload-pack=touch /tmp/vbench-pwned"],
  ["loopback not allowed", "https://127.0.0.1:1/repo.git"],
  ["cloud metadata", "http://169.254.169.254/latest/meta-data/"],
  ["IPv6 loopback", "http://[::1]:80/repo.git"],
  ["credentials in the URL", "https://user:secret@127.0.0.1/repo.git"],
  ["3,000 characters", `https://example.invalid/${"a".repeat(3000)}`],
  ["a private address", "https://10.0.0.1/repo.git"],
  ["a hostname that resolves nowhere", "https://vbench-no-such-host.invalid/repo.git"],
];

export async function webhookFamily(ctx: Ctx, git: GitServer): Promise<void> {
  const t = ctx.target;
  const good = JSON.stringify(prPayload(git, git.heads.takeover));
  // signatures: refused before the body counts (401), whatever the payload
  for (const [what, signature] of [
    ["no signature", undefined],
    ["sha256=00", "sha256=00"],
    ["sha1 form", `sha1=${"0".repeat(40)}`],
    ["signed with another secret", sign(good, "not-the-secret-0123456789")],
    ["signature of another body", sign(`${good} `)],
    ["5,000 characters", "x".repeat(5000)],
    ["two signatures", `${sign(good)}, ${sign(good)}`],
  ] as const)
    await deliver(ctx, {
      what: `signature ${what}`,
      body: good,
      expect: "denied",
      headers: signature === undefined ? { "x-hub-signature-256": "" } : { "x-hub-signature-256": signature },
    });

  await deliver(ctx, {
    what: "ping",
    body: JSON.stringify({ zen: "hi", hook_id: 1 }),
    expect: "allowed",
    headers: { "x-github-event": "ping" },
  });

  // the takeover PR, then the same bytes under a new delivery id (a captured delivery replayed)
  const takeoverRun = queuedRun(await deliver(ctx, { what: "a PR retitling an existing task", body: good, expect: "allowed" }));
  await deliver(ctx, { what: "the same delivery replayed under a new id", body: good, expect: "refused" });
  const slowBody = JSON.stringify(prPayload(git, git.heads.slowProse));
  const slowRun = queuedRun(await deliver(ctx, { what: "a PR adding 13 KB of `coached ` prose", body: slowBody, expect: "allowed" }));

  const payload = (over: Parameters<typeof prPayload>[2]) => JSON.stringify(prPayload(git, git.heads.takeover, over));
  const refusedPayloads: Array<[string, string | Buffer]> = [
    ["PR number 2^31", payload({ number: 2 ** 31 })],
    ["PR number 2^53", payload({ number: 2 ** 53 })],
    ["PR number -1", payload({ number: -1 })],
    ["PR number 0", payload({ number: 0 })],
    ["PR number 1.5", payload({ number: 1.5 })],
    ["PR number as text", payload({ number: "7" })],
    ["PR number null", payload({ number: null })],
    ["clone URL not a string", payload({ cloneUrl: { href: "https://x" } })],
    ["not JSON", "{"],
    ["invalid UTF-8", Buffer.from([0x7b, 0xff, 0xfe, 0x7d])],
    ["5,000 levels deep", `${"[".repeat(5000)}${"]".repeat(5000)}`],
    ["an array", "[]"],
    ["null", "null"],
    ["3 MB", JSON.stringify({ ...prPayload(git, git.heads.takeover), padding: "p".repeat(3 * 1024 * 1024) })],
    ["a title of 1 MB", good.replace('"title":"bench PR', `"title":"${"t".repeat(1024 * 1024)}`)],
    ["head sha not hex", good.replace(git.heads.takeover.sha, "g".repeat(40))],
    ["repository ../..", good.replaceAll("a-stranger/tasks", "../..")],
    ["prototype keys", good.replace('{"action"', '{"__proto__":{"action":"opened"},"constructor":{"prototype":{}},"action"')],
  ];
  for (const [what, body] of refusedPayloads) await deliver(ctx, { what, body, expect: "refused" });
  for (const [what, headers] of [
    ["no event header", { "x-github-event": "" }],
    ["event ../x", { "x-github-event": "../x" }],
    ["no delivery id", { "x-github-delivery": "" }],
    ["delivery id of 1,000 characters", { "x-github-delivery": "d".repeat(1000) }],
    ["delivery id with a NUL", { "x-github-delivery": "a%00b" }],
  ] as const)
    await deliver(ctx, { what, body: payload({}), expect: "refused", headers });
  // acknowledged and ignored: nothing runs
  for (const action of ["labeled", "assigned", "x".repeat(500)])
    await deliver(ctx, { what: `action ${action.slice(0, 12)}`, body: payload({ action }), expect: "any" });

  // clone URLs: refused by the payload's schema, or queued and then refused by the outbound policy
  const hostileRuns: Array<[string, string]> = [];
  for (const [what, url] of HOSTILE_CLONE_URLS) {
    const run = queuedRun(await deliver(ctx, { what: `clone URL ${what}`, body: payload({ cloneUrl: url }), expect: "any" }));
    if (run) hostileRuns.push([`clone URL ${what}`, run]);
  }

  // the PR runs: a token limited to a task reads none of them
  for (const [what, run] of [["the takeover PR", takeoverRun], ...hostileRuns.slice(0, 2)] as const)
    if (run)
      await ctx.probe.send({
        family: FAMILY,
        what: `${what}'s run read with a token limited to ${OWN}`,
        expect: "denied",
        url: `/api/jobs/${run}`,
        init: { headers: bearer(t.tokens.ownWrite) },
      });

  const jobBudget = ctx.budgetMs * 4;
  if (takeoverRun) judgeRun(ctx, "a PR retitling an existing task", await followRun(ctx, takeoverRun, jobBudget), "succeeded", jobBudget);
  else ctx.probe.record(FAMILY, "the takeover PR was not queued", "", "outcomes");
  if (slowRun) judgeRun(ctx, "13 KB of `coached ` prose", await followRun(ctx, slowRun, ctx.budgetMs), "any", ctx.budgetMs);
  for (const [what, run] of hostileRuns) judgeRun(ctx, what, await followRun(ctx, run, jobBudget), "failed", jobBudget);

  // a PR proposes: the task's pages never show the PR's title as the task's
  for (const url of ["/", `/tasks/${OWN}`])
    await ctx.probe.send({
      family: FAMILY,
      what: `${url} after the takeover PR's job`,
      expect: "refused",
      url,
      init: { headers: { cookie: t.cookies.viewer } },
      marker: TAKEOVER_TITLE,
    });
}

/**
 * kill -9 during a PR job: the git server answers slowly, a PR delivery is queued, and once its run
 * is running the server's whole process tree is killed and started again. The run must end (a
 * dead worker's PR job resumes) within the budget, and must not be left "running".
 */
export async function prCrashFamily(ctx: Ctx, git: GitServer): Promise<void> {
  git.setDelay(1500);
  const body = JSON.stringify(prPayload(git, git.heads.takeover, { action: "synchronize" }));
  const run = queuedRun(await deliver(ctx, { what: "a PR delivery before kill -9", body, expect: "allowed" }));
  if (!run) return ctx.probe.record("pr-crash", "the PR delivery was not queued", "", "outcomes");
  const running = await waitForStatus(ctx, run, "running", ctx.budgetMs);
  await ctx.target.crash();
  git.setDelay(0);
  const budget = ctx.budgetMs * 4;
  const followed = await followRun(ctx, run, budget);
  ctx.probe.record("pr-crash", running ? undefined : "the run was not running when the server was killed (timing)", "", "outcomes");
  const { run: view, tookMs } = followed;
  const stored = `${view?.status ?? ""} ${view?.error ?? ""}`;
  if (!view || view.status === "queued" || view.status === "running")
    ctx.probe.record(
      "pr-crash",
      `the killed PR job is still ${view?.status ?? "unreadable"} ${(tookMs / 1000).toFixed(0)} s after the restart`,
      stored,
      "stalls",
    );
  else if (view.status !== "succeeded")
    ctx.probe.record(
      "pr-crash",
      `the killed PR job was not resumed: ${view.status} (${(view.error ?? "").slice(0, 200)})`,
      stored,
      "outcomes",
    );
  else ctx.probe.record("pr-crash", undefined, stored);
}

async function waitForStatus(ctx: Ctx, runId: string, status: string, budgetMs: number): Promise<boolean> {
  const t0 = performance.now();
  while (performance.now() - t0 < budgetMs) {
    const res = await fetch(`${ctx.target.base}/api/jobs/${runId}`, { headers: { cookie: ctx.target.cookies.admin } }).catch(() => null);
    if (res?.ok && ((await res.json()) as { run: RunView }).run.status === status) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}
