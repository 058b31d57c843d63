// Malformed input in the URL and the request line: every route template × every param mutation,
// query values × every text mutation on the pages that read them (sign-in's `next` must never
// send anyone off-site), Range headers on media, and raw requests fetch would refuse to send
// (lying Content-Length, both Content-Length and chunked, a bad request line). Reads here are
// by a maintainer, who may read everything: only a 5xx, an off-site redirect or a path is a finding.
import { formPost, sendAll, type Ctx } from "./context";
import { PARAM_MUTATIONS, TEXT_MUTATIONS } from "./mutations";
import type { Input } from "./probe";
import { OWN } from "./server";

/** every UTF-8 byte as %XX (encodeURIComponent throws on a lone surrogate; this sends U+FFFD's bytes) */
const percentEncode = (v: string) => [...Buffer.from(v, "utf8")].map((b) => `%${b.toString(16).padStart(2, "0")}`).join("");

const TEMPLATES = [
  "/api/tasks/P/status",
  "/api/media/P",
  "/api/media/P/progress",
  "/api/jobs/P",
  "/tasks/P",
  "/tasks/P/audits",
  "/tasks/P/files/P",
  "/tasks/P/ledgers/P",
  "/tasks/P/rollouts/P",
  "/tasks/P/revisions/P",
  "/tasks/P/export.md",
  "/pulls/P",
];

export async function paramFamily(ctx: Ctx): Promise<void> {
  const t = ctx.target;
  const M = { cookie: t.cookies.maintainer };
  const inputs: Input[] = [];
  for (const [what, p] of PARAM_MUTATIONS) {
    for (const tpl of TEMPLATES)
      inputs.push({ family: "params", what: `${tpl} with ${what}`, expect: "any", url: tpl.replaceAll("P", p), init: { headers: M } });
    inputs.push({
      family: "params",
      what: `POST uploads with ${what}`,
      expect: "any",
      url: `/api/tasks/${p}/uploads`,
      init: formPost(ctx, [{ name: "kind", value: "ledger" }], t.cookies.maintainer),
    });
  }
  const queries = [
    "/sign-in?next=Q",
    "/sign-in/forbidden?reason=Q",
    `/tasks/${OWN}?tab=Q`,
    `/tasks/${OWN}/compare?a=Q&b=Q`,
    `/tasks/${OWN}/revisions/Q`,
    `/api/media/${t.mediaOther}?name=Q`,
  ];
  for (const [what, v] of TEXT_MUTATIONS)
    for (const q of queries)
      inputs.push({
        family: "queries",
        what: `${q} with ${what}`,
        expect: "any",
        url: q.replaceAll("Q", percentEncode(v)),
        init: { headers: M },
      });
  // where sign-in may send a browser afterwards: our own pages only
  for (const next of [
    "//evil.example",
    "https://evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "/%2F%2Fevil.example",
    " //evil.example",
  ])
    for (const who of [{}, M])
      inputs.push({
        family: "queries",
        what: `sign-in next=${next}`,
        expect: "any",
        url: `/sign-in?next=${encodeURIComponent(next)}`,
        init: { headers: who },
      });
  for (const range of [
    "bytes=0-",
    "bytes=-1",
    "bytes=99999999999999-",
    "bytes=1-0",
    "bytes=0-1,2-3,4-5",
    "bytes=x-y",
    "items=0-1",
    "bytes=" + "0-1,".repeat(2000),
  ])
    inputs.push({
      family: "ranges",
      what: range.slice(0, 30),
      expect: "any",
      url: `/api/media/${t.mediaOther}`,
      init: { headers: { ...M, range } },
    });
  await sendAll(ctx, inputs);

  const host = `127.0.0.1:${t.port}`;
  const raw: Array<[string, string]> = [
    [
      "Content-Length longer than the body",
      `POST /api/tasks/${OWN}/uploads HTTP/1.1\r\nHost: ${host}\r\nCookie: ${t.cookies.contributor}\r\nOrigin: ${t.base}\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000\r\n\r\n--b\r\n`,
    ],
    [
      "Content-Length and chunked",
      `POST /api/tasks/${OWN}/uploads HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    ],
    ["two Content-Lengths", `POST /api/tasks/${OWN}/uploads HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab`],
    ["bad chunk size", `POST /api/tasks/${OWN}/uploads HTTP/1.1\r\nHost: ${host}\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n`],
    ["no Host", `GET /api/health HTTP/1.1\r\n\r\n`],
    ["a hostile Host", `GET /sign-in HTTP/1.1\r\nHost: evil.example\r\n\r\n`],
    ["X-Forwarded-Host", `GET /sign-in?next=/ HTTP/1.1\r\nHost: ${host}\r\nX-Forwarded-Host: evil.example\r\n\r\n`],
    ["HTTP/0.9 request line", `GET /\r\n\r\n`],
    ["absolute-form URL", `GET http://evil.example/api/health HTTP/1.1\r\nHost: ${host}\r\n\r\n`],
    ["header of 64 KB", `GET /api/health HTTP/1.1\r\nHost: ${host}\r\nX-Pad: ${"p".repeat(65_536)}\r\n\r\n`],
    ["NUL in the path", `GET /tasks/a\u0000b HTTP/1.1\r\nHost: ${host}\r\n\r\n`],
    ["space in the path", `GET /tasks/a b HTTP/1.1\r\nHost: ${host}\r\n\r\n`],
    ["asterisk form", `OPTIONS * HTTP/1.1\r\nHost: ${host}\r\n\r\n`],
    ["unknown method", `BREW /api/health HTTP/1.1\r\nHost: ${host}\r\n\r\n`],
  ];
  for (const [what, req] of raw) await ctx.probe.sendRaw("raw requests", what, Buffer.from(req, "latin1"));
  // bodies that never end, on each upload route: the route's own idle timer and total-time bound
  // must answer (408) within the probe's timeout, which only happens when nothing in front of the
  // route holds the body back until it ends (Next did, for every request its proxy ran on)
  const stalled = (url: string, framing: string, body: string) =>
    `POST ${url} HTTP/1.1\r\nHost: ${host}\r\nCookie: ${t.cookies.maintainer}\r\nOrigin: ${t.base}\r\nContent-Type: multipart/form-data; boundary=b\r\n${framing}\r\n\r\n${body}`;
  for (const url of [`/api/tasks/${OWN}/uploads`, `/api/tasks/${OWN}/rows`, `/api/tasks/${OWN}/revisions`, "/api/tasks"])
    for (const [what, framing, body, dripMs] of [
      ["drips a byte every 500 ms", "Content-Length: 10000000", "--b\r\n", 500],
      ["chunked, stalls after one chunk", "Transfer-Encoding: chunked", "5\r\n--b\r\n\r\n", undefined],
    ] as const)
      await ctx.probe.sendRaw("raw requests", `${url} body ${what}`, Buffer.from(stalled(url, framing, body), "latin1"), { dripMs });
  // the per-client cap (VBENCH_UPLOAD_CONNECTIONS, 4): with four stalled bodies held, a fifth from
  // the same address is refused at once, before its body is read
  const upload = `/api/tasks/${OWN}/uploads`;
  const held = Array.from({ length: 4 }, (_, i) =>
    ctx.probe.sendRaw(
      "raw requests",
      `stalled body ${i + 1} of 4 held`,
      Buffer.from(stalled(upload, "Content-Length: 10000000", "--b\r\n"), "latin1"),
    ),
  );
  await new Promise((r) => setTimeout(r, 500));
  await ctx.probe.sendRaw(
    "raw requests",
    "a fifth body while four are held",
    Buffer.from(stalled(upload, "Content-Length: 10000000", "--b\r\n"), "latin1"),
    {
      mustBe: 429,
    },
  );
  await Promise.all(held);
}
