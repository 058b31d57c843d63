// README's CLI examples are run: each example's CLI prints the --help of the subcommand it
// names, and every flag the example uses must be one that help lists. `row add … --claimed 0.0938`
// (the flag is --claimed-score) fails here.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { CLI_ENTRIES } from "./lib/cli-bundle.mjs";
import { readmeCliExamples, shellWords, unknownFlags } from "./lib/readme-commands";

const CLIS = new Set(Object.keys(CLI_ENTRIES));
// CLIs whose first words are subcommands (commander programs); the rest take flags and files only
const WITH_SUBCOMMANDS = new Set(["vbench-review", "rollout"]);

describe("readmeCliExamples (the extractor)", () => {
  const md = [
    "Run `npm run -s judge -- --judge x --ground-truth gt.json a.json` or `npm run -s bench:cli`.",
    "```bash",
    'npx vbench-review row add --task t --harness "Codex CLI" --claimed 0.0938   # a comment --not-a-flag',
    "npm run -s import -- [--salvage-spec] path/to/<task-id>",
    "```",
  ].join("\n");
  it("finds CLI commands in inline code and fenced blocks, with subcommands and flags", () => {
    expect(readmeCliExamples(md, CLIS, WITH_SUBCOMMANDS).map((e) => [e.line, e.cli, e.subcommand.join(" "), e.flags])).toEqual([
      [1, "judge", "", ["--judge", "--ground-truth"]],
      [3, "vbench-review", "row add", ["--task", "--harness", "--claimed"]],
      [4, "import", "", ["--salvage-spec"]],
    ]);
  });
  it("a flag is known only as a whole word of the help", () => {
    const help = "  --claimed-score <decimal>\n  --claimed-turns <n>\n  --task <id>";
    expect(unknownFlags({ flags: ["--claimed", "--task", "--claimed-score"] }, help)).toEqual(["--claimed"]);
  });
  it("shell words keep quotes together", () => {
    expect(shellWords(`a "b c" 'd e' f # g`)).toEqual(["a", "b c", "d e", "f"]);
  });
});

describe("README.md's CLI examples", () => {
  const examples = readmeCliExamples(fs.readFileSync("README.md", "utf8"), CLIS, WITH_SUBCOMMANDS);
  it("the README has CLI examples to check (the extractor found them)", () => {
    expect(examples.length).toBeGreaterThanOrEqual(8);
    expect(examples.some((e) => e.cli === "vbench-review" && e.subcommand.join(" ") === "row add")).toBe(true);
  });
  // one --help per distinct CLI + subcommand: the bundles print help without loading a database
  const bySub = new Map<string, typeof examples>();
  for (const e of examples) bySub.set([e.cli, ...e.subcommand].join(" "), [...(bySub.get([e.cli, ...e.subcommand].join(" ")) ?? []), e]);
  it.each([...bySub.keys()])("%s: --help answers and lists every flag its examples use", (key) => {
    const [cli, ...sub] = key.split(" ");
    const help = execFileSync("node", ["scripts/run-cli.mjs", cli, ...sub, "--help"], { encoding: "utf8", timeout: 60_000 });
    for (const e of bySub.get(key)!) expect(unknownFlags(e, help), `README line ${e.line}: ${e.text}`).toEqual([]);
  });
});
