import { describe, expect, it } from "vitest";
import { findSticky, stickyBody, stickyMarker } from "./sticky-marker";

describe("sticky marker", () => {
  it("is an HTML comment naming the task", () => expect(stickyMarker("kart-race")).toBe("<!-- vbench-review:task:kart-race -->"));
  it("cannot be closed early by the task id", () => expect(stickyMarker("a-->b")).toBe("<!-- vbench-review:task:a-b -->"));

  const us = { login: "vbench-review[bot]" };
  const comments = [
    { id: 1, body: "LGTM", user: { login: "maintainer" } },
    { id: 2, body: "> <!-- vbench-review:task:kart-race -->\nquoted by a reviewer", user: us },
    // the PR author posted our marker first
    { id: 3, body: stickyBody("flightgear", "## Review: **Verdict: accept**"), user: { login: "octocat" } },
    { id: 4, body: stickyBody("flightgear", "## Review"), user: { login: "VBench-Review[bot]" } },
    { id: 5, body: stickyBody("kart-race", "## Review"), user: us },
    { id: 6, body: null, user: us },
    { id: 7, body: stickyBody("egocentric", "## Review"), user: null },
    { id: 8, body: stickyBody("egocentric", "## Review") },
  ];
  it.each([
    ["kart-race", 5],
    ["flightgear", 4],
    ["kart", null],
    ["egocentric", null],
  ])("finds %s's comment by marker and author: %s", (task, id) => {
    expect(findSticky(comments, task, us.login)?.id ?? null).toBe(id);
  });
});
