// What the trajectory viewer receives from the page: plain, serialisable values only.
import type { DurationSource } from "@/lib/rollouts/view/step-timing";

export interface ViewerStep {
  index: number;
  line: number;
  kind: string;
  /** the text as sent: cut to a head when long (omittedChars says how much is behind the full-text link) */
  text: string;
  omittedChars?: number;
  toolName?: string;
  /** the tool the step belongs to (a result inherits its call's, even from an earlier page) */
  tool?: string;
  callId?: string;
  exitCode?: number | null;
  isError?: boolean;
  subagent?: boolean;
  synthetic?: boolean;
  images?: { bytes: number | null; sha256: string | null; mediaType: string | null }[];
  /** the record's own timestamp (ISO 8601) and its distance from the run's first record */
  timestamp?: string;
  offsetMs?: number;
  durationMs?: number;
  durationSource?: DurationSource;
  /** this step wrote the solution a row submitted: links to that ledger's inspector */
  solution?: { ledgerHref: string; ledgerPath: string; rowLabel: string; words: string }[];
}

export interface ViewerFinding {
  /** position in the page's finding list (stable id for the filter) */
  id: number;
  kind: string;
  severity: "fail" | "warning" | "info";
  step: number | null;
  line: number | null;
  title: string;
  evidence: string;
  diff?: string;
}

/** One page of the (filtered) step list, as the server cut it. */
export interface ViewerPageInfo {
  page: number;
  pages: number;
  /** steps passing the filter, over all pages */
  visibleCount: number;
  totalSteps: number;
  toolNames: string[];
  findingKinds: string[];
}
