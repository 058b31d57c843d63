// Server actions: every action the build ships (read from its server-reference manifest) called
// through the page that serves it, as anonymous, a viewer and a contributor, with each argument
// mutation; made-up action ids with hostile bodies; and cross-origin calls. An action answers 200
// with its ActionState, so "refused" means the answer says "ok":false (or no such action): an
// "ok":true for a need the caller lacks is wrongly allowed. The need is read from the action's
// source (`need: "…"`), so a new action is covered without editing the bench.
import fs from "node:fs";
import { sendAll, type Ctx } from "./context";
import type { Expect, Input } from "./probe";
import { OTHER, OWN, type Person } from "./server";

interface ShippedAction {
  id: string;
  file: string;
  need: string;
  /** a page path whose worker serves the action */
  page: string;
}

export function shippedActions(manifest = ".next/server/server-reference-manifest.json"): ShippedAction[] {
  const node = (
    JSON.parse(fs.readFileSync(manifest, "utf8")) as { node: Record<string, { filename: string; workers: Record<string, unknown> }> }
  ).node;
  return Object.entries(node).map(([id, a]) => {
    const need = /need: "(\w+)"/.exec(fs.readFileSync(a.filename, "utf8"))?.[1] ?? "unknown";
    const worker = Object.keys(a.workers)[0];
    const page =
      worker
        .replace(/^app/, "")
        .replace(/\/page$/, "")
        .replace("[id]", OWN)
        .replace(/\[\w+\]/g, "x") || "/";
    return { id, file: a.filename, need, page };
  });
}

/** May this caller's call succeed? (mirrors lib/auth/can.ts for the roles the bench signs in) */
function mayPass(who: Person | "anonymous", need: string, taskId: unknown): boolean {
  if (who === "anonymous") return false;
  if (need === "read") return true;
  if (who === "contributor" && need === "submit") return taskId === OWN;
  return who === "maintainer" && need !== "admin";
}

const REFUSED = /"ok":false|Server action not found/;

export async function actionFamily(ctx: Ctx): Promise<void> {
  const t = ctx.target;
  // every field some action reads, so a call passes the schema and reaches the decision
  const sink = (taskId: string) => ({
    taskId,
    userId: t.people.contributor.id,
    role: "admin",
    email: "new-admin@hostile.test",
    revisionId: "x",
    runId: t.jobOther,
    mediaId: t.mediaOther,
    reviewerId: t.people.contributor.id,
    body: "hostile comment",
    localPath: "/etc/passwd",
    url: "http://127.0.0.1:1/",
    name: "hostile",
    access: "write",
  });
  const args: Array<[string, unknown[] | string]> = [
    ["other task", [null, sink(OTHER)]],
    ["own task", [null, sink(OWN)]],
    ["null form", [null, null]],
    ["string form", [null, "taskId=x"]],
    ["array form", [null, [sink(OTHER)]]],
    ["no arguments", []],
    ["prototype keys", [null, { __proto__: { taskId: OWN }, constructor: { prototype: { role: "admin" } } }]],
    ["NUL task id", [null, sink(`${OWN}\u0000`)]],
    ["deep object", [null, JSON.parse('{"a":'.repeat(500) + "1" + "}".repeat(500))]],
    ["not JSON", "{".repeat(1000)],
  ];
  const inputs: Input[] = [];
  for (const a of shippedActions())
    for (const who of ["anonymous", "viewer", "contributor"] as const)
      for (const [what, arg] of args) {
        const taskId = Array.isArray(arg) ? (arg[1] as { taskId?: unknown } | null)?.taskId : undefined;
        const expect: Expect = mayPass(who, a.need, taskId) ? "any" : "refused";
        inputs.push({
          family: "actions",
          what: `${a.file.replace(/^lib\/actions\//, "")} (${a.need}) as ${who}, ${what}`,
          expect,
          url: a.page,
          refusedBody: REFUSED,
          init: {
            method: "POST",
            headers: {
              ...(who === "anonymous" ? {} : { cookie: t.cookies[who] }),
              origin: t.base,
              "next-action": a.id,
              "content-type": "text/plain;charset=UTF-8",
            },
            body: typeof arg === "string" ? arg : JSON.stringify(arg),
          },
        });
      }
  for (const id of ["", "0", "f".repeat(42), "../x", "%00", "7f" + "0".repeat(40)])
    for (const body of ["", "null", "[null]", '["$@1"]', '["$K1"]', "{".repeat(1000), "a=1"])
      inputs.push({
        family: "actions",
        what: `unknown id ${JSON.stringify(id.slice(0, 6))} body ${JSON.stringify(body.slice(0, 8))}`,
        expect: "any",
        url: `/tasks/${OWN}`,
        init: {
          method: "POST",
          headers: { cookie: t.cookies.contributor, origin: t.base, "next-action": id, "content-type": "text/plain;charset=UTF-8" },
          body,
        },
      });
  const real = shippedActions()[0];
  for (const origin of ["http://evil.example", "null", `http://127.0.0.1:${t.port + 1}`])
    inputs.push({
      family: "actions",
      what: `cross-origin ${origin}`,
      expect: "denied",
      url: real.page,
      init: {
        method: "POST",
        headers: { cookie: t.cookies.maintainer, origin, "next-action": real.id, "content-type": "text/plain" },
        body: JSON.stringify([null, sink(OWN)]),
      },
    });
  await sendAll(ctx, inputs);
}
