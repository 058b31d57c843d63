// Every audit the trajectory and its task can settle without a calibration row, in one list.
import { deriveCounts } from "../parse/derive-counts";
import type { ParsedTrajectory } from "../parse/step-types";
import { auditAnswerKey } from "./answer-key";
import { auditBudget } from "./budget";
import type { AuditContext } from "./context";
import { auditFileName } from "./file-name";
import type { Finding } from "./finding";
import { auditHarnessParity } from "./harness-parity";
import { auditNetwork } from "./network";
import { auditTaskOrigin } from "./task-origin";

export type { AuditContext };

const BROKEN_LINES_LISTED = 20;

export function auditTrajectory(parsed: ParsedTrajectory, context: AuditContext = {}): Finding[] {
  const broken: Finding[] = parsed.issues.slice(0, BROKEN_LINES_LISTED).map((i) => ({
    kind: "broken_line",
    severity: "warning",
    step: null,
    line: i.line,
    title: `line ${i.line} is not a JSON object`,
    evidence: i.reason,
  }));
  if (parsed.issues.length > BROKEN_LINES_LISTED) {
    broken.push({
      kind: "broken_line",
      severity: "warning",
      step: null,
      line: null,
      title: `${parsed.issues.length - BROKEN_LINES_LISTED} more broken lines`,
      evidence:
        parsed.issues
          .slice(BROKEN_LINES_LISTED, BROKEN_LINES_LISTED + 10)
          .map((i) => i.line)
          .join(", ") + "…",
    });
  }
  return [
    ...auditFileName(context.fileName),
    ...broken,
    ...auditAnswerKey(parsed.steps, context),
    ...auditNetwork(parsed, context),
    ...auditHarnessParity(parsed, context),
    ...auditBudget(parsed, context, deriveCounts(parsed).toolCalls),
    ...auditTaskOrigin(parsed.steps, context),
  ];
}
