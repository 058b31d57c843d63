import { describe, expect, it } from "vitest";
import { malformedPathReason } from "./malformed-path";

describe("malformedPathReason", () => {
  it.each([
    ["/tasks/egocentric-activity-understanding", false],
    ["/tasks/a%20b/files", false],
    ["/api/tasks/%E2%82%AC/status", false],
    ["/tasks/%ZZ", true],
    ["/api/tasks/%C0%AE%C0%AE/status", true],
    ["/tasks/%ED%A0%80", true],
    ["/tasks/%E2%82", true],
    ["/api/%", true],
  ])("%s malformed: %s", (path, malformed) => {
    expect(malformedPathReason(path) !== null).toBe(malformed);
  });
});
