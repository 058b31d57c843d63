// Field sets several views select, named once so a page and its neighbours show the same facts.

/** A task's identity and review state (task list, task page). */
export const TASK_SUMMARY = { id: true, title: true, family: true, judgeId: true, reviewStatus: true, isDemo: true } as const;

/** A stored ledger without its bytes (task page, inspector, compare). */
export const LEDGER_SUMMARY = { id: true, path: true, label: true, origin: true, sha256: true, byteLength: true } as const;

/** A trajectory without its bytes. */
export const ROLLOUT_SUMMARY = { id: true, path: true, format: true, toolCallTurns: true, sha256: true, byteLength: true } as const;
