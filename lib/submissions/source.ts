// Where a calibration row (and its ledger and trajectory) came from, so every grade can say who
// claims what: a folder's row is "claimed in scores.md", a contributor's is "claimed by the
// contributor (CLI)". Pure. The channel is the sender's own word for the tool it used (the CLI sends
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
