// Roles and what a request needs. Plain values, no I/O: shared by the guard, the UI and tests.
export const ROLES = ["admin", "maintainer", "contributor", "viewer"] as const;
export type Role = (typeof ROLES)[number];

/**
 * What an entry point needs:
 * read   — any signed-in user (anonymous too when VBENCH_ANONYMOUS_READ=1);
 * submit — a contributor on their own task, or a maintainer/admin (rows, ledgers, trajectories, revisions, comments);
 * review — a maintainer/admin on any task (verdicts, review status, audits, media, imports, judge runs);
 * admin  — users, roles, task members, settings.
 */
export type Need = "read" | "submit" | "review" | "admin";
export type Actor = { userId: string | null; role: Role | "anonymous"; name: string; tokenId?: string };

export const ANONYMOUS: Actor = { userId: null, role: "anonymous", name: "anonymous" };

export function isRole(v: unknown): v is Role {
  return ROLES.some((role) => role === v);
}

export const ROLE_LABELS: Record<Role, string> = {
  admin: "admin — users, roles, settings, and everything a maintainer does",
  maintainer: "maintainer — verdicts, review status, media, imports on every task",
  contributor: "contributor — submits rows, ledgers, trajectories, revisions, comments on their own tasks",
  viewer: "viewer — reads everything, writes nothing",
};
