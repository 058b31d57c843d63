// What a per-format summariser contributes; line counts and timestamps are format-independent.
import type { TrajectorySummary } from "./types";

export type FormatFacts = Pick<
  TrajectorySummary,
  | "model"
  | "harnessVersion"
  | "toolCalls"
  | "failedToolCalls"
  | "subagentToolCalls"
  | "modelTurns"
  | "reportedTurns"
  | "toolNames"
  | "finalStatus"
>;

export const NO_FACTS: FormatFacts = {
  model: null,
  harnessVersion: null,
  toolCalls: null,
  failedToolCalls: null,
  subagentToolCalls: null,
  modelTurns: null,
  reportedTurns: null,
  toolNames: {},
  finalStatus: null,
};
