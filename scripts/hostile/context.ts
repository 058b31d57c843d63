// What every family of hostile inputs is given: the target server and the prober, plus the request
// shapes they all build (a browser form post, a Bearer header) and a small pool so cheap families
// can keep a few requests in flight.
import { BOUNDARY, multipart, type Part } from "./forms";
import type { Input, Prober } from "./probe";
import type { Target } from "./server";

export interface Ctx {
  target: Target;
  probe: Prober;
  /** how long an upload or archive may take to be answered (BENCH_BUDGET_MS, default 30 s): past it, a stall */
  budgetMs: number;
}

/** a same-origin browser form post with this cookie */
export function formPost(ctx: Ctx, parts: readonly Part[], cookie: string, extra: Record<string, string> = {}) {
  return {
    method: "POST",
    headers: { cookie, origin: ctx.target.base, "content-type": `multipart/form-data; boundary=${BOUNDARY}`, ...extra },
    body: multipart(parts),
  };
}

export const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

/** Send inputs with at most `width` in flight (the server sees a few clients, as it would). */
export async function sendAll(ctx: Ctx, inputs: readonly Input[], width = 3): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < inputs.length) await ctx.probe.send(inputs[next++]);
  };
  await Promise.all(Array.from({ length: width }, lane));
}
