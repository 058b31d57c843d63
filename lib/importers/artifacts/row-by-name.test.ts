import { describe, expect, it } from "vitest";
import { rowByName, type NamedRow } from "./row-by-name";

const row = (harness: string, model: string | null, over: Partial<NamedRow> = {}): NamedRow & { id: string } => ({
  id: `${harness}/${model}`,
  kind: "agent",
  condition: "full",
  status: "official",
  harness,
  harnessRaw: harness,
  model,
  ...over,
});
const ROWS = [
  row("Codex CLI", "gpt-5.6-sol"),
  row("Claude Code", "claude-opus-4-8"),
  row("Claude Code", "fable-5"),
  row("Antigravity", "gemini-3.6-flash"),
  row("Gemini CLI", "gemini-3.5-flash", { status: "todo" }),
  row("unstated", null, { kind: "ablation", condition: "no_media" }),
];

describe("rowByName: the agent row a digest's name points at", () => {
  it.each([
    ["codex-run", "Codex CLI/gpt-5.6-sol"],
    ["claude-opus-4.8", "Claude Code/claude-opus-4-8"],
    ["claude-fable-5", "Claude Code/fable-5"],
    ["antigravity_gemini", "Antigravity/gemini-3.6-flash"],
    ["claude-run", null],
    ["gemini-cli-run", null],
    ["codex-no-media", null],
    ["codex-superseded", null],
    ["fable-run", null],
    ["", null],
  ])("%s -> %s", (stem, id) => {
    expect(rowByName(stem, ROWS)?.id ?? null).toBe(id);
  });
});
