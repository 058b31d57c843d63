import { describe, expect, it } from "vitest";
import { can, type TaskAccess, type TokenScope } from "./can";
import type { Actor, Need } from "./roles";

const actor = (role: Actor["role"]): Actor => ({ userId: role === "anonymous" ? null : `u-${role}`, role, name: role });
const own: TaskAccess = { taskId: "t1", exists: true, member: true };
const other: TaskAccess = { taskId: "t2", exists: true, member: false };
const none: TaskAccess = { taskId: null, exists: true, member: false };
const missing: TaskAccess = { taskId: "nope", exists: false, member: false };
// a pull request's or a git import's job run: about work on any task
const across: TaskAccess = { taskId: null, exists: true, member: false, acrossTasks: true };

type Row = [Actor["role"], Need, TaskAccess, "allowed" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND"];
const ROLE_TABLE: Row[] = [
  ["anonymous", "read", own, "UNAUTHENTICATED"],
  ["anonymous", "submit", own, "UNAUTHENTICATED"],
  ["anonymous", "review", other, "UNAUTHENTICATED"],
  ["anonymous", "admin", none, "UNAUTHENTICATED"],
  ["anonymous", "read", missing, "UNAUTHENTICATED"], // existence is not revealed to the anonymous
  ["viewer", "read", other, "allowed"],
  ["viewer", "read", none, "allowed"],
  ["viewer", "read", across, "allowed"],
  ["viewer", "submit", own, "FORBIDDEN"],
  ["viewer", "review", other, "FORBIDDEN"],
  ["viewer", "admin", none, "FORBIDDEN"],
  ["viewer", "read", missing, "NOT_FOUND"],
  ["contributor", "read", other, "allowed"],
  ["contributor", "submit", own, "allowed"],
  ["contributor", "submit", other, "FORBIDDEN"],
  ["contributor", "submit", none, "FORBIDDEN"],
  ["contributor", "submit", missing, "NOT_FOUND"],
  ["contributor", "review", own, "FORBIDDEN"],
  ["contributor", "review", other, "FORBIDDEN"],
  ["contributor", "admin", none, "FORBIDDEN"],
  ["maintainer", "read", other, "allowed"],
  ["maintainer", "submit", other, "allowed"],
  ["maintainer", "review", other, "allowed"],
  ["maintainer", "review", none, "allowed"],
  ["maintainer", "admin", none, "FORBIDDEN"],
  ["maintainer", "review", missing, "NOT_FOUND"],
  ["admin", "read", other, "allowed"],
  ["admin", "submit", other, "allowed"],
  ["admin", "review", other, "allowed"],
  ["admin", "admin", none, "allowed"],
];

const outcome = (d: ReturnType<typeof can>) => (d.allowed ? "allowed" : d.code);

describe("can: roles", () => {
  it.each(ROLE_TABLE)("%s needing %s on %j -> %s", (role, need, task, expected) => {
    expect(outcome(can(actor(role), need, task))).toBe(expected);
  });
  it("every refusal says why", () => {
    for (const [role, need, task] of ROLE_TABLE) {
      const d = can(actor(role), need, task);
      if (!d.allowed) expect(d.reason.length).toBeGreaterThan(5);
    }
  });
});

describe("can: the reason says what was missing", () => {
  // the words a refused user reads (the guard's error message): a read asks to sign in to see, a
  // write to sign in; a contributor is told who reviews and who manages
  it.each<[Actor["role"], Need, TaskAccess, RegExp]>([
    ["anonymous", "read", own, /^sign in to see this$/],
    ["anonymous", "submit", own, /^sign in first$/],
    ["contributor", "review", own, /only a maintainer reviews/],
    ["contributor", "admin", none, /only an admin manages users/],
  ])("%s needing %s on %j", (role, need, task, reason) => {
    const d = can(actor(role), need, task);
    expect(d.allowed ? "allowed" : d.reason).toMatch(reason);
  });
});

describe("can: anonymous read setting", () => {
  const on = { anonymousRead: true };
  it.each<[Need, TaskAccess, string]>([
    ["read", other, "allowed"],
    ["read", none, "allowed"],
    ["read", missing, "NOT_FOUND"],
    ["submit", own, "UNAUTHENTICATED"],
    ["review", other, "UNAUTHENTICATED"],
    ["admin", none, "UNAUTHENTICATED"],
  ])("anonymous needing %s on %j with VBENCH_ANONYMOUS_READ=1 -> %s", (need, task, expected) => {
    expect(outcome(can(actor("anonymous"), need, task, on))).toBe(expected);
  });
});

describe("can: API token scope on top of the role", () => {
  const read: TokenScope = { access: "read", allTasks: true, taskIds: [] };
  const write: TokenScope = { access: "write", allTasks: true, taskIds: [] };
  const t1Write: TokenScope = { access: "write", allTasks: false, taskIds: ["t1"] };
  it.each<[Actor["role"], Need, TaskAccess, TokenScope, string]>([
    ["maintainer", "read", other, read, "allowed"],
    ["maintainer", "review", other, read, "FORBIDDEN"],
    ["maintainer", "review", other, write, "allowed"],
    ["contributor", "submit", own, read, "FORBIDDEN"],
    ["contributor", "submit", own, write, "allowed"],
    ["contributor", "submit", own, t1Write, "allowed"],
    ["maintainer", "review", other, t1Write, "FORBIDDEN"],
    ["maintainer", "review", none, t1Write, "FORBIDDEN"],
    ["maintainer", "read", none, t1Write, "allowed"],
    ["maintainer", "read", other, t1Write, "FORBIDDEN"],
    // a task-limited token reads no run that spans tasks (issue 32: PR runs were read with one)
    ["maintainer", "read", across, t1Write, "FORBIDDEN"],
    ["viewer", "read", across, { ...t1Write, access: "read" }, "FORBIDDEN"],
    ["maintainer", "read", across, read, "allowed"],
    ["viewer", "read", across, read, "allowed"],
    ["admin", "admin", none, write, "FORBIDDEN"],
    // a token never lifts a role: a viewer's write token still cannot write
    ["viewer", "submit", own, write, "FORBIDDEN"],
    ["contributor", "submit", other, write, "FORBIDDEN"],
  ])("%s needing %s on %j with token %j -> %s", (role, need, task, token, expected) => {
    expect(outcome(can(actor(role), need, task, { anonymousRead: false, token }))).toBe(expected);
  });
});
