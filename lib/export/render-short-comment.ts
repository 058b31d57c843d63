// The short review for a pull request's sticky comment: at most 3,000 characters — the blocking
// gates with their numbers, the open asks, what changed since the last review, and a link to the
// full review. The full export (render-review-comment.ts) stays the complete record; this one is
// what fits a PR thread. When the lists do not fit, the longest list gives up its last items
// first and says how many more the full review holds, so nothing is dropped silently. Pure.
import type { Gate, GateEvidence } from "../gates";
import { gateCounts, OUTCOME_LABEL } from "./sections/gate-sections";
import { neutralizeText } from "./escape-markdown";
import type { ReviewVerdict } from "./types";

export const SHORT_COMMENT_LIMIT = 3_000;
/** One list item never takes more than this, so one long evidence line cannot crowd out the rest. */
const ITEM_LIMIT = 320;

export interface ShortCommentInput {
  task: { id: string; title?: string | null };
  /** the reviewed revision is a contributor's proposal (a PR's head): what it would change once accepted */
  proposal?: { title: string | null } | null;
  /** how the reviewed revision reads for the PR author (a commit sha, a label) */
  revisionLabel: string;
  gates: readonly Gate[];
  verdict: ReviewVerdict | null;
  /** the reviewer's open asks, as text; undefined or empty: none recorded */
  openAsks?: readonly string[];
  /** "since the last review" lines (closed, remaining, what changed); null: no earlier review */
  sinceLastReview: readonly string[] | null;
  /** absolute URL of the full review (the task page or its export) */
  fullReviewUrl: string;
}

const VERDICT: Record<ReviewVerdict, string> = { approve: "✅ Approved", request_changes: "❌ Changes requested", comment: "💬 Comment" };

function clip(text: string, max = ITEM_LIMIT): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** The lines that decide a blocking gate: problems and absences for a fail, unknowns otherwise. */
function decidingLines(gate: Gate): GateEvidence[] {
  const deciding = gate.evidence.filter((e) =>
    gate.outcome === "fail"
      ? e.kind === "problem" || e.kind === "missing"
      : gate.outcome === "claimed"
        ? e.grade === "claimed"
        : e.kind === "unknown",
  );
  return deciding.length ? deciding : gate.evidence.slice(0, 1);
}

// Every text below that stored facts carry (titles, evidence with row labels and file names, asks,
// errors) is clipped, then neutralised (neutralizeText): the comment's own markdown is only ours.
const text = (raw: string, max = ITEM_LIMIT) => neutralizeText(clip(raw.replace(/\s+/g, " ").trim(), max));

function gateItem(gate: Gate): string {
  const evidence = decidingLines(gate)
    .slice(0, 2)
    .map((e) => e.text)
    .join("; ");
  // the evidence carries the numbers; the threshold is clipped (the full review states it whole)
  const title = clip(gate.title, 80);
  const threshold = clip(gate.threshold, 90);
  const budget = Math.max(40, ITEM_LIMIT - title.length - threshold.length - 30);
  return `${OUTCOME_LABEL[gate.outcome]} **${text(title)}**${evidence ? `: ${text(evidence, budget)}` : ""} (threshold: ${text(threshold)})`;
}

interface List {
  title: string;
  items: string[];
  /** said when the list is empty */
  none: string;
  omitted: number;
}

function renderList(l: List): string[] {
  const lines = [`### ${l.title}`, ""];
  if (l.items.length === 0 && l.omitted === 0) return [...lines, l.none];
  lines.push(...l.items.map((i) => `- ${i}`));
  if (l.omitted > 0) lines.push(`- … and ${l.omitted} more in the full review`);
  return lines;
}

function proposalLine(p: { title: string | null }, current: string | null): string {
  const retitle = p.title && p.title !== current ? ` It proposes the title “${text(p.title, 120)}”.` : "";
  return `This revision is a proposal: no gate counts it until a maintainer accepts it.${retitle}`;
}

/** `limit`: the characters the comment may take (the caller leaves room for its sticky marker). */
export function renderShortComment(input: ShortCommentInput, limit = SHORT_COMMENT_LIMIT): string {
  const title = input.task.title ? ` — ${text(input.task.title, 120)}` : "";
  const header = [
    `## Review of ${text(input.task.id, 120)}: ${input.verdict ? VERDICT[input.verdict] : "No verdict yet"}`,
    "",
    `At ${text(input.revisionLabel, 60)}${title}. ${gateCounts([...input.gates])}`,
    ...(input.proposal ? ["", proposalLine(input.proposal, input.task.title ?? null)] : []),
  ];
  const blocking = [
    ...input.gates.filter((g) => g.outcome === "fail"),
    ...input.gates.filter((g) => g.outcome === "insufficient"),
    ...input.gates.filter((g) => g.outcome === "claimed"),
  ];
  const lists: List[] = [
    {
      title: "Blocking gates",
      items: blocking.map(gateItem),
      none: "None: every gate passes or warns on measured evidence.",
      omitted: 0,
    },
    {
      title: "Open asks",
      items: (input.openAsks ?? []).map((a) => text(a)),
      none: "No open asks recorded.",
      omitted: 0,
    },
    {
      title: "Since the last review",
      items: (input.sinceLastReview ?? []).map((l) => text(l)),
      none: input.sinceLastReview === null ? "No earlier review to compare with." : "Nothing changed.",
      omitted: 0,
    },
  ];
  const footer = [
    "---",
    `[Full review](${encodeURI(input.fullReviewUrl).replace(/[()]/g, (c) => encodeURIComponent(c))}) · generated by vbench-review from stored facts`,
  ];
  const render = () => [header, ...lists.map(renderList), footer].map((p) => p.join("\n")).join("\n\n") + "\n";
  let body = render();
  while (body.length > limit) {
    // the list with the most text gives up its last item (blocking gates last among equals)
    const longest = [...lists].reverse().reduce((a, b) => (size(b) > size(a) ? b : a));
    if (longest.items.length === 0) break;
    longest.items.pop();
    longest.omitted++;
    body = render();
  }
  return body;
}

const size = (l: List) => l.items.reduce((n, i) => n + i.length + 3, 0);
