// Which row a sentence labels, and with what, over folders written the many ways contributors write.
import { describe, expect, it } from "vitest";
import type { RowFlagCode } from "../../gates/row-flags";
import type { CalibrationRow, Condition } from "../types";
import { liftRowFlags } from "./lift-flags";

const enc = (s: string) => new TextEncoder().encode(s);
const filesOf = (entries: Record<string, string>) => new Map(Object.entries(entries).map(([p, t]) => [p, enc(t)]));

function row(over: Partial<CalibrationRow> & { harnessRaw: string }): CalibrationRow {
  return {
    ordinal: 1,
    kind: "agent",
    harness: over.harnessRaw,
    harnessVersion: null,
    model: null,
    reasoning: null,
    condition: "full",
    conditionLabel: "full",
    claimedScore: 0,
    claimedScoreText: "0.0000",
    claimedScoreApprox: false,
    run: null,
    claimedTurns: null,
    claimedTurnsText: "",
    instructionSha256: null,
    wrapped: null,
    networkPosture: null,
    status: "official",
    notes: "",
    sourceFile: "calibration/scores.md",
    sourceTable: "Agents",
    sourceLine: 3,
    citedLedgerPath: null,
    citedRolloutPath: null,
    ledgerLink: null,
    declaredTransform: null,
    findings: [],
    flags: [],
    runEnd: null,
    cells: {},
    ...over,
  };
}

const ablation = (condition: Condition, label: string, line: number, ledger: string | null = null) =>
  row({ harnessRaw: "unstated", kind: "ablation", condition, conditionLabel: label, sourceLine: line, citedLedgerPath: ledger });

/** A folder with an agent table (Codex line 3, Claude line 4, Antigravity line 5) and an ablation table. */
function standardRows(): CalibrationRow[] {
  return [
    row({ harnessRaw: "Codex CLI", model: "gpt-5.6-sol", sourceLine: 3, citedRolloutPath: "calibration/rollouts/codex-gpt-5.6-sol.jsonl" }),
    row({
      harnessRaw: "Claude Code",
      model: "claude-opus-4-8",
      sourceLine: 4,
      citedLedgerPath: "calibration/rollouts/claude-opus-4.8.solution.json",
    }),
    row({ harnessRaw: "Antigravity", model: "gemini-3.5-flash", sourceLine: 5 }),
    ablation("video_only", "video only", 9, "calibration/ablations/ledgers/video-only.json"),
    ablation("audio_only", "audio only", 10, "calibration/ablations/ledgers/audio-only.json"),
  ];
}
const SCORES = [
  "# Calibration",
  "| harness | score |",
  "| Codex CLI | 0.01 |",
  "| Claude Code | 0.02 |",
  "| Antigravity | 0.03 |",
  "",
  "| ablation | score |",
  "|---|---|",
  "| video only | 0.0 |",
  "| audio only | 0.0 |",
  "",
].join("\n");

/** [row index, code, file:line] for every flag lifted. */
function lifted(rows: CalibrationRow[], files: Record<string, string>): [number, RowFlagCode, string][] {
  return liftRowFlags(rows, filesOf({ "calibration/scores.md": SCORES, ...files })).flatMap((r, i) =>
    r.flags.map((f): [number, RowFlagCode, string] => [i, f.code, `${f.source.file}:${f.source.line}`]),
  );
}

describe("liftRowFlags: who a sentence is about", () => {
  const README = "calibration/README.md";
  it.each<[string, string, [number, RowFlagCode, string][]]>([
    ["a file named", "`video-only.json` is a reconstruction, not the agent's own bytes.", [[3, "reconstruction", `${README}:1`]]],
    ["a path named", "The ledger at ablations/ledgers/audio-only.json was re-wrapped.", [[4, "reconstruction", `${README}:1`]]],
    ["a condition named", "The video-only ledger was replayed from the recipe.", [[3, "reconstruction", `${README}:1`]]],
    ["a harness named", "The Claude run was cut off by the provider rate limit.", [[1, "quota_terminated", `${README}:1`]]],
    ["a model named", "gemini-3.5-flash was not run due to credit limits.", [[2, "quota_terminated", `${README}:1`]]],
    ["Opus for Claude", "Opus ran through a VS Code Copilot agent-host.", [[1, "coached", `${README}:1`]]],
    [
      "two clauses, two rows",
      "The Codex run is pre-contract evidence, and the Claude run is an interrupted diagnostic.",
      [
        [0, "earlier_instruction", `${README}:1`],
        [1, "diagnostic", `${README}:1`],
      ],
    ],
    [
      "one clause, two rows",
      "Both Codex and Antigravity still ran an earlier instruction.md.",
      [
        [0, "earlier_instruction", `${README}:1`],
        [2, "earlier_instruction", `${README}:1`],
      ],
    ],
    ["a bold lead", "**Antigravity — deviations.**\nThis row alone received an appended paragraph.", [[2, "coached", `${README}:2`]]],
    ["a heading", "## Claude Code CLI (Opus 4.8)\n\nThe workspace was pre-populated.", [[1, "contaminated", `${README}:3`]]],
    [
      "a list item lead",
      "- **video-only** — rebuilt from the trajectory's commands.\n- **audio-only** — verbatim.",
      [[3, "reconstruction", `${README}:1`]],
    ],
    ["a phrase over two lines", "The Codex run hit a\nrate limit at 40 minutes.", [[0, "quota_terminated", `${README}:2`]]],
    ["nobody named", "One run was coached.", []],
    [
      "'Both' after a sentence naming two rows",
      "Codex and Antigravity could not be re-run here. Both therefore still reflect an earlier instruction.md.",
      [
        [0, "earlier_instruction", `${README}:1`],
        [2, "earlier_instruction", `${README}:1`],
      ],
    ],
    ["a negation", "The Codex run was not coached and hit no rate limit.", []],
    ["a glob names no row", "`ablations/ledgers/*.json` are replays.", []],
    ["a derived number is not the row", "Wrapping the Claude ledger by hand — a diagnostic, not this row's score — gives 0.01.", []],
  ])("%s", (_, text, expected) => {
    expect(lifted(standardRows(), { [README]: text })).toEqual(expected);
  });

  it("a folder-wide statement flags every current row it covers", () => {
    const text = "**The difficulty gate is currently UNDETERMINED — none of the four rows is a clean measurement.**";
    const got = lifted(standardRows(), { [README]: text });
    expect(got.map(([i, code]) => [i, code])).toEqual([0, 1, 2, 3, 4].map((i) => [i, "contaminated"]));
  });
  it("a folder-wide statement about ablations covers only the ablations", () => {
    const got = lifted(standardRows(), { [README]: "All ablation runs were replayed, not re-run." });
    expect(got.map(([i]) => i)).toEqual([3, 4]);
  });

  it("a table row labels the row parsed from that line", () => {
    const scores = SCORES.replace("| Claude Code | 0.02 |", "| Claude Code (agent-host, coached) | 0.02 |");
    const got = liftRowFlags(standardRows(), filesOf({ "calibration/scores.md": scores }));
    expect(got.map((r) => r.flags.map((f) => [f.code, f.source.line]))).toEqual([[], [["coached", 4]], [], [], []]);
  });

  it("a manifest entry labels the row whose file it names, whatever harness its words mention", () => {
    const manifest = JSON.stringify(
      {
        artifacts: [
          { file: "codex-gpt-5.6-sol.jsonl", status: "pre-contract evidence: run before the prompt fixes" },
          { file: "claude-old.jsonl", status: "superseded Claude run that hit a rate limit" },
        ],
      },
      null,
      2,
    );
    expect(lifted(standardRows(), { "calibration/rollouts/manifest.json": manifest })).toEqual([
      [0, "earlier_instruction", "calibration/rollouts/manifest.json:5"],
    ]);
  });

  it("run metadata beside a trajectory labels that row", () => {
    const meta = "model: gpt-5.6-sol\nend: usage limit reached before submission\n";
    expect(lifted(standardRows(), { "calibration/rollouts/codex-gpt-5.6-sol.run-metadata.txt": meta })).toEqual([
      [0, "quota_terminated", "calibration/rollouts/codex-gpt-5.6-sol.run-metadata.txt:2"],
    ]);
  });

  it("a run's own folder record labels the row whose files share the folder's name", () => {
    const record = JSON.stringify({ status: "graded", note: "ended on a provider rate limit after the ledger was written" }, null, 2);
    expect(lifted(standardRows(), { "calibration/rollouts/codex-gpt-5.6-sol/row.json": record })).toEqual([
      [0, "quota_terminated", "calibration/rollouts/codex-gpt-5.6-sol/row.json:3"],
    ]);
  });

  it("code blocks are not prose; a YAML card is read key by key", () => {
    const spec = [
      "```bash",
      "claude -p --append-system-prompt 'x'  # codex",
      "```",
      "```yaml",
      "difficulty:",
      "  strong_agent_reward: 0.01 (Codex; the run was rate-limited",
      "    after 40 minutes)",
      "  second_agent_model: claude",
      "```",
    ].join("\n");
    expect(lifted(standardRows(), { "SPEC.md": spec })).toEqual([[0, "quota_terminated", "SPEC.md:6"]]);
  });
});

describe("a replaced round's words stay with the replaced round", () => {
  const rows = () => [
    row({
      harnessRaw: "Claude Code",
      model: "Claude Opus 4.8",
      sourceLine: 3,
      citedRolloutPath: "calibration/rollouts/claude-opus-4.8-native.jsonl",
    }),
    row({ harnessRaw: "claude Opus 4.8 (replaced round)", sourceLine: 4, status: "replaced" }),
  ];
  it.each<[string, string, string, [number, RowFlagCode][]]>([
    [
      "the current row's own record",
      "calibration/rollouts/claude-opus-4.8-native.md",
      "The round it replaces ran through an agent-host wrapper prompt.",
      [[1, "coached"]],
    ],
    ["an earlier round", "calibration/README.md", "The earlier Opus 4.8 round ran through a VS Code Copilot agent-host.", [[1, "coached"]]],
    [
      "a replaced lead",
      "calibration/README.md",
      "**claude, replaced for harness parity.** It was coached by its wrapper prompt.",
      [[1, "coached"]],
    ],
    [
      "the native row itself",
      "calibration/rollouts/claude-opus-4.8-native.md",
      "The Claude run hit the usage limit.",
      [[0, "quota_terminated"]],
    ],
    [
      "a README table row marked replaced",
      "calibration/README.md",
      "| Claude Opus 4.8 (agent-host) | replaced | coached |",
      [[1, "coached"]],
    ],
    [
      "no current row claimed",
      "calibration/README.md",
      "**antigravity, replaced for failure.** It stopped on a resource-exhausted error.",
      [],
    ],
  ])("%s", (_, file, text, expected) => {
    const got = liftRowFlags(rows(), filesOf({ [file]: text })).flatMap((r, i) => r.flags.map((f): [number, RowFlagCode] => [i, f.code]));
    expect(got).toEqual(expected);
  });
});

describe("what a flag carries", () => {
  it("one flag per code, the strongest phrase, with the sentence as written", () => {
    const readme = "The video-only ledger was replayed.\n\nThe video-only ledger is a reconstruction, not the agent's own bytes.";
    const [flag] = liftRowFlags(standardRows(), filesOf({ "calibration/scores.md": SCORES, "calibration/README.md": readme }))[3].flags;
    expect(flag).toEqual({
      code: "reconstruction",
      text: "The video-only ledger is a reconstruction, not the agent's own bytes.",
      source: { file: "calibration/README.md", line: 3 },
    });
  });
  it("a coached flag answers wrapped when nothing else did, citing where", () => {
    const [codex] = liftRowFlags(standardRows(), filesOf({ "calibration/README.md": "Codex ran with a coached wrapper prompt." }));
    expect(codex.wrapped).toBe(true);
    expect(codex.findings).toEqual([
      expect.objectContaining({ code: "derived_from_prose", field: "wrapped", file: "calibration/README.md", line: 1 }),
    ]);
  });
  it("a row already found on another instruction carries the label, citing that line", () => {
    const rows = standardRows();
    rows[0].findings.push({
      code: "instruction_sha_differs",
      severity: "warning",
      file: "calibration/rollouts/README.md",
      line: 82,
      message: "ran instruction 0963…",
    });
    expect(liftRowFlags(rows, filesOf({}))[0].flags).toEqual([
      { code: "earlier_instruction", text: "ran instruction 0963…", source: { file: "calibration/rollouts/README.md", line: 82 } },
    ]);
  });
});

describe("how the run ended", () => {
  it.each<[string, string | null]>([
    ["The Codex run exited 0 after 88 tool calls.", "completed"],
    ["Codex: solver_exit_status: 1.", "error"],
    ["The Codex run was cut off by the provider rate limit.", "quota"],
    ["The Codex run timed out at 45 minutes.", "timeout"],
    ["The Codex run never reached its own time cap and exited 0.", "completed"],
    ["The Codex run scored 0.01.", null],
    ["The Codex harness backs off under rate limits; the Codex run exited 0.", "completed"],
  ])("%s -> %s", (text, kind) => {
    const [codex] = liftRowFlags(standardRows(), filesOf({ "calibration/README.md": text }));
    expect(codex.runEnd?.kind ?? null).toBe(kind);
  });
});

describe("a label attaches to the row its sentence is about, never to a neighbour (issue 31 item 3)", () => {
  // real sentences of the benchmark corpus (../shared/fixtures/benchmark), each about a run that is
  // not the row of its harness; the rows are that folder's agent table
  const industreal = () => [
    row({ harnessRaw: "Codex CLI", model: "openai/gpt-5.6-sol", sourceLine: 14 }),
    row({ harnessRaw: "Claude Code", model: "claude-opus-4-8", sourceLine: 15 }),
    row({ harnessRaw: "Antigravity", model: "gemini-3.5-flash", sourceLine: 16 }),
  ];
  it.each<[string, string]>([
    [
      // industreal-multivideo-procedure-step-ledger/calibration/scores.md:43-45
      "industreal scores.md:43, an excluded second attempt",
      "A second `xhigh` attempt is also excluded: it hit the Claude subscription session\nlimit after 31m41s, with only videos D, E, and F complete and no `solution.json`.",
    ],
    [
      // industreal-multivideo-procedure-step-ledger/calibration/scores.md:34 (the first attempt), its two
      // sentences joined so the exclusion and the ending share one sentence
      "industreal scores.md:34, an excluded first attempt",
      "The first Claude Code 2.1.217 attempt is excluded from calibration: it was cut off by the provider rate limit.",
    ],
  ])("%s labels no row", (_, text) => {
    const got = liftRowFlags(industreal(), filesOf({ "calibration/scores.md": text })).flatMap((r, i) => r.flags.map((f) => [i, f.code]));
    expect(got).toEqual([]);
  });
  it("the same words about the row itself still label it", () => {
    const text = "The Claude Code run hit the Claude subscription session limit and wrote no `solution.json`.";
    const got = liftRowFlags(industreal(), filesOf({ "calibration/scores.md": text })).flatMap((r, i) => r.flags.map((f) => [i, f.code]));
    expect(got).toEqual([[1, "quota_terminated"]]);
  });
});

describe("a sentence about an earlier-contract run labels only a row that is that run (issue 31 item 3)", () => {
  // captaincook-recipe-step-transcripts/calibration/scores.md:54-56, the rows measured against the current prompt
  const captaincook = (codexOver: Partial<CalibrationRow> = {}) => [
    row({ harnessRaw: "Codex", model: "gpt-5.6-sol", sourceLine: 54, citedRolloutPath: "calibration/rollouts/codex.jsonl", ...codexOver }),
    row({ harnessRaw: "Antigravity", model: "gemini-3.6-flash-high", sourceLine: 55 }),
    row({ harnessRaw: "Claude Code", model: "claude-opus-4-8", sourceLine: 56 }),
  ];
  // captaincook-recipe-step-transcripts/SPEC.md:167-168, verbatim but for the comment marks
  const TRIGGER =
    "THE TRIGGER. A Codex run under the previous contract, inside the frozen image, scored 0.1621 against the family's 0.10 ceiling: one agent, one session, 213 tool calls, no network, audited clean.";
  const flagsOf = (rows: CalibrationRow[], text: string) =>
    liftRowFlags(rows, filesOf({ "SPEC.md": text })).flatMap((r, i) => r.flags.map((f) => [i, f.code]));

  it("captaincook SPEC.md:167: the current Codex row (scores.md:54) gets no earlier_instruction", () => {
    expect(flagsOf(captaincook(), TRIGGER)).toEqual([]);
  });
  it.each<[string, Partial<CalibrationRow>]>([
    ["its notes say it ran the earlier instruction", { notes: "ran the earlier instruction" }],
    ["it is a replaced row", { status: "replaced" }],
    [
      "it carries the importer's instruction_sha_differs finding",
      { findings: [{ code: "instruction_sha_differs", severity: "warning", file: "SPEC.md", line: 1, message: "another sha" }] },
    ],
  ])("a Codex row that is itself that run gets the label: %s", (_, over) => {
    expect(flagsOf(captaincook(over), TRIGGER)).toEqual([[0, "earlier_instruction"]]);
  });
  it("a sentence naming the run's own file labels that row", () => {
    const text = "The run in rollouts/codex-gpt-5.6-sol-20260701.jsonl ran under the previous contract.";
    const rows = captaincook({ citedRolloutPath: "calibration/rollouts/codex-gpt-5.6-sol-20260701.jsonl" });
    expect(flagsOf(rows, text)).toEqual([[0, "earlier_instruction"]]);
  });
  it("the same label said of the current row itself still lands on it", () => {
    expect(flagsOf(captaincook(), "The Codex row ran the previous contract's prompt, not the shipped instruction.")).toEqual([
      [0, "earlier_instruction"],
    ]);
  });
});

describe("a sentence about a run named by its id labels the row recording that id, or none (issue 31 item 3)", () => {
  // otb-chess-move-capture-reconstruction/calibration/scores.md:19-21: each row's harness cell names its run id
  const otb = () => [
    row({
      harnessRaw: "Codex CLI",
      sourceLine: 19,
      cells: { run: "[Codex CLI](rollouts/codex-transcript.jsonl) (`codex-natural-chess-20260719T062119Z`)" },
    }),
    row({
      harnessRaw: "Claude Code",
      sourceLine: 20,
      cells: { run: "[Claude Code CLI](rollouts/claude-transcript.jsonl) (`claude-checkpoint-chess-20260723T040025Z`)" },
    }),
    row({
      harnessRaw: "Antigravity",
      sourceLine: 21,
      cells: { run: "[Antigravity CLI](rollouts/antigravity-transcript.jsonl) (`antigravity-qualifying-chess-20260719T170155Z`)" },
    }),
  ];
  const flagsOf = (text: string) =>
    liftRowFlags(otb(), filesOf({ "calibration/rollouts/README.md": text })).flatMap((r, i) => r.flags.map((f) => [i, f.code]));
  it.each<[string, string, (string | number)[][]]>([
    // otb rollouts/README.md:18: a Codex run that is no row
    ["README.md:18, another Codex run's id", "`codex-replacement-chess-20260719T051110Z` is retained as a separate diagnostic.", []],
    [
      // otb rollouts/README.md:23-26: "It" goes on about the run the sentence before named, which is no row
      "README.md:25, a sentence going on about another Claude run",
      "`claude-natural-chess-20260719T070702Z` is a fresh natural-prompt Claude Sonnet 5 attempt on the replacement source. It reached 210 completed tool uses naturally but hit Claude's subscription session limit after 40 minutes 50 seconds, before writing a solution.",
      [],
    ],
    // otb rollouts/README.md:38-39: the row's own run supersedes another run's diagnostic
    [
      "README.md:38, the row's run supersedes that diagnostic",
      "`antigravity-qualifying-chess-20260719T170155Z` supersedes that diagnostic as the clean Antigravity calibration.",
      [],
    ],
    [
      "the row's own id, said of it",
      "`claude-checkpoint-chess-20260723T040025Z` hit Claude's subscription session limit before writing a solution.",
      [[1, "quota_terminated"]],
    ],
  ])("%s", (_, text, want) => {
    expect(flagsOf(text)).toEqual(want);
  });
});

describe("Harbor's --allow-agent-host option is no agent-host harness", () => {
  it.each<[string, string, (string | number)[][]]>([
    // captaincook-recipe-step-transcripts/calibration/antigravity_in_image.md:98, under a heading naming Antigravity
    [
      "antigravity_in_image.md:98",
      "## Antigravity in the image\n\n- **while the agent runs** (`--allow-agent-host`): the Google endpoints `agy` needs to authenticate and call its model.",
      [],
    ],
    ["an agent-host round said of Antigravity", "Antigravity ran through a VS Code agent-host.", [[2, "coached"]]],
  ])("%s", (_, text, want) => {
    const rows = [
      row({ harnessRaw: "Codex", sourceLine: 54 }),
      row({ harnessRaw: "Claude Code", sourceLine: 56 }),
      row({ harnessRaw: "Antigravity", sourceLine: 55 }),
    ];
    const got = liftRowFlags(rows, filesOf({ "calibration/antigravity_in_image.md": text })).flatMap((r, i) =>
      r.flags.map((f) => [i, f.code]),
    );
    expect(got).toEqual(want);
  });
});

describe("a run given another reasoning effort than the row's is another run", () => {
  // captaincook-recipe-step-transcripts/calibration/scores.md:192 (heading) and :219-220 (the lead)
  const TEXT = [
    "### Claude Code, Opus 4.8 at xhigh, interactive session",
    "",
    "1. **The account hit its usage limit mid-run and the session sat idle for 3 h 56 min**,",
    "   from 04:35:12Z to 08:31:37Z.",
  ].join("\n");
  it.each<[string, string | null, (string | number)[][]]>([
    ["the row ran at default (scores.md:56): no label", "default", []],
    ["the row ran at xhigh: it is that run", "xhigh", [[0, "quota_terminated"]]],
    ["the row states no effort: it may be that run", null, [[0, "quota_terminated"]]],
  ])("%s", (_, reasoning, want) => {
    const rows = [row({ harnessRaw: "Claude Code", model: "claude-opus-4-8", reasoning, sourceLine: 56 })];
    const got = liftRowFlags(rows, filesOf({ "calibration/notes.md": TEXT })).flatMap((r, i) => r.flags.map((f) => [i, f.code]));
    expect(got).toEqual(want);
  });
});

describe("a table header names columns, and contact sheets are the frame dump (medvedev SPEC.md:230-240)", () => {
  const rows = () => [
    row({ harnessRaw: "Codex CLI", sourceLine: 50 }),
    row({
      harnessRaw: "Codex CLI",
      kind: "ablation",
      condition: "frame_dump_no_tools",
      conditionLabel: "all-frame contact sheets",
      sourceLine: 54,
    }),
  ];
  it.each<[string, string, (string | number)[][]]>([
    // medvedev-de-minaur-2023-us-open-break-point-ledger/SPEC.md:230-232, a Codex section's table
    [
      "SPEC.md:230, a header",
      "## Codex runs\n\n| input | official reward | exact-event diagnostic |\n|---|---:|---:|\n| full silent match | 0.3305 | 0.0 |",
      [],
    ],
    // SPEC.md:240
    ["SPEC.md:240, the contact-sheet run", "## Codex runs\n\nThe contact-sheet diagnostic predicted 14 events.", [[1, "diagnostic"]]],
  ])("%s", (_, text, want) => {
    const got = liftRowFlags(rows(), filesOf({ "SPEC.md": text })).flatMap((r, i) => r.flags.map((f) => [i, f.code]));
    expect(got).toEqual(want);
  });
});
