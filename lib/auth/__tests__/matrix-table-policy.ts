// The policy the matrix expects, written out by hand (not derived from can()), and how an outcome
// reads as allowed / 401 / 403.
import type { Need } from "../roles";
import type { MatrixActor } from "./harness";
import type { Outcome } from "./matrix-table-call";

export type Expected = "allowed" | 401 | 403 | 404;

/** The policy, written out by hand (not derived from can()): who may do what, own vs other task. */
export function expected(need: Need | "public", actor: MatrixActor, own: boolean): Expected {
  if (need === "public") return "allowed";
  if (actor === "anonymous") return 401;
  const table: Record<Need, Record<Exclude<MatrixActor, "anonymous">, Expected | [Expected, Expected]>> = {
    read: { viewer: "allowed", contributor: "allowed", maintainer: "allowed", admin: "allowed" },
    submit: { viewer: 403, contributor: ["allowed", 403], maintainer: "allowed", admin: "allowed" },
    review: { viewer: 403, contributor: 403, maintainer: "allowed", admin: "allowed" },
    admin: { viewer: 403, contributor: 403, maintainer: 403, admin: "allowed" },
  };
  const e = table[need][actor];
  return Array.isArray(e) ? e[own ? 0 : 1] : e;
}

/**
 * 401/403, 404 when the guard said the task is not there (never right: both matrix tasks exist, so
 * a membership or existence lookup gone wrong must fail the cell, not read as "allowed"), or
 * "allowed" (the guard let it through; the handler may still say 400, or 404 about a made-up row).
 */
export function outcomeOf(o: Outcome): Expected {
  const guardSaysNoTask = /^no task /i.test(o.message ?? "");
  if ("status" in o) return o.status === 401 ? 401 : o.status === 403 ? 403 : o.status === 404 && guardSaysNoTask ? 404 : "allowed";
  return o.code === "UNAUTHENTICATED" ? 401 : o.code === "FORBIDDEN" ? 403 : o.code === "NOT_FOUND" && guardSaysNoTask ? 404 : "allowed";
}

/** A route's 404 or an action's NOT_FOUND, whoever said it (the guard or the handler). */
export function isNotFound(o: Outcome): boolean {
  return "status" in o ? o.status === 404 : o.code === "NOT_FOUND";
}

/** How an API token may be scoped, seen from the task a request names. */
export type TokenCover = "this task" | "another task" | "all tasks";
export const TOKEN_COVERS: TokenCover[] = ["this task", "another task", "all tasks"];

/**
 * A maintainer's write token, by scope (written out by hand, like `expected`): a token limited to
 * some tasks reaches only those; on a route that names no task it may read but not write.
 */
export function expectedWithToken(need: Need | "public", onTask: boolean, cover: TokenCover): Expected {
  if (need === "public") return "allowed";
  if (need === "admin") return 403;
  if (cover === "all tasks") return "allowed";
  if (!onTask) return need === "read" ? "allowed" : 403;
  return cover === "this task" ? "allowed" : 403;
}
