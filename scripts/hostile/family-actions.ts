// Server actions: every action the build ships (read from its server-reference manifest) called
// through the page that serves it, as every actor (anonymous, viewer, contributor, maintainer,
// admin), with each argument mutation; made-up action ids with hostile bodies; and cross-origin
// calls. An action answers 200 with its ActionState, so "refused" means the answer carries the
// guard's own refusal code: UNAUTHENTICATED or FORBIDDEN (and, for a contributor's submit, whose
// task the guard decides after parsing, NOT_FOUND or INVALID). An "ok":false without a code is the
// handler's answer after the guard let the call through: wrongly allowed. The need is read from
// the action's source (`need: "…"`), so a new action is covered without editing the bench. Callers
// who may pass act on a bystander account, so their allowed calls change no actor of the bench.
import fs from "node:fs";
import { sendAll, type Ctx } from "./context";
import type { Expect, Input } from "./probe";
import { OTHER, OWN, PEOPLE, type Person } from "./server";

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

/** May this caller's call succeed? (written out from README's roles table, not from lib/auth/can.ts) */
function mayPass(who: Person | "anonymous", need: string, taskId: unknown): boolean {
  if (who === "anonymous") return false;
  if (who === "admin" || need === "read") return true;
  if (who === "contributor") return need === "submit" && taskId === OWN;
  return who === "maintainer" && (need === "submit" || need === "review");
}

/** The guard's refusal codes in an ActionState; a contributor's submit is parsed before its task is decided. */
function guardRefusal(who: Person | "anonymous", need: string): RegExp {
  return who === "contributor" && need === "submit"
    ? /"ok":false,"code":"(UNAUTHENTICATED|FORBIDDEN|NOT_FOUND|INVALID)"/
    : /"ok":false,"code":"(UNAUTHENTICATED|FORBIDDEN)"/;
}

const ACTORS = ["anonymous", ...PEOPLE] as const;

export async function actionFamily(ctx: Ctx): Promise<void> {
  const t = ctx.target;
  // every field some action reads, so a call passes the schema and reaches the decision; who may
  // pass acts on the bystander (made a viewer, never the bench's actors)
  const sink = (taskId: string, target: string) => ({
    taskId,
    userId: target,
    role: target === t.people.bystander.id ? "viewer" : "admin",
    email: `new-${Math.random().toString(36).slice(2)}@hostile.test`,
    revisionId: "x",
    runId: t.jobOther,
    mediaId: t.mediaOther,
    reviewerId: target,
    body: "hostile comment",
    localPath: "/etc/passwd",
    url: "http://127.0.0.1:1/",
    name: "hostile",
    access: "write",
  });
  const args = (target: string): Array<[string, unknown[] | string]> => [
    ["other task", [null, sink(OTHER, target)]],
    ["own task", [null, sink(OWN, target)]],
    ["null form", [null, null]],
    ["string form", [null, "taskId=x"]],
    ["array form", [null, [sink(OTHER, target)]]],
    ["no arguments", []],
    ["prototype keys", [null, { __proto__: { taskId: OWN }, constructor: { prototype: { role: "admin" } } }]],
    ["NUL task id", [null, sink(`${OWN}\u0000`, target)]],
    ["deep object", [null, JSON.parse('{"a":'.repeat(500) + "1" + "}".repeat(500))]],
    // React's decoder walked this recursively and overflowed: a 500 even to the anonymous
    ["5,000 deep", `[null,${'{"a":'.repeat(5000)}1${"}".repeat(5000)}]`],
    ["not JSON", "{".repeat(1000)],
  ];
  const inputs: Input[] = [];
  for (const a of shippedActions())
    for (const who of ACTORS) {
      const target = who === "maintainer" || who === "admin" ? t.people.bystander.id : t.people.contributor.id;
      for (const [what, arg] of args(target)) {
        const taskId = Array.isArray(arg) ? (arg[1] as { taskId?: unknown } | null)?.taskId : undefined;
        const expect: Expect = mayPass(who, a.need, taskId) ? "any" : "refused";
        inputs.push({
          family: "actions",
          what: `${a.file.replace(/^lib\/actions\//, "")} (${a.need}) as ${who}, ${what}`,
          expect,
          url: a.page,
          refusedBody: guardRefusal(who, a.need),
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
        body: JSON.stringify([null, sink(OWN, t.people.bystander.id)]),
      },
    });
  await sendAll(ctx, inputs);
}
