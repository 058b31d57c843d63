// The webhook payloads we act on, parsed with zod: only the fields used, everything else ignored
// (GitHub adds fields freely). Field names follow GitHub's documented "pull_request" event payload.
// Pure.
import { z } from "zod";

/** The pull_request actions that import the head and publish; any other action is acknowledged and ignored. */
export const HANDLED_PR_ACTIONS = ["opened", "synchronize", "reopened", "edited", "closed"] as const;
export type HandledPrAction = (typeof HANDLED_PR_ACTIONS)[number];
const isHandledPrAction = (action: string): action is HandledPrAction => HANDLED_PR_ACTIONS.some((a) => a === action);

const sha = z.string().regex(/^[0-9a-f]{40}$/, "must be a 40-digit commit sha");
const ref = z.string().min(1).max(255);
const fullName = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/, "must be owner/name")
  .refine((v) => v.split("/").every((part) => part !== "." && part !== ".."), "must be owner/name");
// a clone URL is fetched by the job: an http(s) URL only (git would read anything else — "x:/../../dir" —
// as a folder on this machine); plain http is then refused by the outbound policy unless allowed
const cloneUrl = z
  .string()
  .max(2000)
  .regex(/^https?:\/\/[^\s]+$/i, "must be an https URL (not a path, ssh or file URL)")
  .pipe(z.url({ protocol: /^https?$/ }));
const repo = z.object({ full_name: fullName, clone_url: cloneUrl });

/** GitHub's numbers are 32-bit signed integers in our tables; a larger one is refused, never stored. */
const MAX_INT = 2 ** 31 - 1;

const side = z.object({ ref, sha, repo: repo.nullable() });

export const pullRequestEventSchema = z.object({
  action: z.string().min(1).max(100),
  number: z.number().int().positive().max(MAX_INT),
  pull_request: z.object({
    html_url: z.url().max(2000),
    title: z.string().max(1000),
    state: z.enum(["open", "closed"]),
    merged: z.boolean().nullish(),
    user: z.object({ login: z.string().min(1).max(100) }),
    head: side,
    base: side.extend({ repo }),
  }),
});
export type PullRequestEvent = z.infer<typeof pullRequestEventSchema>;

/** What we store of a pull request, from its event. */
export interface PullRequestFacts {
  baseRepo: string;
  number: number;
  url: string;
  title: string;
  author: string;
  state: "open" | "closed" | "merged";
  baseRef: string;
  baseSha: string;
  headRepo: string;
  headRef: string;
  headSha: string;
  headCloneUrl: string;
}

export function pullRequestFactsOf(e: PullRequestEvent): PullRequestFacts {
  const pr = e.pull_request;
  // a fork deleted after the PR was opened leaves head.repo null: the head is still fetched from the base
  const head = pr.head.repo ?? pr.base.repo;
  return {
    baseRepo: pr.base.repo.full_name,
    number: e.number,
    url: pr.html_url,
    title: pr.title,
    author: pr.user.login,
    state: pr.state === "closed" ? (pr.merged ? "merged" : "closed") : "open",
    baseRef: pr.base.ref,
    baseSha: pr.base.sha,
    headRepo: head.full_name,
    headRef: pr.head.ref,
    headSha: pr.head.sha,
    headCloneUrl: head.clone_url,
  };
}

export type ParsedDelivery =
  | { kind: "ping" }
  | { kind: "pull_request"; action: HandledPrAction; event: PullRequestEvent }
  | { kind: "ignored"; action: string | null; reason: string }
  | { kind: "invalid"; message: string };

const actionOnly = z.object({ action: z.string().max(100).optional() });

/** The event (X-GitHub-Event) and parsed JSON body -> what to do; an invalid payload names its field. */
export function parseDelivery(event: string, body: unknown): ParsedDelivery {
  if (event === "ping") return { kind: "ping" };
  // GitHub sends one JSON object; an array, null or a bare value is no delivery of any event
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return { kind: "invalid", message: "payload (root): a webhook body is a JSON object" };
  const polluting = prototypeKeyPath(body);
  if (polluting !== null) return { kind: "invalid", message: `payload field ${polluting}: a prototype key is never a GitHub field` };
  const action = actionOnly.safeParse(body).data?.action ?? null;
  if (event !== "pull_request") return { kind: "ignored", action, reason: `event "${event.slice(0, 60)}" is not handled` };
  if (!action || !isHandledPrAction(action))
    return { kind: "ignored", action, reason: `pull_request action "${(action ?? "").slice(0, 60)}" is not handled` };
  const r = pullRequestEventSchema.safeParse(body);
  if (!r.success) {
    const issue = r.error.issues[0];
    return { kind: "invalid", message: `payload field ${issue.path.join(".") || "(root)"}: ${issue.message}` };
  }
  return { kind: "pull_request", action, event: r.data };
}

const PROTOTYPE_KEYS = new Set(["__proto__", "prototype", "constructor"]);

/**
 * The path of the first `__proto__` / `prototype` / `constructor` key anywhere in a parsed body
 * (JSON.parse makes them own keys; GitHub's payloads never have them), or null. Iterative, so a
 * deeply nested body costs its size and no stack.
 */
export function prototypeKeyPath(body: object): string | null {
  const stack: [unknown, string][] = [[body, ""]];
  while (stack.length > 0) {
    const [value, at] = stack.pop()!;
    if (typeof value !== "object" || value === null) continue;
    for (const [key, child] of Object.entries(value)) {
      const here = at ? `${at}.${key}` : key;
      if (PROTOTYPE_KEYS.has(key)) return here.slice(0, 200);
      stack.push([child, here.length > 200 ? at : here]);
    }
  }
  return null;
}
