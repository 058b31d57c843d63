// A pull_request webhook payload in the shape GitHub documents for the event (a trimmed copy of the
// documented example: the fields we read plus a realistic share of the ones we ignore), for tests.
export interface EventOptions {
  action: string;
  number?: number;
  headSha: string;
  baseSha?: string;
  cloneUrl: string;
  title?: string;
  merged?: boolean;
  state?: "open" | "closed";
  fork?: { fullName: string; cloneUrl: string } | null;
}

export function pullRequestEvent(o: EventOptions): Record<string, unknown> {
  const number = o.number ?? 7;
  const baseRepo = {
    id: 1296269,
    node_id: "MDEwOlJlcG9zaXRvcnkxMjk2MjY5",
    name: "tasks",
    full_name: "vbench/tasks",
    private: false,
    owner: { login: "vbench", id: 1, type: "Organization" },
    html_url: "https://github.com/vbench/tasks",
    clone_url: o.cloneUrl,
    default_branch: "main",
  };
  const headRepo = o.fork === undefined ? baseRepo : o.fork && { ...baseRepo, full_name: o.fork.fullName, clone_url: o.fork.cloneUrl };
  return {
    action: o.action,
    number,
    pull_request: {
      url: `https://api.github.com/repos/vbench/tasks/pulls/${number}`,
      id: 1,
      node_id: "MDExOlB1bGxSZXF1ZXN0MQ==",
      html_url: `https://github.com/vbench/tasks/pull/${number}`,
      diff_url: `https://github.com/vbench/tasks/pull/${number}.diff`,
      number,
      state: o.state ?? (o.action === "closed" ? "closed" : "open"),
      locked: false,
      title: o.title ?? "Add the kart race telemetry task",
      user: { login: "octocat", id: 1, type: "User" },
      body: "Please review.",
      labels: [],
      created_at: "2026-12-01T19:01:12Z",
      updated_at: "2026-12-01T20:01:12Z",
      closed_at: o.action === "closed" ? "2026-12-02T20:01:12Z" : null,
      merged_at: o.merged ? "2026-12-02T20:01:12Z" : null,
      merged: o.merged ?? false,
      draft: false,
      head: { label: "octocat:task", ref: "task", sha: o.headSha, user: { login: "octocat" }, repo: headRepo },
      base: { label: "vbench:main", ref: "main", sha: o.baseSha ?? "0".repeat(40), user: { login: "vbench" }, repo: baseRepo },
      author_association: "CONTRIBUTOR",
      commits: 1,
      additions: 100,
      deletions: 3,
      changed_files: 5,
    },
    repository: baseRepo,
    sender: { login: "octocat", id: 1, type: "User" },
  };
}

/** GitHub's ping event, sent when the webhook is created. */
export const PING = { zen: "Keep it logically awesome.", hook_id: 123, hook: { type: "Repository", events: ["pull_request"] } };
