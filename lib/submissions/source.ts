// Where a calibration row (and its ledger and trajectory) came from, so every grade can say who
// claims what: a folder's row is "claimed in scores.md", a contributor's is "claimed by the
// contributor (CLI)"; an uploaded ledger or trajectory keeps its channel too (Ledger.source,
// Rollout.source: "upload (CLI)"), a folder's file is named by its path in the revision's source. Pure. The channel is the sender's own word for the tool it used (the CLI sends
// a header); it only labels the claim, it grants nothing (the guard decides who may write).

export const SUBMISSION_CHANNELS = ["form", "API", "CLI"] as const;
export type SubmissionChannel = (typeof SUBMISSION_CHANNELS)[number];

/** The header the contributor CLI sends with every call (lib/cli/api-client.ts). */
export const CLIENT_HEADER = "x-vbench-client";
export const CLI_CLIENT = "vbench-review-cli";

/**
 * A signed-in browser session is the row form (components/review/RowForm.tsx posts to the API
 * route with its cookie); a bearer token is the API, or the CLI when it says so.
 */
export function channelOf(viaToken: boolean, clientHeader: string | null): SubmissionChannel {
  if (!viaToken) return "form";
  return clientHeader === CLI_CLIENT ? "CLI" : "API";
}

const PREFIX = "submission";

/** CalibrationRow.sourceFile of a contributor's row: "submission (CLI)". */
export function submissionSourceFile(channel: SubmissionChannel): string {
  return `${PREFIX} (${channel})`;
}

/** The channel a stored row was submitted through; null for a folder's row ("submission" alone: before channels were kept). */
export function channelOfSource(sourceFile: string): SubmissionChannel | "unknown" | null {
  const m = /^submission(?: \((form|API|CLI)\))?$/.exec(sourceFile);
  if (!m) return null;
  return SUBMISSION_CHANNELS.find((c) => c === m[1]) ?? "unknown";
}

/** Who makes a row's claims, for a grade's wording: "in scores.md" or "by the contributor (CLI)". */
export function claimedWhere(sourceFile: string): string {
  const channel = channelOfSource(sourceFile);
  if (channel === null) return "in scores.md";
  return channel === "unknown" ? "by the contributor" : `by the contributor (${channel})`;
}

const UPLOAD = "upload";

/** Ledger.source / Rollout.source of an uploaded file: "upload (CLI)". */
export function uploadSource(channel: SubmissionChannel): string {
  return `${UPLOAD} (${channel})`;
}

/** What a stored ledger or trajectory is, as its page reads it: who sent it and through what, or which folder file. */
export interface ArtifactSource {
  kind: "upload" | "folder";
  /** "uploaded by the contributor (CLI)", "calibration/ledgers/codex.json in pull request o/r#7 by x: …@sha:folder" */
  text: string;
  /** for a grade: "by the contributor (CLI)" or "in the folder" */
  claimedWhere: string;
}

/**
 * Reads Ledger/Rollout `source` with `origin` (never changed in meaning: "upload" for every upload)
 * and the revision's source. An upload stored before channels were kept reads "channel not recorded".
 */
export function artifactSource(a: { origin: string; source: string | null; path: string; revisionSource: string }): ArtifactSource {
  if (a.origin === UPLOAD || a.source !== null) {
    const m = /^upload \((form|API|CLI)\)$/.exec(a.source ?? "");
    const channel = SUBMISSION_CHANNELS.find((c) => c === m?.[1]);
    return channel
      ? { kind: "upload", text: `uploaded by the contributor (${channel})`, claimedWhere: `by the contributor (${channel})` }
      : { kind: "upload", text: "uploaded by a contributor (channel not recorded)", claimedWhere: "by the contributor" };
  }
  return { kind: "folder", text: `${a.path} in ${a.revisionSource}`, claimedWhere: "in the folder" };
}
