import { describe, expect, it } from "vitest";
import { requiredHarnessOf } from "./harness";

describe("requiredHarnessOf", () => {
  it.each([
    ["Codex CLI", "Codex CLI"],
    ["Codex CLI (0.145.0)", "Codex CLI"],
    ["codex", "Codex CLI"],
    ["Claude Code", "Claude Code"],
    ["Claude Code CLI", "Claude Code"],
    ["Claude Code (native `claude -p`)", "Claude Code"],
    ["claude-code", "Claude Code"],
    ["Antigravity", "Antigravity"],
    ["Antigravity CLI", "Antigravity"],
    // wrappers and other harnesses are not the required ones
    ["VS Code Claude Agent SDK", null],
    ["Gemini CLI (0.57.0)", null],
    ["GitHub Copilot CLI 1.0.79-9", null],
    ["", null],
  ])("%j -> %j", (name, expected) => {
    expect(requiredHarnessOf(name)).toBe(expected);
  });
});
