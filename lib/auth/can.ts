// The one authorisation decision. Pure: who (actor), what (need), and what we know about the task
// (does it exist, is the actor one of its contributors), plus the API token's scope when the
// request came with one. Every guard (page, action, route) calls this and nothing else decides.
import type { Actor, Need } from "./roles";

export interface TaskAccess {
  /** the task the request names, if it names one */
  taskId: string | null;
  /** false when the named task does not exist */
  exists: boolean;
  /** the actor created the task or was added to it */
  member: boolean;
  /**
   * the request names no one task but is about work on several (a pull request's or a git import's
   * job run): a token limited to some tasks may not reach it, even to read
   */
  acrossTasks?: boolean;
}

export interface TokenScope {
  access: "read" | "write";
  allTasks: boolean;
  taskIds: readonly string[];
}

export type Decision = { allowed: true } | { allowed: false; code: "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND"; reason: string };

export interface CanOptions {
  anonymousRead: boolean;
  /** present when the actor authenticated with an API token */
  token?: TokenScope | null;
}

const NO_TASK: TaskAccess = { taskId: null, exists: true, member: false };

function deny(code: "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND", reason: string): Decision {
  return { allowed: false, code, reason };
}

function roleAllows(actor: Actor, need: Need, task: TaskAccess): Decision {
  switch (actor.role) {
    case "admin":
      return { allowed: true };
    case "maintainer":
      return need === "admin" ? deny("FORBIDDEN", "only an admin manages users, roles, task members and settings") : { allowed: true };
    case "contributor":
      if (need === "read") return { allowed: true };
      if (need === "submit") {
        if (!task.taskId) return deny("FORBIDDEN", "a contributor submits to a task of their own; this request names none");
        return task.member ? { allowed: true } : deny("FORBIDDEN", `you are not a contributor on task ${task.taskId}`);
      }
      return deny(
        "FORBIDDEN",
        need === "review"
          ? "only a maintainer reviews (verdicts, review status, media, imports)"
          : "only an admin manages users, roles, task members and settings",
      );
    case "viewer":
      return need === "read" ? { allowed: true } : deny("FORBIDDEN", "a viewer can read but not write");
    case "anonymous":
      return deny("UNAUTHENTICATED", "sign in first");
  }
}

function tokenAllows(token: TokenScope, need: Need, task: TaskAccess): Decision {
  if (need !== "read" && token.access !== "write") return deny("FORBIDDEN", "this API token is read-only");
  if (need === "admin") return deny("FORBIDDEN", "API tokens cannot manage users, roles or settings");
  if (token.allTasks) return { allowed: true };
  if (task.acrossTasks) return deny("FORBIDDEN", "this API token is limited to some tasks; this is about work on any task");
  if (!task.taskId)
    return need === "read" ? { allowed: true } : deny("FORBIDDEN", "this API token is limited to some tasks; this request names none");
  return token.taskIds.includes(task.taskId) ? { allowed: true } : deny("FORBIDDEN", `this API token does not cover task ${task.taskId}`);
}

/** May this actor do this? Anonymous is refused before anything about the task is revealed. */
export function can(actor: Actor, need: Need, task: TaskAccess = NO_TASK, opts: CanOptions = { anonymousRead: false }): Decision {
  if (actor.role === "anonymous") {
    if (need === "read" && opts.anonymousRead) return task.exists ? { allowed: true } : deny("NOT_FOUND", `no task ${task.taskId}`);
    return deny("UNAUTHENTICATED", need === "read" ? "sign in to see this" : "sign in first");
  }
  if (!task.exists) return deny("NOT_FOUND", `no task ${task.taskId}`);
  const byRole = roleAllows(actor, need, task);
  if (!byRole.allowed || !opts.token) return byRole;
  return tokenAllows(opts.token, need, task);
}
