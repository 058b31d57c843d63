// What the trajectory viewer receives from the page: plain, serialisable values only.
export interface ViewerStep {
  index: number;
  line: number;
  kind: string;
  text: string;
  toolName?: string;
  callId?: string;
  exitCode?: number | null;
  isError?: boolean;
  subagent?: boolean;
  synthetic?: boolean;
  images?: { bytes: number | null; sha256: string | null; mediaType: string | null }[];
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
