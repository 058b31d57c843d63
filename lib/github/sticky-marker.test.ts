import { describe, expect, it } from "vitest";
import { findSticky, stickyBody, stickyMarker } from "./sticky-marker";

describe("sticky marker", () => {
  it("is an HTML comment naming the task", () => expect(stickyMarker("kart-race")).toBe("<!-- vbench-review:task:kart-race -->"));
  it("cannot be closed early by the task id", () => expect(stickyMarker("a-->b")).toBe("<!-- vbench-review:task:a-b -->"));

  const comments = [
    { id: 1, body: "LGTM" },
    { id: 2, body: "> <!-- vbench-review:task:kart-race -->\nquoted by a reviewer" },
    { id: 3, body: stickyBody("flightgear", "## Review") },
    { id: 4, body: stickyBody("kart-race", "## Review") },
    { id: 5, body: null },
  ];
  it.each([
    ["kart-race", 4],
    ["flightgear", 3],
    ["kart", null],
    ["egocentric", null],
  ])("finds %s's comment: %s", (task, id) => {
    expect(findSticky(comments, task)?.id ?? null).toBe(id);
  });
});
