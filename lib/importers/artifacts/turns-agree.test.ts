import { describe, expect, it } from "vitest";
import { turnsAgree } from "./turns-agree";

describe("turnsAgree: counted tool calls against a claim as written", () => {
  it.each([
    [386, 386, "386", true],
    [140, 386, "386", false],
    [387, 386, "386", false],
    [431, 430, ">430", true],
    [430, 430, ">430", false],
    [430, 430, "≥430", true],
    [429, 430, ">=430", false],
    [597, 597, "~597", true],
    [570, 597, "~597", true],
    [435, 597, "~597", false],
    [600, 620, "about 620", true],
  ])("%i counted vs %i (%s) -> %s", (counted, claimed, text, agrees) => {
    expect(turnsAgree(counted, claimed, text)).toBe(agrees);
  });
});
