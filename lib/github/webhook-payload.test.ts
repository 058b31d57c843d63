import { describe, expect, it } from "vitest";
import { PING, pullRequestEvent } from "./__fixtures__/pull-request-event";
import { HANDLED_PR_ACTIONS, parseDelivery, pullRequestFactsOf } from "./webhook-payload";

const HEAD = "a".repeat(40);
const base = { headSha: HEAD, cloneUrl: "https://github.com/vbench/tasks.git" };

describe("parseDelivery", () => {
  it("ping", () => expect(parseDelivery("ping", PING)).toEqual({ kind: "ping" }));

  it.each(HANDLED_PR_ACTIONS)("pull_request %s is handled", (action) => {
    const r = parseDelivery("pull_request", pullRequestEvent({ ...base, action }));
    expect(r.kind).toBe("pull_request");
    if (r.kind === "pull_request") expect(r.action).toBe(action);
  });

  it.each([
    ["an unhandled action", "pull_request", pullRequestEvent({ ...base, action: "labeled" }), 'action "labeled"'],
    ["another event", "issues", { action: "opened", issue: {} }, 'event "issues"'],
    ["push (no action)", "push", { ref: "refs/heads/main" }, 'event "push"'],
  ])("%s is ignored", (_name, event, body, reason) => {
    const r = parseDelivery(event, body);
    expect(r.kind).toBe("ignored");
    if (r.kind === "ignored") expect(r.reason).toContain(reason);
  });

  it.each([
    ["a short head sha", { ...pullRequestEvent({ ...base, action: "opened", headSha: "abc" }) }, "pull_request.head.sha"],
    [
      "no number",
      (() => {
        const e = pullRequestEvent({ ...base, action: "opened" });
        delete e.number;
        return e;
      })(),
      "number",
    ],
    [
      "a base repo without owner/name",
      (() => {
        const e = pullRequestEvent({ ...base, action: "opened" }) as any;
        e.pull_request.base.repo = { ...e.pull_request.base.repo, full_name: "../x" };
        return e;
      })(),
      "pull_request.base.repo.full_name",
    ],
    ["pull_request not an object", { action: "opened", number: 7, pull_request: "x" }, "pull_request"],
    ["a PR number past 32 bits", { ...pullRequestEvent({ ...base, action: "opened" }), number: 2 ** 31 }, "number"],
    ["a PR number of 2^53", { ...pullRequestEvent({ ...base, action: "opened" }), number: 2 ** 53 }, "number"],
    ...(
      [
        ["a path as clone URL", "x:/../../srv/repos"],
        ["a relative path as clone URL", "../../srv/repos"],
        ["a file URL", "file:///srv/repos/tasks.git"],
        ["an ssh URL", "ssh://git@github.com/vbench/tasks.git"],
        ["a URL with a space", "https://github.com/vbench/tasks.git x"],
      ] as const
    ).map(
      ([name, cloneUrl]) =>
        [name, pullRequestEvent({ ...base, action: "opened", cloneUrl }), "pull_request.head.repo.clone_url"] as [string, unknown, string],
    ),
  ])("%s is invalid, naming the field", (_name, body, field) => {
    const r = parseDelivery("pull_request", body);
    expect(r.kind).toBe("invalid");
    if (r.kind === "invalid") expect(r.message).toContain(field);
  });
});

describe("parseDelivery: bodies that are no GitHub payload are invalid, never ignored or queued", () => {
  const deep = JSON.parse(`${"[".repeat(5000)}${"]".repeat(5000)}`) as unknown;
  const withKey = (json: string) => JSON.parse(json) as unknown;
  const good = JSON.stringify(pullRequestEvent({ ...base, action: "opened" }));
  it.each<[string, string, unknown, string]>([
    ["an array", "pull_request", [], "payload (root)"],
    ["5,000 levels of arrays", "pull_request", deep, "payload (root)"],
    ["null", "pull_request", null, "payload (root)"],
    ["a number", "issues", 7, "payload (root)"],
    ["__proto__ at the top", "pull_request", withKey(good.replace('{"action"', '{"__proto__":{"action":"opened"},"action"')), "__proto__"],
    [
      "constructor.prototype",
      "pull_request",
      withKey(good.replace('{"action"', '{"constructor":{"prototype":{}},"action"')),
      "constructor",
    ],
    [
      "__proto__ nested",
      "pull_request",
      withKey(good.replace('"head":{', '"head":{"x":{"__proto__":{}},')),
      "pull_request.head.x.__proto__",
    ],
  ])("%s", (_what, event, body, field) => {
    const r = parseDelivery(event, body);
    expect(r.kind).toBe("invalid");
    if (r.kind === "invalid") expect(r.message).toContain(field);
  });
});

describe("pullRequestFactsOf", () => {
  const facts = (o: Parameters<typeof pullRequestEvent>[0]) => {
    const r = parseDelivery("pull_request", pullRequestEvent(o));
    if (r.kind !== "pull_request") throw new Error(r.kind);
    return pullRequestFactsOf(r.event);
  };
  it("an open PR from the same repository", () => {
    expect(facts({ ...base, action: "opened" })).toMatchObject({
      baseRepo: "vbench/tasks",
      number: 7,
      author: "octocat",
      state: "open",
      headRepo: "vbench/tasks",
      headRef: "task",
      headSha: HEAD,
      headCloneUrl: base.cloneUrl,
    });
  });
  it("a fork's head is fetched from the fork", () => {
    const f = facts({ ...base, action: "opened", fork: { fullName: "octocat/tasks", cloneUrl: "https://github.com/octocat/tasks.git" } });
    expect([f.headRepo, f.headCloneUrl]).toEqual(["octocat/tasks", "https://github.com/octocat/tasks.git"]);
  });
  it("a deleted fork falls back to the base repository", () => {
    expect(facts({ ...base, action: "opened", fork: null }).headRepo).toBe("vbench/tasks");
  });
  it.each([
    [false, "closed"],
    [true, "merged"],
  ])("closed with merged=%s reads %s", (merged, state) => {
    expect(facts({ ...base, action: "closed", merged }).state).toBe(state);
  });
});
