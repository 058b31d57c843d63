import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseTrajectory } from "../parse/parse-trajectory";
import { summarizeTrajectory } from "../summarize-trajectory";
import * as made from "../__fixtures__/hand-made";
import { auditRowAgainstTrajectory } from "./audit-row";
import { auditContextFromTaskFiles } from "./context-from-task";
import { sha256Text } from "./first-user-message";
import type { Finding } from "./finding";

const FIXTURES = path.resolve(import.meta.dirname, "../../../prisma/fixtures");
const FG = path.join(FIXTURES, "tasks/flightgear-atc-clearance-compliance-ledger");
const read = (p: string) => new Uint8Array(readFileSync(p));
const instruction = readFileSync(path.join(FG, "steps/solve/instruction.md"), "utf8");
const fgContext = auditContextFromTaskFiles(
  new Map([
    ["steps/solve/instruction.md", read(path.join(FG, "steps/solve/instruction.md"))],
    ["task.toml", read(path.join(FG, "task.toml"))],
    ["steps/solve/tests/ground_truth.json", new Uint8Array()],
    ["steps/solve/solution/oracle.json", new Uint8Array()],
  ]),
);
const kinds = (f: Finding[]) => f.map((x) => `${x.kind}:${x.severity}`);
const blocking = (f: Finding[]) => f.filter((x) => x.severity === "fail");

describe("task context from the folder", () => {
  it("reads FlightGear's budget, posture and verifier names", () => {
    expect(fgContext.budget).toEqual({ timeoutSec: 7200, maxTurns: null });
    expect(fgContext.allowInternet).toBe(false);
    expect(fgContext.answerKeyPaths).toEqual(["steps/solve/tests/ground_truth.json", "steps/solve/solution/oracle.json"]);
    expect(fgContext.mediaFileNames).toEqual(["flight.mp4"]);
  });
});

describe("real trajectories", () => {
  const ROLL = path.join(FG, "calibration/rollouts");
  it("FlightGear Antigravity: web tools offered under isolation, pip install failed (isolation held), ended at a 429", () => {
    const s = summarizeTrajectory(read(path.join(ROLL, "antigravity-gemini-3.6-flash-high.jsonl")), {
      ...fgContext,
      fileName: "antigravity-gemini-3.6-flash-high.jsonl",
    });
    expect(kinds(s.findings!)).toEqual([
      "network_offered:warning",
      "network_used:warning",
      "instruction_unproven:info",
      "abnormal_ending:warning",
    ]);
    const pip = s.findings!.find((f) => f.kind === "network_used")!;
    expect(pip.evidence).toContain("pip install opencv-python-headless pillow matplotlib");
    expect(pip.evidence).toContain("Temporary failure in name resolution");
    expect(s.meta?.exitReason).toBe("rate_limit");
    expect(blocking(s.findings!)).toEqual([]);
  });

  it("FlightGear Codex: nothing blocking; parity cannot be proven from codex exec (no prompt in the log)", () => {
    const s = summarizeTrajectory(read(path.join(ROLL, "codex-gpt-5.6-sol.jsonl")), fgContext);
    expect(kinds(s.findings!)).toEqual(["instruction_unproven:info"]);
    expect(s.findings![0].detail).toEqual({ shippedSha256: sha256Text(instruction) });
  });

  it("Claude Code sample (open network): successful pip installs are network use, with the step", () => {
    const s = summarizeTrajectory(
      read(path.join(FIXTURES, "trajectories/hands-bimanual-manipulation-3d-joint-trajectory__claude-code-fable-opennet.jsonl")),
      { allowInternet: false },
    );
    const used = s.findings!.filter((f) => f.kind === "network_used");
    expect(used.map((f) => f.step)).toEqual([13, 19, 25, 35]);
    expect(used.every((f) => f.severity === "fail" && f.evidence.includes("pip install"))).toBe(true);
    expect(s.findings!.find((f) => f.kind === "network_offered")?.evidence).toBe("WebFetch");
  });
});

describe("seed cases on hand-made trajectories", () => {
  it("coached agent-host row: wrapper metadata and a wrapped prompt, both sha256s and the diff", () => {
    const s = summarizeTrajectory(made.coachedAgentHost(instruction), fgContext);
    const wrapper = s.findings!.filter((f) => f.kind === "harness_wrapper");
    expect(wrapper.map((f) => f.title)).toEqual([
      "agent-host metadata / path (a wrapper ran the agent, not the native CLI)",
      "VS Code agent wrapper named in the log",
      "Copilot usage metadata (the run went through a VS Code Copilot agent host)",
    ]);
    const mismatch = s.findings!.find((f) => f.kind === "instruction_mismatch")!;
    expect(mismatch.title).toBe("first user message wraps the shipped instruction in extra text");
    expect(mismatch.detail?.diff).toContain("+Before finishing, validate the closed vocabularies");
    expect(mismatch.detail?.shippedSha256).toBe(sha256Text(instruction));
  });

  it("earlier instruction: one hunk, both hashes in the evidence", () => {
    const old = instruction.replace("evaluated within 100 feet, 8 degrees", "evaluated within 25 feet, 2 degrees");
    expect(old).not.toBe(instruction);
    const s = summarizeTrajectory(made.earlierInstruction(old), fgContext);
    const f = s.findings!.find((x) => x.kind === "instruction_mismatch")!;
    expect(f.severity).toBe("fail");
    expect(f.title).toBe("first user message is not the shipped instruction.md (1 hunk)");
    expect(f.evidence).toContain(sha256Text(instruction));
    expect(f.evidence).toContain(sha256Text(old));
    expect(f.step).toBe(1);
  });

  it("the same prompt byte for byte proves parity (no finding)", () => {
    const s = summarizeTrajectory(made.cleanClaudeRun(instruction), fgContext);
    expect(s.firstUserMessage?.sha256).toBe(sha256Text(instruction));
    expect(s.findings).toEqual([]);
  });

  it("egocentric Codex under Harbor: told 45 minutes while task.toml says 3 hours", () => {
    const s = summarizeTrajectory(made.harborOlderPrompt45(), { budget: { timeoutSec: 10800 } });
    expect(s.format).toBe("harbor-atif");
    expect(s.meta?.harness).toBe("codex");
    expect(s.harnessVersion).toBe("0.149.1");
    const f = s.findings!.find((x) => x.kind === "budget_exceeded")!;
    expect(f.title).toBe("the agent was told a 45 min cap; task.toml declares 3 h");
    expect(f.step).toBe(0);
  });

  it("Claude rate-limit stop is an abnormal ending naming the 429", () => {
    const s = summarizeTrajectory(made.claudeRateLimited());
    expect(s.meta?.exitReason).toBe("rate_limit");
    expect(kinds(s.findings!)).toEqual(["abnormal_ending:warning"]);
    expect(s.findings![0].evidence).toContain("api_error_status=429");
  });

  it("Antigravity attempt that never opened the video (full condition)", () => {
    const s = summarizeTrajectory(made.antigravityNeverInspected());
    expect(auditRowAgainstTrajectory(s, { condition: "full" }).map((f) => f.kind)).toEqual(["media_not_inspected"]);
  });

  it("a file name confessing a sandbox bypass, and the log reading the ground truth and its copy", () => {
    const s = summarizeTrajectory(made.antigravitySandboxBypass(), {
      fileName: "calibration/rollouts/antigravity.sandbox-bypass-copied-answer.jsonl",
    });
    expect(kinds(s.findings!)).toEqual(["suspicious_file_name:fail", "answer_key_access:fail", "answer_key_access:fail"]);
    expect(s.findings![2].evidence).toBe("cp /tmp/answer.json /workspace/output/solution.json");
  });
});

describe("answer-key access reads arguments, not prose", () => {
  const run = (command: string, prose = "") =>
    summarizeTrajectory(
      made.encodeLines([
        made.claudeInit(),
        { type: "assistant", message: { id: "m", content: [{ type: "text", text: prose }] } },
        ...made.claudeTool("Bash", { command }),
        made.claudeResult(),
      ]),
      fgContext,
    ).findings!.filter((f) => f.kind === "answer_key_access");
  it.each([
    ["cat /workspace/steps/solve/tests/ground_truth.json", 1],
    ["python3 -c 'import json; json.load(open(\"/solution/oracle.json\"))'", 1],
    ["ls /tests", 1],
    ["sed -n 1,20p judge.py", 1],
    ["cat /workspace/output/solution.json", 0],
    ["python3 build_solution.py && cat /workspace/instruction.md", 0],
    ["ffmpeg -i /workspace/materials/flight.mp4 -frames:v 1 /tmp/t.png", 0],
  ])("%s -> %i finding(s)", (command, n) => {
    expect(run(command)).toHaveLength(n);
  });
  it("the words in assistant prose are not access", () => {
    expect(run("ls", "I will not read the ground_truth.json or the oracle.json")).toEqual([]);
  });
});

describe("condition conformity and claims (row-relative)", () => {
  const claude = (...calls: [string, Record<string, unknown>][]) =>
    summarizeTrajectory(made.encodeLines([made.claudeInit(), ...calls.flatMap(([n, i]) => made.claudeTool(n, i)), made.claudeResult()]));
  it.each([
    ["no-media", claude(["Bash", { command: "ffprobe /workspace/materials/flight.mp4" }]), "no-media run touched the media (1 call)"],
    [
      "single-frame",
      claude(["Bash", { command: "ffmpeg -ss 5 -i /workspace/materials/flight.mp4 -frames:v 3 /tmp/a_%d.png" }]),
      "single-frame run extracted 3 frames",
    ],
    ["frame-dump-no-tools", claude(["Bash", { command: "ls" }]), "frame-dump-no-tools run called 1 tools"],
    [
      "audio-only",
      claude(["Bash", { command: "ffmpeg -ss 5 -i /workspace/materials/flight.mp4 -frames:v 1 /tmp/a.png" }]),
      "audio-only run decoded or viewed video",
    ],
  ])("%s violation", (condition, s, title) => {
    expect(auditRowAgainstTrajectory(s, { condition }).map((f) => f.title)).toEqual([title]);
  });
  it.each([
    ["no-media", claude(["Bash", { command: "ls /workspace" }])],
    ["single-frame", claude(["Bash", { command: "ffmpeg -ss 5 -i /workspace/materials/flight.mp4 -frames:v 1 /tmp/a.png" }])],
    ["audio-only", claude(["Bash", { command: "transcribe /workspace/materials/flight.mp4 --start 0 --end 720" }])],
  ])("%s conforming run: no finding", (condition, s) => {
    expect(auditRowAgainstTrajectory(s, { condition })).toEqual([]);
  });
  it("claims: turns, model, version, a bare array, ledger bytes", () => {
    const content = '[{"a":1}]';
    const s = claude(["Write", { file_path: "/workspace/output/solution.json", content }], ["Bash", { command: "ls" }]);
    const f = auditRowAgainstTrajectory(s, {
      claimedToolCalls: 147,
      claimedModel: "gpt-5.6-sol",
      claimedHarnessVersion: "2.1.226",
      ledger: { sha256: "0".repeat(64), path: "ledgers/x.json" },
    });
    expect(f.map((x) => x.title)).toEqual([
      "claimed 147 tool-call turns; the log has 2",
      "claimed model gpt-5.6-sol; the log records claude-opus-4-8",
      "the stored ledger is not the file the agent last wrote (/workspace/output/solution.json)",
      "the agent's final /workspace/output/solution.json is a bare JSON array; the task requires an object",
    ]);
    expect(
      auditRowAgainstTrajectory(s, {
        claimedToolCalls: 2,
        claimedModel: "claude-opus-4.8",
        ledger: { sha256: sha256Text(content), path: "l.json" },
      }).map((x) => x.kind),
    ).toEqual(["claim_mismatch"]);
  });
});

describe("parsing", () => {
  it("a broken line is a finding with its line number; the rest still parses", () => {
    const bytes = made.encodeLines([made.claudeInit(), "{oops", ...made.claudeTool("Bash", { command: "ls" }), made.claudeResult()]);
    const p = parseTrajectory(bytes);
    expect(p.issues.map((i) => i.line)).toEqual([2]);
    const s = summarizeTrajectory(bytes);
    expect(s.findings![0]).toMatchObject({ kind: "broken_line", line: 2 });
    expect(s.toolCalls).toBe(1);
  });

  it("unknown formats are kept as raw lines", () => {
    const p = parseTrajectory(made.encodeLines([{ hello: 1 }, "not json", { world: 2 }]));
    expect(p.format).toBe("unknown");
    expect(p.steps.map((s) => [s.kind, s.line, s.text])).toEqual([
      ["raw", 1, '{"hello":1}'],
      ["raw", 2, "not json"],
      ["raw", 3, '{"world":2}'],
    ]);
  });

  it("raw Claude stream: deltas of an assembled message are not doubled; an unassembled one is rebuilt", () => {
    const ev = (event: unknown) => ({ type: "stream_event", event, session_id: "s" });
    const p = parseTrajectory(
      made.encodeLines([
        made.claudeInit(),
        ev({ type: "message_start", message: { id: "m1" } }),
        ev({ type: "content_block_start", index: 0, content_block: { type: "text", text: "" } }),
        ev({ type: "content_block_delta", index: 0, delta: { type: "text_delta", text: "Hel" } }),
        ev({ type: "content_block_delta", index: 0, delta: { type: "text_delta", text: "lo" } }),
        { type: "assistant", message: { id: "m1", content: [{ type: "text", text: "Hello" }] }, session_id: "s" },
        ev({ type: "message_start", message: { id: "m2" } }),
        ev({ type: "content_block_start", index: 0, content_block: { type: "tool_use", id: "tu9", name: "Bash" } }),
        ev({ type: "content_block_delta", index: 0, delta: { type: "input_json_delta", partial_json: '{"command":"ls"}' } }),
      ]),
    );
    expect(p.streamEvents).toBe(7);
    expect(p.steps.filter((s) => s.kind !== "system").map((s) => [s.kind, s.text])).toEqual([
      ["assistant", "Hello"],
      ["tool_call", '{"command":"ls"}'],
    ]);
    expect(p.meta.exitReason).toBe("interrupted");
  });

  it("a pretty-printed ATIF trajectory.json document", () => {
    const doc = {
      schema_version: "ATIF-v1.4",
      session_id: "x",
      agent: { name: "terminus", version: "1.0", model_name: "m" },
      steps: [
        { step_id: 1, source: "user", message: "task" },
        {
          step_id: 2,
          source: "agent",
          message: "",
          tool_calls: [{ tool_call_id: "a", function_name: "bash", arguments: { command: "ls" } }],
          observation: { results: [{ source_call_id: "a", content: "x" }] },
        },
      ],
      final_metrics: { total_prompt_tokens: 5, total_completion_tokens: 6, total_cost_usd: 0.01, total_steps: 2 },
    };
    const p = parseTrajectory(new TextEncoder().encode(JSON.stringify(doc, null, 2)));
    expect(p.format).toBe("harbor-atif");
    expect(p.issues).toEqual([]);
    expect(p.steps.map((s) => s.kind)).toEqual(["user", "tool_call", "tool_result", "result"]);
    expect(p.meta.costUsd).toBe(0.01);
  });
});
