// Authorisation cells on every API route: each write route × each credential that must not pass
// (anonymous, a viewer, a contributor on another task, a token scoped elsewhere or read-only,
// forged cookies and Authorization headers, cookie posts from other origins), each read route ×
// anonymous and the scoped-elsewhere token, and each method a route does not serve. Bodies are
// ones the route would accept, so only the guard stands between the request and a write: the
// answer must be the guard's own refusal (401/403/404), not a 400 from parsing past it.
import { bearer, sendAll, type Ctx } from "./context";
import { BOUNDARY, multipart } from "./forms";
import type { Input } from "./probe";
import { OTHER, OWN } from "./server";
import { encodeText } from "./mutations";

type Headers = Record<string, string>;

export async function routeFamily(ctx: Ctx): Promise<void> {
  const t = ctx.target;
  const ct = { "content-type": `multipart/form-data; boundary=${BOUNDARY}` };
  const ledgerForm = multipart([
    { name: "kind", value: "ledger" },
    { name: "label", value: "cell" },
    { name: "file", filename: "cell.json", bytes: encodeText('{"actions":[]}') },
  ]);
  const decision = multipart([{ name: "decision", value: "accept" }]);
  const writes: Array<{ what: string; url: string; body: Uint8Array<ArrayBuffer>; headers: Headers; reviewOnly: boolean }> = [
    { what: "upload", url: `/api/tasks/${OTHER}/uploads`, body: ledgerForm, headers: ct, reviewOnly: false },
    { what: "rows", url: `/api/tasks/${OTHER}/rows`, body: ledgerForm, headers: ct, reviewOnly: false },
    { what: "revisions", url: `/api/tasks/${OTHER}/revisions`, body: ledgerForm, headers: ct, reviewOnly: false },
    { what: "decision", url: `/api/tasks/${OTHER}/submissions/ledger/x`, body: decision, headers: ct, reviewOnly: true },
    // a contributor deciding on their own task's submissions: review is a maintainer's
    { what: "decision on own task", url: `/api/tasks/${OWN}/submissions/ledger/x`, body: decision, headers: ct, reviewOnly: true },
    { what: "media copy", url: `/api/media/${t.mediaOther}?name=a.mp4`, body: encodeText("bytes"), headers: {}, reviewOnly: true },
  ];
  const credentials: Array<[string, Headers, (w: (typeof writes)[number]) => boolean]> = [
    ["anonymous", { origin: t.base }, () => true],
    ["viewer", { cookie: t.cookies.viewer, origin: t.base }, () => true],
    ["contributor", { cookie: t.cookies.contributor, origin: t.base }, (w) => w.reviewOnly || !w.url.includes(OWN)],
    ["contributor's token (own task only)", bearer(t.tokens.ownWrite), (w) => w.reviewOnly || !w.url.includes(OWN)],
    ["read-only token", bearer(t.tokens.readOnly), () => true],
    ["forged session cookie", { cookie: "better-auth.session_token=forged.signature", origin: t.base }, () => true],
    ["a second session cookie", { cookie: `${t.cookies.contributor}; ${t.cookies.maintainer}`, origin: t.base }, () => false],
    ...["http://evil.example", "null", `http://127.0.0.1:${t.port + 1}`, `http://localhost.evil.example`, `${t.base}.evil.example`].map(
      (origin): [string, Headers, () => boolean] => [
        `maintainer cookie from ${origin}`,
        { cookie: t.cookies.maintainer, origin },
        () => true,
      ],
    ),
    ...["cross-site", "same-site"].map((site): [string, Headers, () => boolean] => [
      `maintainer cookie, Sec-Fetch-Site ${site}`,
      { cookie: t.cookies.maintainer, "sec-fetch-site": site },
      () => true,
    ]),
    ...[
      "Bearer ",
      "Bearer x",
      "Bearer vbr_" + "a".repeat(43),
      "Basic YTpi",
      `Bearer ${t.tokens.ownWrite}x`,
      `bearer  ${t.tokens.readOnly}`,
    ].map((auth): [string, Headers, () => boolean] => [
      `Authorization ${JSON.stringify(auth.slice(0, 16))}`,
      { authorization: auth },
      () => true,
    ]),
  ];
  const inputs: Input[] = [];
  for (const w of writes)
    for (const [who, headers, mustDeny] of credentials)
      inputs.push({
        family: "write cells",
        what: `${w.what} as ${who}`,
        expect: mustDeny(w) ? "denied" : "any",
        url: w.url,
        init: { method: "POST", headers: { ...w.headers, ...headers }, body: w.body },
      });

  const reads = [
    `/api/tasks/${OTHER}/status`,
    `/tasks/${OTHER}/export.md`,
    `/api/media/${t.mediaOther}`,
    `/api/media/${t.mediaOther}/progress`,
    `/api/jobs/${t.jobOther}`,
  ];
  for (const url of reads) {
    inputs.push({ family: "read cells", what: `${url} anonymous`, expect: "denied", url });
    inputs.push({
      family: "read cells",
      what: `${url} forged cookie`,
      expect: "denied",
      url,
      init: { headers: { cookie: "better-auth.session_token=x" } },
    });
    // every signed-in role reads every task (README, Security): only the token's scope is narrower
    inputs.push({
      family: "read cells",
      what: `${url} token scoped to ${OWN}`,
      expect: "denied",
      url,
      init: { headers: bearer(t.tokens.ownWrite) },
    });
    inputs.push({ family: "read cells", what: `${url} HEAD anonymous`, expect: "denied", url, init: { method: "HEAD" } });
  }
  for (const url of ["/api/openapi.json", "/docs/api", "/api/jobs/none"])
    inputs.push({ family: "read cells", what: `${url} anonymous`, expect: "refused", url });
  // the webhook is off without its secret; with a made-up signature it must refuse either way
  for (const sig of [undefined, "sha256=00", "sha1=00", "x".repeat(5000)])
    inputs.push({
      family: "write cells",
      what: `github webhook signature ${JSON.stringify(sig?.slice(0, 10))}`,
      expect: "refused",
      url: "/api/github/webhook",
      init: {
        method: "POST",
        headers: { "content-type": "application/json", "x-github-event": "pull_request", ...(sig ? { "x-hub-signature-256": sig } : {}) },
        body: '{"action":"opened"}',
      },
    });
  for (const m of ["PUT", "PATCH", "DELETE", "OPTIONS", "PROPFIND"])
    for (const url of [
      `/api/tasks/${OWN}/uploads`,
      `/api/tasks/${OWN}/status`,
      "/api/health",
      `/api/media/${t.mediaOther}`,
      `/tasks/${OWN}`,
    ])
      inputs.push({
        family: "methods",
        what: `${m} ${url}`,
        // a route handler serves only the methods it exports; a page renders for any (reads are open)
        expect: m === "OPTIONS" || m === "PROPFIND" || url.startsWith("/tasks/") ? "any" : "refused",
        url,
        init: { method: m, headers: { cookie: t.cookies.contributor, origin: t.base } },
      });
  await sendAll(ctx, inputs);
}
