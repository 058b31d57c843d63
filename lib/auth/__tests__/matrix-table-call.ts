// How the authorisation matrix calls an entry point: a route handler with a Request (the actor's
// headers), a server action as the actor; and the shape of one matrix row.
import type { Need } from "../roles";
import type { Harness, MatrixActor } from "./harness";

/** a route's status (and its error message, when the answer is our error shape), or an action's ActionState */
export type Outcome = { status: number; message?: string } | { code: string | undefined; ok: boolean; message?: string };

export interface MatrixEntry {
  file: string;
  export: string;
  need: Need | "public";
  /** the request names a task (own vs other matters) */
  onTask: boolean;
  /** a write: an allowed call must leave an audit row */
  write: boolean;
  /** audit rows an allowed write leaves when not 1 (a decision on a submission: the guard's, who called, and the decision's, what changed) */
  auditRows?: number;
  call(h: Harness, actor: MatrixActor, taskId: string): Promise<Outcome>;
  /** false: the allowed path needs services the matrix does not start (covered by the owner's tests) */
  runAllowed?: boolean;
}

type RouteFn = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
type ActionFn = (prev: null, form: FormData | Record<string, unknown>) => Promise<{ ok: boolean; code?: string; message?: string } | null>;

export async function route(
  h: Harness,
  actor: MatrixActor,
  file: string,
  method: string,
  path: string,
  params: Record<string, string>,
  body?: BodyInit,
  headers: Record<string, string> = {},
): Promise<Outcome> {
  const mod = (await import(/* @vite-ignore */ `../../../${file}`)) as Record<string, RouteFn>;
  const h0 = h.headersOf(actor);
  for (const [k, v] of Object.entries(headers)) h0.set(k, v);
  const res = await mod[method](new Request(`http://127.0.0.1:3999${path}`, { method, headers: h0, body }), {
    params: Promise.resolve(params),
  });
  const text = await res.text().catch(() => "");
  return { status: res.status, message: errorMessageOf(text) };
}

function errorMessageOf(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } } | null;
    return typeof body?.error?.message === "string" ? body.error.message : undefined;
  } catch {
    return undefined;
  }
}

export async function action(h: Harness, actor: MatrixActor, file: string, name: string, input: Record<string, unknown>): Promise<Outcome> {
  const mod = (await import(/* @vite-ignore */ `../../../${file}`)) as Record<string, ActionFn>;
  h.actAs(actor);
  const r = await mod[name](null, input);
  return { code: r?.code, ok: !!r?.ok, message: r?.message };
}

export function emptyMultipart(): { body: FormData } {
  const f = new FormData();
  f.set("nothing", "here");
  return { body: f };
}
