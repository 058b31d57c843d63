// What the CLI prints for each answer. Pure: server JSON in, lines out.
export interface ClaimLine {
  claim: string;
  reproduces: boolean | null;
  message: string;
}

const mark = (r: boolean | null) => (r === true ? "ok  " : r === false ? "FAIL" : "n/a ");

export function formatRowAnswer(a: {
  rowId: string;
  ledger: { path: string; alreadyStored: boolean };
  trajectory: { path: string; format: string; toolCallTurns: number | null } | null;
  scores: { judgeId: string; official: boolean; reward: number; reason: string }[];
  checks: ClaimLine[];
  notReproduced: ClaimLine[];
}): string[] {
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
  ];
}

export function formatPushAnswer(a: {
  taskId: string;
  revisionId: string;
  revision: "new" | "unchanged";
  rows: number;
  ledgers: number;
  rollouts: number;
  artifacts: number;
  findings: number;
  problems: string[];
  entries: number;
}): string[] {
  return [
    a.revision === "new"
      ? `stored a new revision ${a.revisionId} of ${a.taskId}`
      : `unchanged: ${a.taskId} already has this content (revision ${a.revisionId})`,
    `  ${a.entries} archive entries; ${a.rows} rows, ${a.ledgers} ledgers, ${a.rollouts} rollouts, ${a.artifacts} other files, ${a.findings} findings`,
    ...a.problems.map((p) => `  problem: ${p}`),
  ];
}

export function formatStatus(s: {
  taskId: string;
  revisionId: string;
  gates: { title: string; outcome: string; threshold: string }[];
  claimsNotReproduced: { row: string; claim: string; message: string }[];
  summary?: string;
  ok: boolean;
}): string[] {
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
