// What the task says about itself, in the PR comment: its own overall verdict right under the
// heading (with the file:line, and any file that contradicts it), and after the calibration table
// each row's provenance: native or wrapped, network posture, how the run ended, and the labels
// the folder's prose gives it with the file:line each was read at. Pure.
import { rowProvenance, where, type ProvenanceInputs } from "../row-provenance";
import type { ReviewInline, ReviewSection, ReviewText } from "../types";

export interface VerdictStatementInput {
  verdict: string;
  text: string;
  source: { file: string; line: number | null };
}

const KIND_WORDS: Record<string, string> = {
  passes: "passes",
  does_not_pass: "does not pass",
  undetermined: "undetermined",
  stated: "stated",
};

/** The task's own verdict, for placement at the top of the comment; null when the folder states none. */
export function taskVerdictSection(
  verdict: (VerdictStatementInput & { statements: VerdictStatementInput[] }) | null,
): ReviewSection | null {
  if (!verdict) return null;
  const here = where(verdict.source);
  const others = verdict.statements.filter((s) => where(s.source) !== here);
  const line = (s: VerdictStatementInput, lead: ReviewInline[]): ReviewInline[] => [
    ...lead,
    { code: where(s.source) },
    ": ",
    { strong: KIND_WORDS[s.verdict] ?? s.verdict },
    ` — “${s.text}”`,
  ];
  return {
    id: "task-verdict",
    title: "The task's own verdict",
    placement: "top",
    blocks: [
      { kind: "paragraph", text: line(verdict, ["As the folder states it, "]) },
      ...(others.length > 0
        ? [
            {
              kind: "bullets" as const,
              items: others.map((s): ReviewText => line(s, contradicts(s, verdict) ? [{ strong: "Contradicted" }, " by "] : ["Also "])),
            },
          ]
        : []),
    ],
  };
}

/** Two kinds that differ contradict; words that fit no kind ("stated") cannot. */
function contradicts(a: VerdictStatementInput, b: VerdictStatementInput): boolean {
  return a.verdict !== b.verdict && a.verdict !== "stated" && b.verdict !== "stated";
}

export interface ProvenanceRowInput extends ProvenanceInputs {
  /** the row as the calibration table names it */
  label: string;
}

/** One line per row that has anything to say: provenance columns and labels with their sources. */
export function rowProvenanceSection(
  rows: ProvenanceRowInput[],
  rollouts: readonly { id: string; path?: string; summary?: unknown }[] = [],
): ReviewSection | null {
  const lines = rows.map((r) => ({ label: r.label, p: rowProvenance(r, rollouts) }));
  if (lines.length === 0) return null;
  return {
    id: "row-provenance",
    title: "Row provenance (native / wrapped, network, how the run ended, labels from the folder)",
    placement: "after-calibration",
    blocks: [
      {
        kind: "table",
        columns: [
          { title: "row" },
          { title: "native / wrapped" },
          { title: "network" },
          { title: "run ended" },
          { title: "labels (where read)" },
        ],
        rows: lines.map(({ label, p }) => [
          label,
          p.harnessMode,
          p.network,
          p.runEndedSource ? [`${p.runEnded} (`, { code: p.runEndedSource }, ")"] : p.runEnded,
          p.labels.length === 0
            ? "—"
            : p.labels.flatMap((l, i): ReviewInline[] => [...(i > 0 ? ["; "] : []), `${l.label}, ${l.effect} (`, { code: l.where }, ")"]),
        ]),
      },
    ],
  };
}
