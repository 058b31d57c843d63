import "server-only";
// The trust boundary. Every page, server action and route handler goes through one of these:
// authenticate (session cookie, or Authorization: Bearer for routes), decide with can(), parse
// input with zod, map errors to one shape, and write an audit row for every write allowed.
import { headers as nextHeaders } from "next/headers";
import { notFound, redirect } from "next/navigation";
import type { z } from "zod";
import { getPrisma } from "../data/db";
import type { ActionState } from "./action-state";
import { bearerOf, identify } from "./actor";
import { configuredOrigin } from "./app-origin";
import { writeAudit } from "./audit";
import { can, type Decision, type TaskAccess, type TokenScope } from "./can";
import { errorResponse, GuardError, STATUS_OF, type ErrorCode, type FieldErrors } from "./errors";
import { fieldErrorsOf } from "../input/zod-issues";
import { formToObject } from "./form-input";
import { parseRouteInput, type ParsedInput, type RouteInputOptions } from "./route-input";
import { PAGE_PATH_HEADER, sameSitePath } from "./page-path";
import { taskAccess } from "./membership";
import type { Actor, Need, Role } from "./roles";
import { decodeParam, decodeParams } from "./safe-params";
import { crossOriginRefusal } from "./same-origin";
import { writeLimiter } from "./write-limit";
import { anonymousReadEnabled, getAuth } from "./server";

export type { Actor, Need, Role };
export { GuardError };

const NO_TASK: TaskAccess = { taskId: null, exists: true, member: false };

/** What a route's `taskId` returns for a request about work on several tasks (a pull request's job run). */
export const ACROSS_TASKS = Symbol("across tasks");
type NamedTask = string | null | typeof ACROSS_TASKS;

async function decide(actor: Actor, need: Need, taskId: NamedTask, token: TokenScope | null): Promise<Decision> {
  const access =
    taskId === ACROSS_TASKS
      ? { ...NO_TASK, acrossTasks: true }
      : taskId
        ? await taskAccess(await getPrisma(), taskId, actor.userId)
        : NO_TASK;
  return can(actor, need, access, { anonymousRead: anonymousReadEnabled(), token });
}

// ---------------------------------------------------------------- pages

/** A route param for a page: decoded safely; anything malformed is a 404, never a 500. */
export function pageParam(raw: string): string {
  const r = decodeParam(raw);
  if (!r.ok) notFound();
  return r.value;
}

/** For server components: the actor, or a redirect to sign-in / the forbidden page, or a 404. */
export async function guardPage(need: Need, taskId?: string): Promise<Actor> {
  const id = taskId === undefined ? null : pageParam(taskId);
  const requestHeaders = await nextHeaders();
  const who = await identify(await getPrisma(), await getAuth(), requestHeaders, { allowBearer: false });
  const actor = who.ok ? who.actor : { userId: null, role: "anonymous" as const, name: "anonymous" };
  const d = await decide(actor, need, id, null);
  if (d.allowed) return actor;
  const back = sameSitePath(requestHeaders.get(PAGE_PATH_HEADER)) ?? (id ? `/tasks/${encodeURIComponent(id)}` : "/");
  if (d.code === "UNAUTHENTICATED") redirect(`/sign-in?next=${encodeURIComponent(back)}`);
  if (d.code === "NOT_FOUND") notFound();
  redirect(`/sign-in/forbidden?reason=${encodeURIComponent(d.reason)}`);
}

/** The signed-in actor for layout chrome (header), without enforcing anything. */
export async function currentActor(): Promise<Actor> {
  // the request's headers first: while `next build` prerenders a page (the root layout included)
  // headers() stops the render there, so the build never opens the database (a build worker that
  // opened PGlite held its one-process lock while `npm start` went on to open it)
  const requestHeaders = await nextHeaders();
  const who = await identify(await getPrisma(), await getAuth(), requestHeaders, { allowBearer: false });
  return who.ok ? who.actor : { userId: null, role: "anonymous", name: "anonymous" };
}

// ---------------------------------------------------------------- server actions

export type { ActionState };

/** A handler returns a message, or a result (ok:false for an expected refusal such as a hash mismatch). */
export type ActionResult<T> =
  | string
  | { ok?: boolean; message: string; data?: T; fieldErrors?: FieldErrors; audit?: { target?: string; details?: Record<string, unknown> } };

export interface ActionOptions<S extends z.ZodType> {
  need: Need;
  schema: S;
  /** the task the input is about (membership decides "submit"); omit for actions on no task */
  taskId?: (input: z.infer<S>) => string | null | Promise<string | null>;
  /** audit name, e.g. "submit-verdict" */
  name?: string;
}

function refused(code: ErrorCode, message: string, fieldErrors: FieldErrors = {}): ActionState<never> {
  return { ok: false, code, message, fieldErrors };
}

export function guardAction<S extends z.ZodType, T = undefined>(
  opts: ActionOptions<S>,
  handler: (input: z.infer<S>, actor: Actor) => Promise<ActionResult<T>>,
): (prev: ActionState<T>, form: FormData | Record<string, unknown>) => Promise<ActionState<T>> {
  return async (_prev, form) => {
    const prisma = await getPrisma();
    const who = await identify(prisma, await getAuth(), await nextHeaders(), { allowBearer: false });
    if (!who.ok) return refused("UNAUTHENTICATED", who.reason);
    const actor = who.actor;
    // refuse the anonymous before parsing: the answer must not depend on what they sent
    if (actor.role === "anonymous") return refused("UNAUTHENTICATED", "Sign in first.");
    // a role that could not do this on any task is refused before its input is looked at
    const best = can(actor, opts.need, { taskId: "any", exists: true, member: true }, { anonymousRead: anonymousReadEnabled() });
    if (!best.allowed) return refused(best.code, `Not allowed: ${best.reason}.`);
    const raw = formToObject(form);
    if (!raw.ok) return refused("INVALID", "Nothing was saved: please fix the highlighted fields.", raw.fieldErrors);
    const parsed = opts.schema.safeParse(raw.value);
    if (!parsed.success) return refused("INVALID", "Nothing was saved: please fix the highlighted fields.", fieldErrorsOf(parsed.error));
    const input = parsed.data;
    const taskId = opts.taskId ? await opts.taskId(input) : null;
    const d = await decide(actor, opts.need, taskId, null);
    if (!d.allowed) return refused(d.code, d.code === "NOT_FOUND" ? `No task ${taskId}.` : `Not allowed: ${d.reason}.`);
    try {
      const r = await handler(input, actor);
      const result = typeof r === "string" ? { ok: true, message: r } : r;
      const ok = result.ok ?? true;
      await writeAudit(prisma, actor, {
        action: opts.name ?? "action",
        taskId,
        target: result.audit?.target ?? taskId,
        details: { ok, message: result.message.slice(0, 500), ...result.audit?.details },
      });
      return { ok, message: result.message, fieldErrors: result.fieldErrors ?? {}, data: result.data };
    } catch (e) {
      if (e instanceof GuardError) return refused(e.code, e.message, e.fieldErrors);
      throw e;
    }
  };
}

export { fieldErrorsOf } from "../input/zod-issues";

// ---------------------------------------------------------------- route handlers

type RawParams = Record<string, string | string[] | undefined>;

export interface RouteOptions<
  P extends Record<string, string>,
  PS extends z.ZodType | undefined = undefined,
  QS extends z.ZodType | undefined = undefined,
  BS extends z.ZodType | undefined = undefined,
> extends RouteInputOptions<PS, QS, BS> {
  need: Need;
  /** the task the request is about, from the decoded params (may look it up; null: none; ACROSS_TASKS: several) */
  taskId?: (params: P) => NamedTask | Promise<NamedTask>;
  /** what an API token must allow; defaults to "read" for need "read", else "write" */
  tokenScope?: "read" | "write";
  /** audit name; defaults to "<METHOD> <path>" */
  name?: string;
}

export interface RouteContext<
  P,
  PS extends z.ZodType | undefined = undefined,
  QS extends z.ZodType | undefined = undefined,
  BS extends z.ZodType | undefined = undefined,
> extends ParsedInput<PS, QS, BS> {
  actor: Actor;
  params: P;
  taskId: string | null;
}

/**
 * Input is parsed here, after the caller is allowed and before the handler: `params`, `query` and
 * `schema` (with `read`, how the body is read) give the handler checkedParams, query and body;
 * a refusal is a 400 in the error shape (audited like any answer to a write).
 */
export function guardRoute<
  P extends Record<string, string> = Record<string, string>,
  PS extends z.ZodType | undefined = undefined,
  QS extends z.ZodType | undefined = undefined,
  BS extends z.ZodType | undefined = undefined,
>(
  opts: RouteOptions<P, PS, QS, BS>,
  handler: (req: Request, ctx: RouteContext<P, PS, QS, BS>) => Promise<Response>,
): (req: Request, ctx?: { params?: Promise<RawParams> | RawParams }) => Promise<Response> {
  return async (req, ctx) => {
    const decoded = decodeParams((await ctx?.params) ?? {});
    if (!decoded.ok) return errorResponse("INVALID", `${decoded.name}: ${decoded.reason}`, { [decoded.name]: [decoded.reason] });
    const params = decoded.value as P;
    // a cookie rides along on requests other sites make; a Bearer token never does
    if (bearerOf(req.headers) === null) {
      const refusal = crossOriginRefusal({
        method: req.method,
        origin: req.headers.get("origin"),
        secFetchSite: req.headers.get("sec-fetch-site"),
        host: req.headers.get("host"),
        configuredOrigin: configuredOrigin(),
      });
      if (refusal) return errorResponse("FORBIDDEN", refusal);
    }
    const prisma = await getPrisma();
    const who = await identify(prisma, await getAuth(), req.headers, { allowBearer: true });
    if (!who.ok) return errorResponse("UNAUTHENTICATED", who.reason);
    const actor = who.actor;
    const named = opts.taskId ? await opts.taskId(params) : null;
    const d = await decide(actor, opts.need, named, who.token);
    if (!d.allowed) return errorResponse(d.code, d.reason);
    const taskId = named === ACROSS_TASKS ? null : named;
    // a token's read/write scope follows what the route does, unless the route says otherwise
    const scopeNeeded = opts.tokenScope ?? (opts.need === "read" ? "read" : "write");
    if (who.token && scopeNeeded === "write" && who.token.access !== "write")
      return errorResponse("FORBIDDEN", "this API token is read-only");
    if (req.method !== "GET" && req.method !== "HEAD") {
      const limit = writeLimiter()?.hit(actor.tokenId ? `token:${actor.tokenId}` : `user:${actor.userId}`);
      if (limit && !limit.ok)
        return errorResponse("RATE_LIMITED", "too many writes: try again later", undefined, {
          "Retry-After": String(limit.retryAfterSeconds),
        });
    }
    let res: Response;
    try {
      const input = await parseRouteInput(req, params, opts);
      res = input.ok ? await handler(req, { actor, params, taskId, ...input.value }) : input.response;
    } catch (e) {
      if (e instanceof GuardError) return errorResponse(e.code, e.message, e.fieldErrors);
      throw e;
    }
    if (req.method !== "GET" && req.method !== "HEAD")
      await writeAudit(prisma, actor, {
        action: opts.name ?? `${req.method} ${new URL(req.url).pathname}`,
        taskId,
        target: new URL(req.url).pathname,
        details: { status: res.status },
      });
    return res;
  };
}

export { STATUS_OF };

// Routes a server calls with a signed body (the GitHub webhook) use guardSignedRoute from
// ./signed-route directly: re-exporting it here made every action load the webhook's modules.

/** Whether the actor may do this on this task: for showing or hiding a form (the action still guards itself). */
export async function allows(actor: Actor, need: Need, taskId?: string): Promise<boolean> {
  return (await decide(actor, need, taskId ?? null, null)).allowed;
}
