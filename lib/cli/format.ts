// What the CLI prints for each answer. Pure: parsed server JSON in (answers.ts), lines out.
import type { z } from "zod";
import type { pushAnswer, rowAnswer, statusAnswer } from "./answers";

const mark = (r: boolean | null) => (r === true ? "ok  " : r === false ? "FAIL" : "n/a ");

export function formatRowAnswer(a: z.infer<typeof rowAnswer>): string[] {
  return [
    `stored row ${a.rowId}`,
    `  ledger ${a.ledger.path}${a.ledger.alreadyStored ? " (bytes already stored)" : ""}`,
    ...(a.trajectory
      ? [`  trajectory ${a.trajectory.path}: ${a.trajectory.format}, ${a.trajectory.toolCallTurns ?? "unknown"} tool-call turns`]
      : []),
    ...a.scores.map((s) => `  ${s.official ? "official" : "other   "} ${s.judgeId}: ${s.reward.toFixed(4)} (${s.reason})`),
    ...a.checks.map((c) => `  ${mark(c.reproduces)} ${c.claim}: ${c.message}`),
    a.notReproduced.length
      ? `${a.notReproduced.length} claim(s) do not reproduce: ${a.notReproduced.map((c) => c.claim).join(", ")}`
      : "every checkable claim reproduces",
    ...a.blocking.map((f) => `BLOCKED ${f.message}`),
  ];
}

export function formatPushAnswer(a: z.infer<typeof pushAnswer>): string[] {
  return [
    a.revision === "new"
      ? `stored a new revision ${a.revisionId} of ${a.taskId}`
      : `unchanged: ${a.taskId} already has this content (revision ${a.revisionId})`,
    `  ${a.entries} archive entries; ${a.rows} rows, ${a.ledgers} ledgers, ${a.rollouts} rollouts, ${a.artifacts} other files, ${a.findings} findings`,
    ...a.problems.map((p) => `  problem: ${p}`),
  ];
}

export function formatStatus(s: z.infer<typeof statusAnswer>["status"]): string[] {
  const outcome = (o: string) =>
    o === "pass"
      ? "pass        "
      : o === "warn"
        ? "warn        "
        : o === "fail"
          ? "FAIL        "
          : o === "claimed"
            ? "claimed     "
            : "insufficient";
  return [
    `${s.taskId} (revision ${s.revisionId})`,
    "gates:",
    ...s.gates.map((g) => `  ${outcome(g.outcome)} ${g.title} — ${g.threshold}`),
    ...(s.summary ? [s.summary] : []),
    s.claimsNotReproduced.length ? "claims that do not reproduce:" : "every claim reproduces",
    ...s.claimsNotReproduced.map((c) => `  ${c.row} ${c.claim}: ${c.message}`),
    s.ok ? "status: ok" : "status: failing (a gate fails or a claim does not reproduce)",
  ];
}
