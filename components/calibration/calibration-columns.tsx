// Column definitions of the calibration table (TanStack Table v9). Kept apart from the table
// component so the feature registry and the columns stay module-level constants: v9 recomputes
// row models whenever `features` or `columns` change identity.
import Link from "next/link";
import {
  columnFilteringFeature,
  columnGroupingFeature,
  createColumnHelper,
  createExpandedRowModel,
  createFilteredRowModel,
  createGroupedRowModel,
  createSortedRowModel,
  globalFilteringFeature,
  rowExpandingFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
  type FilterFn,
} from "@tanstack/react-table";
import { StatusBadge } from "@/components/StatusBadge";
import { claimRuleText, formatScore } from "@/lib/gates";
import { RejectedBadge } from "@/components/task/RejectedBadge";
import { percentText } from "@/components/rollouts/coverage-track-layout";
import { deltaIsOff, type CalibrationTableRow } from "./calibration-rows";

export const calibrationFeatures = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  rowSortingFeature,
  columnGroupingFeature,
  rowExpandingFeature,
  filteredRowModel: createFilteredRowModel(),
  sortedRowModel: createSortedRowModel(),
  groupedRowModel: createGroupedRowModel(),
  expandedRowModel: createExpandedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic },
});

type Features = typeof calibrationFeatures;

/** status / condition pickers: keep the row when its value is one of the chosen ones */
export const inChosenSet: FilterFn<Features, CalibrationTableRow> = Object.assign(
  (row: { getValue: (id: string) => unknown }, columnId: string, chosen: string[]) => chosen.includes(String(row.getValue(columnId))),
  { autoRemove: (v: unknown) => !Array.isArray(v) || v.length === 0 },
);

const helper = createColumnHelper<Features, CalibrationTableRow>();
// numbers sort with missing values last, whatever the direction
const numeric = { sortFn: "basic", sortUndefined: "last", enableGrouping: false } as const;
const text = { sortFn: "alphanumeric", sortUndefined: "last" } as const;

export const calibrationColumns = helper.columns([
  helper.accessor("harness", { header: "Harness", ...text }),
  helper.accessor((r) => r.harnessVersion ?? undefined, {
    id: "version",
    header: "Version",
    ...text,
    enableGrouping: false,
    cell: (c) => c.row.original.harnessVersion ?? "—",
  }),
  helper.accessor((r) => r.model ?? "(unknown)", { id: "model", header: "Model", ...text, cell: (c) => c.row.original.model ?? "—" }),
  helper.accessor((r) => r.reasoning ?? undefined, {
    id: "reasoning",
    header: "Reasoning",
    ...text,
    enableGrouping: false,
    cell: (c) => c.row.original.reasoning ?? "—",
  }),
  helper.accessor("condition", {
    header: "Condition",
    ...text,
    filterFn: inChosenSet,
    // "other" rows (oracle, empty, probes) are only recognisable by the contributor's own label
    cell: (c) =>
      c.row.original.condition === "other" ? (
        <span title="condition: other">{c.row.original.conditionLabel || "other"}</span>
      ) : (
        <span title={c.row.original.conditionLabel}>{c.row.original.condition.replace(/_/g, "-")}</span>
      ),
  }),
  helper.accessor((r) => r.claimed ?? undefined, {
    id: "claimed",
    header: "Claimed",
    ...numeric,
    cell: (c) => <span title={c.row.original.claimedText}>{formatScore(c.row.original.claimed)}</span>,
  }),
  helper.accessor((r) => r.recomputed ?? undefined, {
    id: "recomputed",
    header: "Recomputed",
    ...numeric,
    cell: (c) =>
      c.row.original.recomputed === null ? (
        <span className="muted">{c.row.original.recomputedNote}</span>
      ) : (
        <span title={c.row.original.recomputedNote ?? undefined} data-rejected={c.row.original.rejectedReason ? "true" : undefined}>
          {formatScore(c.row.original.recomputed)} <RejectedBadge reason={c.row.original.rejectedReason} />
        </span>
      ),
  }),
  helper.accessor((r) => r.delta ?? undefined, {
    id: "delta",
    header: "Δ",
    ...numeric,
    cell: (c) => {
      const d = c.row.original.delta;
      if (d === null) return "—";
      return (
        <span
          className={deltaIsOff(d, c.row.original.claimedText) ? "delta-off" : "delta-ok"}
          data-delta-off={deltaIsOff(d, c.row.original.claimedText) ? "true" : "false"}
          title={`recomputed − claimed; red beyond ${claimRuleText(c.row.original.claimedText)}`}
        >
          {(d >= 0 ? "+" : "") + d.toFixed(4)}
        </span>
      );
    },
  }),
  helper.accessor((r) => r.turns ?? undefined, { id: "turns", header: "Turns", ...numeric, cell: (c) => c.row.original.turns ?? "—" }),
  helper.accessor((r) => r.coverage ?? undefined, {
    id: "coverage",
    header: "Coverage",
    ...numeric,
    cell: (c) => {
      const r = c.row.original;
      if (r.coverage === null)
        return (
          <span className="muted" title={r.coverageNote} data-coverage="none">
            —
          </span>
        );
      const audio = r.audioCoverage !== null && r.audioCoverage > 0 ? `; heard ${percentText(r.audioCoverage)}` : "";
      return (
        <span title={`looked at ${percentText(r.coverage)} of the video${audio} (${r.coverageNote})`} data-coverage={r.coverage.toFixed(1)}>
          {percentText(r.coverage)}
        </span>
      );
    },
  }),
  helper.accessor("instructionMatch", {
    header: "Instruction",
    ...text,
    enableGrouping: false,
    cell: (c) => {
      const r = c.row.original;
      // a row that ran an earlier revision's instruction says which: its score is evidence about a
      // task that no longer reads that way
      const label = r.instructionRevision
        ? `older: ${r.instructionRevision}`
        : { match: "current", mismatch: "other", unknown: "unknown" }[r.instructionMatch];
      const title = r.instructionRevision
        ? `ran the instruction of ${r.instructionRevision} (sha256 ${r.instructionSha256}), not this revision's`
        : r.instructionSha256
          ? `sha256 ${r.instructionSha256}`
          : "the row names no instruction sha256";
      return (
        <span className={`instr-${r.instructionMatch}`} title={title}>
          {label}
        </span>
      );
    },
  }),
  helper.accessor("status", {
    header: "Status",
    ...text,
    filterFn: inChosenSet,
    cell: (c) => {
      const s = c.row.original.submission;
      const decided = s ? [s.reviewedBy && `by ${s.reviewedBy}`, s.reason && `reason: ${s.reason}`].filter(Boolean).join("; ") : "";
      return (
        <>
          <StatusBadge status={c.row.original.status} />
          {s ? (
            <div className={`submission-state ${s.state}`} data-submission={s.state} title={decided || undefined}>
              {s.label}
              {s.reason ? <div className="muted">{s.reason}</div> : null}
            </div>
          ) : null}
        </>
      );
    },
  }),
  helper.accessor("harnessMode", {
    header: "Native / wrapped",
    ...text,
    filterFn: inChosenSet,
    cell: (c) => (
      <span className={`mode-${c.row.original.harnessMode}`} data-harness-mode={c.row.original.harnessMode}>
        {c.row.original.harnessMode}
      </span>
    ),
  }),
  helper.accessor("network", {
    header: "Network",
    ...text,
    enableGrouping: false,
    cell: (c) => <span className={c.row.original.network === "unknown" ? "muted" : undefined}>{c.row.original.network}</span>,
  }),
  helper.accessor("runEnded", {
    header: "Run ended",
    ...text,
    cell: (c) => (
      <span
        className={c.row.original.runEnded === "unknown" ? "muted" : undefined}
        title={c.row.original.runEndedSource ? `read from ${c.row.original.runEndedSource}` : "neither the folder nor the trajectory says"}
        data-run-ended={c.row.original.runEnded}
      >
        {c.row.original.runEnded}
      </span>
    ),
  }),
  helper.display({
    id: "labels",
    header: "Labels",
    cell: (c) =>
      c.row.original.labels.length === 0 ? (
        <span className="muted">—</span>
      ) : (
        <ul className="row-labels">
          {c.row.original.labels.map((l) => (
            <li key={l.code} data-flag={l.code} title={`"${l.text}"`}>
              <span className={`row-label row-label-${l.code}`}>{l.label}</span> <span className="muted">({l.effect})</span>{" "}
              <code className="row-label-source">{l.where}</code>
            </li>
          ))}
        </ul>
      ),
  }),
  helper.display({
    id: "evidence",
    header: "Ledger / rollout",
    cell: (c) => {
      const r = c.row.original;
      return (
        <>
          {r.ledgerHref ? (
            <Link href={r.ledgerHref} title={r.ledgerPath ?? undefined} data-testid="row-ledger-link">
              inspect ledger
            </Link>
          ) : (
            <span className="muted">no ledger</span>
          )}
          {r.missingLedgerPath ? <div className="missing-file">cites missing ledger {r.missingLedgerPath}</div> : null}
          {r.rolloutFile && !r.rolloutMissing ? (
            <div>
              <code title={[r.rolloutPath, r.rolloutSha256 && `sha256 ${r.rolloutSha256}`].filter(Boolean).join("\n")}>
                {r.rolloutFile}
              </code>
            </div>
          ) : null}
          {r.rolloutMissing ? (
            <div className="missing-file" title={r.rolloutPath ?? undefined}>
              rollout {r.rolloutFile} is missing
            </div>
          ) : null}
        </>
      );
    },
  }),
]);

export const GROUPABLE = [
  { id: "", label: "no grouping" },
  { id: "harness", label: "harness" },
  { id: "model", label: "model" },
  { id: "condition", label: "condition" },
] as const;
