// Does this trajectory belong to this task? Two proofs that it does not: the first user message
// (the prompt as received) hashes to none of the task's instructions, in any revision; or a tool
// call opens a path inside another task's folder. Runs only when the caller knows the task's
// instructions (uploads and row submissions do; a folder import checks parity per row instead).
import type { Step } from "../parse/step-types";
import type { AuditContext } from "./context";
import { quote, type Finding } from "./finding";
import { firstUserMessage } from "./first-user-message";

/** Task ids shorter than this are too generic to find in a path without false alarms. */
const MIN_TASK_ID = 6;

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function foreignInstruction(steps: Step[], context: AuditContext): Finding[] {
  const known = context.taskOrigin?.instructionSha256s ?? [];
  const first = firstUserMessage(steps);
  if (!known.length || !first || known.includes(first.sha256)) return [];
  return [
    {
      kind: "foreign_task",
      severity: "fail",
      step: first.step.index,
      line: first.step.line,
      title: `the first user message is none of this task's instructions (${known.length} revision${known.length === 1 ? "" : "s"} checked): the run may belong to another task`,
      evidence: quote(first.step.text, 0, 300),
      detail: { receivedSha256: first.sha256, taskInstructionSha256s: known },
    },
  ];
}

function foreignFiles(steps: Step[], context: AuditContext): Finding[] {
  const others = (context.taskOrigin?.otherTaskIds ?? []).filter((id) => id.length >= MIN_TASK_ID && id !== context.taskOrigin?.taskId);
  if (!others.length) return [];
  // a folder segment named exactly like another task: …/<other-task>/… or <other-task>/… at a word start
  const patterns = others.map((id) => ({ id, re: new RegExp(`(?:^|[\\s"'=:(,/])${escapeRe(id)}/`) }));
  const findings: Finding[] = [];
  for (const step of steps) {
    if (step.kind !== "tool_call") continue;
    const args = [step.text, step.input === undefined || typeof step.input === "string" ? "" : JSON.stringify(step.input)].join("\n");
    for (const { id, re } of patterns) {
      const m = re.exec(args);
      if (!m) continue;
      findings.push({
        kind: "foreign_task",
        severity: "fail",
        step: step.index,
        line: step.line,
        title: `${step.toolName ?? "tool"} call opens a file of another task (${id})`,
        evidence: quote(args, m.index),
        detail: { otherTaskId: id },
      });
    }
  }
  return findings;
}

export function auditTaskOrigin(steps: Step[], context: AuditContext): Finding[] {
  if (!context.taskOrigin) return [];
  return [...foreignInstruction(steps, context), ...foreignFiles(steps, context)];
}
