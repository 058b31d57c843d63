// Harness parity: wrapper / agent-host traces (copilotUsage, an agent-host path, appended system
// prompts) and the first user message compared byte for byte with the shipped instruction.md —
// a mismatch shows both sha256s and the diff, which is what proves "ran an earlier instruction".
import { createTwoFilesPatch } from "diff";
import type { ParsedTrajectory } from "../parse/step-types";
import type { AuditContext } from "./context";
import { quote, type Finding } from "./finding";
import { firstUserMessage, sha256Text } from "./first-user-message";

const DIFF_MAX = 20_000;
const WRAPPER_TITLES: Record<string, string> = {
  copilotUsage: "Copilot usage metadata (the run went through a VS Code Copilot agent host)",
  "agent-host": "agent-host metadata / path (a wrapper ran the agent, not the native CLI)",
  vscode: "VS Code agent wrapper named in the log",
  "append-system-prompt": "an appended system prompt",
};

export function auditHarnessParity(parsed: ParsedTrajectory, context: AuditContext): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  for (const mark of parsed.wrapperMarks) {
    const title = WRAPPER_TITLES[mark.mark];
    if (!title || seen.has(mark.mark)) continue;
    seen.add(mark.mark);
    const step = parsed.steps.find((s) => s.line === mark.line);
    findings.push({ kind: "harness_wrapper", severity: "fail", step: step?.index ?? null, line: mark.line, title, evidence: mark.excerpt });
  }
  const firstCall = parsed.steps.find((s) => s.kind === "tool_call")?.index ?? Infinity;
  for (const s of parsed.steps) {
    // only a prompt-sized system text before the agent acted can be a wrapper's instructions
    if (s.kind !== "system" || s.text.length < 200 || s.index > firstCall) continue;
    // ATIF / wrapper logs carry the system prompt as a step; a long one with solving guidance is a coached run
    const m = /(?:validate|ensure|make sure|double[- ]check|hint|tip)[^.\n]{0,160}/i.exec(s.text);
    if (m) {
      findings.push({
        kind: "harness_wrapper",
        severity: "warning",
        step: s.index,
        line: s.line,
        title: "system prompt with solving guidance",
        evidence: quote(s.text, m.index),
      });
      break;
    }
  }
  if (context.instructionText === undefined) return findings;
  const shippedSha = sha256Text(context.instructionText);
  const first = firstUserMessage(parsed.steps);
  if (!first) {
    findings.push({
      kind: "instruction_unproven",
      severity: "info",
      step: null,
      line: null,
      title: "the log does not record the prompt the agent received; instruction parity cannot be proven from it",
      evidence: `shipped instruction.md sha256 ${shippedSha}`,
      detail: { shippedSha256: shippedSha },
    });
    return findings;
  }
  if (first.sha256 === shippedSha) return findings;
  const contains = first.step.text.includes(context.instructionText.trim());
  let patch = createTwoFilesPatch(
    "instruction.md (shipped)",
    "first user message",
    context.instructionText,
    first.step.text,
    undefined,
    undefined,
    { context: 2 },
  );
  if (patch.length > DIFF_MAX) patch = `${patch.slice(0, DIFF_MAX)}\n… diff cut at ${DIFF_MAX} characters`;
  const hunks = (patch.match(/^@@/gm) ?? []).length;
  findings.push({
    kind: "instruction_mismatch",
    severity: "fail",
    step: first.step.index,
    line: first.step.line,
    title: contains
      ? "first user message wraps the shipped instruction in extra text"
      : `first user message is not the shipped instruction.md (${hunks} hunk${hunks === 1 ? "" : "s"})`,
    evidence: `shipped ${shippedSha} (${new TextEncoder().encode(context.instructionText).length} B) vs received ${first.sha256} (${first.bytes} B)`,
    detail: { shippedSha256: shippedSha, receivedSha256: first.sha256, receivedBytes: first.bytes, diff: patch },
  });
  return findings;
}
