// One hostile input sent and judged. Every input says what must happen: "denied" (the guard's own
// refusal, 401/403/404/429; a 400 or 409 means the request got past the guard, so it is wrongly
// allowed even though nothing was stored), "refused" (a 2xx, or a page showing the marker text, is
// wrongly allowed), "allowed" (anything else is a finding: the bench would otherwise count a broken
// page as a refusal), or "any" (only a 5xx, no answer, an off-site redirect or a server path in
// the answer is a finding). An input with a time budget that answers later is a stall (a parse that
// holds the server is a failure even when its answer is right). Findings are kept by kind and
// family and printed.
import net from "node:net";

export type Expect = "denied" | "refused" | "allowed" | "any";

const GUARD_REFUSALS = new Set([401, 403, 404, 429]);

export interface Tally {
  inputs: number;
  byFamily: Map<string, number>;
  fiveXX: string[];
  wronglyAllowed: string[];
  pathLeaks: string[];
  stalls: string[];
  /** work that ended wrong without being allowed or refused wrongly (a PR job not resumed after kill -9) */
  outcomes: string[];
}

export type FindingKind = "fiveXX" | "wronglyAllowed" | "pathLeaks" | "stalls" | "outcomes";
export const FINDING_KINDS: readonly FindingKind[] = ["fiveXX", "wronglyAllowed", "pathLeaks", "stalls", "outcomes"];

/** Per family: inputs and each kind of finding (findings are "<family>: …"). */
export function tallyByFamily(tally: Tally): Array<{ family: string; inputs: number } & Record<FindingKind, number>> {
  const count = (list: string[], family: string) => list.filter((f) => f.startsWith(`${family}: `)).length;
  return [...tally.byFamily].map(([family, inputs]) => ({
    family,
    inputs,
    fiveXX: count(tally.fiveXX, family),
    wronglyAllowed: count(tally.wronglyAllowed, family),
    pathLeaks: count(tally.pathLeaks, family),
    stalls: count(tally.stalls, family),
    outcomes: count(tally.outcomes, family),
  }));
}

export interface Input {
  family: string;
  what: string;
  expect: Expect;
  url: string;
  init?: RequestInit & { headers?: Record<string, string> };
  /** text that must not appear in a 200 answer when refused, and must when allowed */
  marker?: string;
  /** a 2xx answer whose body matches is still a refusal (a server action's ActionState with the guard's own refusal code) */
  refusedBody?: RegExp;
  /** the answer must come within this (a slow parse is a stall, whatever the answer) */
  budgetMs?: number;
  /** sees the answer (a webhook delivery's queued run id) */
  onAnswer?: (status: number, body: string) => void;
}

export interface Prober {
  tally: Tally;
  send(input: Input): Promise<void>;
  /**
   * A request written as-is on a socket (headers fetch would not send); with `dripMs`, one more body
   * byte every dripMs after it until the server answers (a body that never ends); with `mustBe`,
   * any other status is wrongly allowed (a cap that did not hold).
   */
  sendRaw(family: string, what: string, raw: string | Uint8Array, opts?: { dripMs?: number; mustBe?: number }): Promise<void>;
  /** count an input judged elsewhere (a verifier run in the sandbox), its stored text checked for paths */
  record(family: string, finding: string | undefined, stored: string, kind?: FindingKind): void;
}

export function makeProber(base: string, leaks: readonly string[], timeoutMs = 60_000): Prober {
  const tally: Tally = { inputs: 0, byFamily: new Map(), fiveXX: [], wronglyAllowed: [], pathLeaks: [], stalls: [], outcomes: [] };
  const count = (family: string) => {
    tally.inputs += 1;
    tally.byFamily.set(family, (tally.byFamily.get(family) ?? 0) + 1);
  };
  const checkLeaks = (label: string, body: string) => {
    for (const leak of leaks) if (body.includes(leak)) tally.pathLeaks.push(`${label}: names ${leak}`);
  };
  return {
    tally,
    record(family, finding, stored, kind = "wronglyAllowed") {
      count(family);
      if (finding) tally[kind].push(`${family}: ${finding}`);
      checkLeaks(family, stored);
    },
    async send(input) {
      count(input.family);
      const label = `${input.family}: ${input.what}`;
      let status = 0;
      let body = "";
      let location = "";
      const t0 = performance.now();
      try {
        const res = await fetch(input.url.startsWith("http") ? input.url : base + input.url, {
          redirect: "manual",
          ...input.init,
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = res.status;
        location = res.headers.get("location") ?? "";
        body = await res.text();
      } catch (e) {
        const tookS = ((performance.now() - t0) / 1000).toFixed(1);
        // no answer within the budget is the stall it measures; without one, a missing answer is a 5xx
        if (input.budgetMs !== undefined && performance.now() - t0 > input.budgetMs)
          tally.stalls.push(`${label}: no answer after ${tookS} s (budget ${input.budgetMs / 1000} s; ${describe(e)})`);
        else tally.fiveXX.push(`${label}: no answer (${describe(e)})`);
        return;
      }
      input.onAnswer?.(status, body);
      const tookMs = performance.now() - t0;
      if (input.budgetMs !== undefined && tookMs > input.budgetMs)
        tally.stalls.push(`${label}: answered ${status} after ${(tookMs / 1000).toFixed(1)} s (budget ${input.budgetMs / 1000} s)`);
      if (status >= 500) tally.fiveXX.push(`${label}: ${status} ${body.slice(0, 160)}`);
      const ok = status >= 200 && status < 300;
      const shows = input.marker !== undefined && status === 200 && body.includes(input.marker);
      if (input.expect === "refused") {
        if (ok && input.marker === undefined && !(input.refusedBody && input.refusedBody.test(body)))
          tally.wronglyAllowed.push(`${label}: ${status} ${body.slice(0, 120)}`);
        if (shows) tally.wronglyAllowed.push(`${label}: shows ${input.marker}`);
      }
      if (input.expect === "denied" && !GUARD_REFUSALS.has(status))
        tally.wronglyAllowed.push(`${label}: ${status} (past the guard) ${body.slice(0, 120)}`);
      if (input.expect === "allowed" && !(ok && (input.marker === undefined || shows)))
        tally.wronglyAllowed.push(`${label}: ${status} (must be allowed${input.marker ? ` and show ${input.marker}` : ""})`);
      // a redirect to another site from our own answer is an open redirect
      if (/^(https?:)?\/\/|^\/\\|^\\/i.test(location) && !location.startsWith(base))
        tally.wronglyAllowed.push(`${label}: redirects off-site to ${location.slice(0, 80)}`);
      checkLeaks(label, `${location}\n${body}`);
    },
    async sendRaw(family, what, raw, opts = {}) {
      count(family);
      const label = `${family}: ${what}`;
      const answer = await rawRequest(base, raw, timeoutMs, opts.dripMs);
      if (!answer.ok) return void tally.fiveXX.push(`${label}: no answer (${answer.reason})`);
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer.text)?.[1] ?? 0);
      // the socket closed with no status line at all counts as no answer; a 400 from Node's parser is fine
      if (status === 0) tally.fiveXX.push(`${label}: no status line (${JSON.stringify(answer.text.slice(0, 60))})`);
      if (status >= 500) tally.fiveXX.push(`${label}: ${status}`);
      if (opts.mustBe !== undefined && status !== opts.mustBe) tally.wronglyAllowed.push(`${label}: ${status} (must be ${opts.mustBe})`);
      checkLeaks(label, answer.text);
    },
  };
}

function describe(e: unknown): string {
  if (!(e instanceof Error)) return String(e);
  const cause = (e as { cause?: { code?: string; message?: string } }).cause;
  return cause ? `${e.message}: ${cause.code ?? cause.message}` : e.message;
}

/** Write bytes to the server's socket and read until it closes, the answer is complete, or the timeout. */
function rawRequest(
  base: string,
  raw: string | Uint8Array,
  timeoutMs: number,
  dripMs?: number,
): Promise<{ ok: true; text: string } | { ok: false; reason: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(Number(port), hostname);
    let drip: NodeJS.Timeout | undefined;
    const done = (r: { ok: true; text: string } | { ok: false; reason: string }) => {
      clearTimeout(timer);
      clearInterval(drip);
      socket.destroy();
      resolve(r);
    };
    const timer = setTimeout(() => {
      const text = Buffer.concat(chunks).toString("latin1");
      done(text ? { ok: true, text } : { ok: false, reason: `nothing in ${timeoutMs} ms` });
    }, timeoutMs);
    socket.on("data", (c) => {
      chunks.push(c);
      // one status line and headers are enough to judge; the body may never end (keep-alive)
      if (Buffer.concat(chunks).includes("\r\n\r\n"))
        setTimeout(() => done({ ok: true, text: Buffer.concat(chunks).toString("latin1") }), 200);
    });
    socket.on("error", (e) => {
      const text = Buffer.concat(chunks).toString("latin1");
      done(text ? { ok: true, text } : { ok: false, reason: e.message });
    });
    socket.on("end", () => done({ ok: true, text: Buffer.concat(chunks).toString("latin1") }));
    socket.write(raw);
    if (dripMs) drip = setInterval(() => socket.writable && socket.write("x"), dripMs);
  });
}
