// Uploads on the contributor's own task: every form field × every text mutation, hostile ledger and
// trajectory files, forms broken at the multipart level on each upload route, and calibration rows
// with each field × every JSON mutation. A contributor may upload here, so only a 5xx, a path in an
// answer or an answer later than the time budget is a finding; refusals are the server's to choose
// (400, 413, 429).
import { bearer, formPost, type Ctx } from "./context";
import { brokenForms, type Part } from "./forms";
import { hostileLedgers, hostileTrajectories } from "./inputs-files";
import { encodeText, JSON_MUTATIONS, TEXT_MUTATIONS } from "./mutations";
import { OWN } from "./server";

const UPLOAD_BASE = { kind: "ledger", label: "hostile", claimedScore: "0.5", filename: "x.json" } as const;

function uploadParts(over: Partial<Record<keyof typeof UPLOAD_BASE, string>>, file: Uint8Array = encodeText("{}")): Part[] {
  const v = { ...UPLOAD_BASE, ...over };
  return [
    { name: "kind", value: v.kind },
    { name: "label", value: v.label },
    { name: "claimedScore", value: v.claimedScore },
    { name: "file", filename: v.filename, bytes: file },
  ];
}

// a row that parses (lib/uploads/row-input.ts), so each mutation tries one field at a time
const ROW_BASE = {
  harness: "Codex CLI",
  harnessVersion: "1.0",
  model: "gpt",
  reasoning: "high",
  condition: "full",
  kind: "agent",
  claimedScore: "0.5",
  claimedTurns: 3,
  instructionSha256: "0".repeat(64),
  networkPosture: "unstated",
  wrapped: false,
  notes: "hostile",
};

export async function uploadFamily(ctx: Ctx): Promise<void> {
  const C = ctx.target.cookies.contributor;
  const uploads = `/api/tasks/${OWN}/uploads`;
  const send = (family: string, what: string, init: RequestInit & { headers?: Record<string, string> }, url = uploads) =>
    ctx.probe.send({ family, what, expect: "any", url, init, budgetMs: ctx.budgetMs });

  for (const field of Object.keys(UPLOAD_BASE) as Array<keyof typeof UPLOAD_BASE>)
    for (const [what, value] of TEXT_MUTATIONS)
      await send("upload fields", `${field} ${what}`, formPost(ctx, uploadParts({ [field]: value }), C));

  for (const [what, bytes] of hostileLedgers())
    await send("ledger files", what, formPost(ctx, uploadParts({ label: `ledger ${what}` }, bytes), C));
  for (const [what, bytes] of hostileTrajectories())
    await send(
      "trajectory files",
      what,
      formPost(ctx, uploadParts({ kind: "rollout", label: `rollout ${what}`, filename: "t.jsonl", claimedScore: "" }, bytes), C),
    );

  // the same forms through the API token: the Bearer path parses the same body
  for (const [what, bytes] of hostileLedgers().slice(0, 8))
    await send("ledger files by token", what, {
      method: "POST",
      headers: { ...bearer(ctx.target.tokens.ownWrite), "content-type": formPost(ctx, [], C).headers["content-type"] },
      body: formPost(ctx, uploadParts({ label: `token ${what}` }, bytes), C).body,
    });

  for (const [route, fileField] of [
    ["uploads", "file"],
    ["rows", "ledger"],
    ["revisions", "archive"],
  ] as const)
    for (const [what, raw] of brokenForms(fileField))
      await send(
        "broken forms",
        `${route}: ${what}`,
        { method: "POST", headers: { cookie: C, origin: ctx.target.base, "content-type": raw.contentType }, body: raw.body },
        `/api/tasks/${OWN}/${route}`,
      );

  const rowPost = (row: string) =>
    formPost(
      ctx,
      [
        { name: "row", value: row },
        { name: "ledger", filename: "l.json", bytes: encodeText("{}") },
      ],
      C,
    );
  for (const field of Object.keys(ROW_BASE))
    for (const [what, value] of JSON_MUTATIONS)
      await send("row fields", `${field} ${what}`, rowPost(JSON.stringify({ ...ROW_BASE, [field]: value })), `/api/tasks/${OWN}/rows`);
  for (const [what, row] of [
    ["empty", ""],
    ["null", "null"],
    ["array", "[]"],
    ["an unknown field", JSON.stringify({ ...ROW_BASE, admin: true })],
    ["10,000 braces", "{".repeat(10_000)],
    ["prototype key", `{"__proto__":{"harness":"x"},${JSON.stringify(ROW_BASE).slice(1)}`],
  ])
    await send("row fields", what, rowPost(row), `/api/tasks/${OWN}/rows`);
  // only a reviewer may send a row as official (lib/uploads/row-input.ts)
  await ctx.probe.send({
    family: "row fields",
    what: "status official from a contributor",
    expect: "refused",
    url: `/api/tasks/${OWN}/rows`,
    init: rowPost(JSON.stringify({ ...ROW_BASE, status: "official" })),
  });
}
