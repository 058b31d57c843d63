// Provenance flags a row carries from the task's own prose or files (scores.md, SPEC.md, calibration
// READMEs, manifests, run metadata) or from its trajectory, and what each does to the gates. Pure.
// The importer (lib/importers) lifts the flags with their file:line; the gates (lib/gates) read only
// this table, so the checklist, status API, CLI and export cannot disagree about a flagged row.

export type RowFlagCode =
  /** the ledger is not the agent's own bytes (re-built, re-wrapped, constructed by hand or script) */
  | "reconstruction"
  /** the run went through a coached prompt, a wrapper or an agent host: not a native harness run */
  | "coached"
  /** the run could read answers (pre-populated workspace, another run's solution): counts toward nothing */
  | "contaminated"
  /** the run ended on a quota or rate limit, or submitted nothing */
  | "quota_terminated"
  /** the run used an earlier instruction or a pre-contract version of the task */
  | "earlier_instruction"
  /** the task's account calls the run diagnostic */
  | "diagnostic";

/** Where a flag was read: a file of the task folder and a 1-based line; line null when the whole file says it. */
export interface FlagSource {
  file: string;
  line: number | null;
}

export interface RowFlag {
  code: RowFlagCode;
  /** the words that raised it, as written ("video-only.json is a reconstruction") */
  text: string;
  source: FlagSource;
}

/**
 * What a flag does to a row. `countsToward`:
 *   nothing      the row counts toward no gate (listed as a note with the flag and its source)
 *   not-ablation the row may not stand as a measured ablation (but is listed)
 *   not-harness  the row does not satisfy harness coverage or strong-agent gates (listed as diagnostic)
 */
export const ROW_FLAG_EFFECT: Record<RowFlagCode, { countsToward: "nothing" | "not-ablation" | "not-harness"; label: string }> = {
  reconstruction: { countsToward: "not-ablation", label: "reconstruction (not the agent's own bytes)" },
  coached: { countsToward: "not-harness", label: "coached / wrapper prompt" },
  contaminated: { countsToward: "nothing", label: "contaminated / undetermined" },
  quota_terminated: { countsToward: "nothing", label: "quota-terminated / submitted nothing" },
  earlier_instruction: { countsToward: "nothing", label: "earlier instruction / pre-contract" },
  diagnostic: { countsToward: "nothing", label: "diagnostic" },
};

/**
 * A submission's review state: what a contributor sends is a proposal until a maintainer accepts
 * it. null/absent = imported by a maintainer or from the task folder (counts as the folder says).
 */
export type SubmissionState = "submitted" | "accepted" | "rejected";
