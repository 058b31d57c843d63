import { describe, expect, it } from "vitest";
import { decodeParam, decodeParams } from "./safe-params";

describe("decodeParam", () => {
  it.each<[string, string | null]>([
    ["kart-race-telemetry", "kart-race-telemetry"],
    ["demo.shapes_activity@2", "demo.shapes_activity@2"],
    ["clx0abc123", "clx0abc123"],
    ["kart%2Drace", "kart-race"],
    ["%ZZ", null],
    ["abc%", null],
    ["%E0%A4%A", null],
    ["%00", null],
    ["a%00b", null],
    ["a\0b", null],
    ["..", null],
    ["%2e%2e", null],
    ["%2E%2E", null],
    ["%252e%252e", null],
    ["a%2F..%2Fb", null],
    ["a/b", null],
    [".", null],
    ["", null],
    ["x".repeat(201), null],
    ["tâche", null],
    ["a b", null],
  ])("%j -> %j", (raw, expected) => {
    const r = decodeParam(raw);
    expect(r.ok ? r.value : null).toBe(expected);
    if (!r.ok) expect(r.reason).toMatch(/\w/);
  });
  it("says which encoding problem it found", () => {
    expect(decodeParam("%ZZ")).toEqual({ ok: false, reason: "malformed percent-encoding" });
    expect(decodeParam("%00")).toEqual({ ok: false, reason: "contains a NUL byte" });
    expect(decodeParam("%2e%2e")).toEqual({ ok: false, reason: "contains a path segment (. or ..)" });
  });
  it("names the bad param", () => {
    expect(decodeParams({ id: "ok-task", mediaId: "%ZZ" })).toEqual({ ok: false, name: "mediaId", reason: "malformed percent-encoding" });
    expect(decodeParams({ id: "ok-task", all: ["a", "b"] })).toEqual({ ok: true, value: { id: "ok-task" } });
  });
});
