// Parsed steps → what the viewer shows of each: the text and flags, its time and duration
// (lib/rollouts/view/step-timing) and, on the step that wrote a row's solution, a link to that
// ledger's inspector (lib/rollouts/view/solution-steps). Pure.
import type { Step } from "@/lib/rollouts/parse/step-types";
import type { StepTiming } from "@/lib/rollouts/view/step-timing";
import { SOLUTION_MATCH_WORDS, type SolutionStep } from "@/lib/rollouts/view/solution-steps";
import type { ViewerStep } from "./viewer-types";

export function viewerSteps(
  steps: readonly Step[],
  timings: readonly StepTiming[],
  solutions: readonly SolutionStep[],
  taskHref: string,
): ViewerStep[] {
  const byStep = new Map<number, SolutionStep[]>();
  for (const s of solutions) byStep.set(s.step, [...(byStep.get(s.step) ?? []), s]);
  return steps.map((s, i) => {
    const t = timings[i];
    const sol = byStep.get(s.index);
    return {
      index: s.index,
      line: s.line,
      kind: s.kind,
      text: s.text,
      ...(s.toolName ? { toolName: s.toolName } : {}),
      ...(s.callId ? { callId: s.callId } : {}),
      ...(s.exitCode !== undefined ? { exitCode: s.exitCode } : {}),
      ...(s.isError ? { isError: true } : {}),
      ...(s.subagent ? { subagent: true } : {}),
      ...(s.synthetic ? { synthetic: true } : {}),
      ...(s.images ? { images: s.images } : {}),
      ...(s.timestamp ? { timestamp: s.timestamp } : {}),
      ...(t?.offsetMs !== null && t?.offsetMs !== undefined ? { offsetMs: t.offsetMs } : {}),
      ...(t?.durationMs !== null && t?.durationMs !== undefined && t.durationSource
        ? { durationMs: t.durationMs, durationSource: t.durationSource }
        : {}),
      ...(sol
        ? {
            solution: sol.map((x) => ({
              ledgerHref: `${taskHref}/ledgers/${encodeURIComponent(x.ledgerId)}`,
              ledgerPath: x.ledgerPath,
              rowLabel: x.rowLabel,
              words: SOLUTION_MATCH_WORDS[x.match],
            })),
          }
        : {}),
    };
  });
}
