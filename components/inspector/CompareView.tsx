"use client";
// Two ledgers under one judge pairing, expected event by expected event: what each earned,
// where they differ (highlighted), totals, and the same video sync as the inspector (click an
// event to seek; while playing, the event under the playhead is marked).
import { useMemo, useState } from "react";
import type { JudgeFamily } from "@/lib/judges/judge-family";
import type { JudgeEvent } from "@/lib/judges/types";
import type { Playback } from "@/lib/media/playback-source";
import { MediaStage } from "@/components/video/MediaStage";
import { useVideoSync } from "@/components/video/use-video-sync";
import {
  compareRows,
  filterCompareRows,
  sideTotals,
  type CompareFilter,
  type CompareRow,
  type SideCredit,
  type SideTotals,
} from "./compare-rows";
import { eventAtTime } from "./event-navigation";
import { formatDelta, formatUnits } from "./format-value";
import { eventNumber, labelWithoutNumber } from "./event-numbering";
import { formatClock } from "./timeline-layout";
import { creditLabel } from "./credit-label";
import { indexNearMisses, type NearMissIndex } from "./near-miss-index";
import { predictionNumber } from "./event-numbering";
import "./inspector.css";

interface Side {
  label: string;
  rewardValue: number | null;
  events: JudgeEvent[];
}

interface Props {
  a: Side;
  b: Side;
  /** the judge's family (judgeFamilyOf): how near misses are paired; null: none are */
  family: JudgeFamily | null;
  playback: Playback;
  aspectRatio: string | null;
}

const FILTERS: { id: CompareFilter; label: string }[] = [
  { id: "all", label: "All" },
  { id: "differ", label: "Differ" },
  { id: "a-better", label: "A earned more" },
  { id: "b-better", label: "B earned more" },
];

function Credit({ c }: { c: SideCredit | null }) {
  if (!c) return <span className="muted">—</span>;
  const credit = creditLabel({ kind: "expected", ...c });
  return (
    <>
      <span className={`credit-text-${credit.cls}`}>{credit.text}</span> <span className="mono">{formatUnits(c.earned, c.available)}</span>
    </>
  );
}

function Spurious({ side, name, onSeek }: { side: Side; name: string; onSeek: (t: number) => void }) {
  const list = side.events.filter((e) => e.kind === "spurious");
  return (
    <details>
      <summary>
        {name}: {list.length} unmatched prediction{list.length === 1 ? "" : "s"}
      </summary>
      <ul className="spurious-list">
        {list.slice(0, 500).map((e) => (
          <li key={e.index}>
            {e.timeSec !== null ? (
              <button type="button" className="linklike" onClick={() => onSeek(e.timeSec!)}>
                {formatClock(e.timeSec)}
              </button>
            ) : (
              <span className="muted">no time</span>
            )}{" "}
            <span className="mono">{eventNumber(e)}</span> {e.label}
          </li>
        ))}
        {list.length > 500 ? <li className="muted">… {list.length - 500} more</li> : null}
      </ul>
    </details>
  );
}

/** "A: nearest P2: start 13 frames early; tolerance ±12" under the expected event, per side */
function SideNearMiss({ name, index, g }: { name: string; index: NearMissIndex; g: number }) {
  const m = index.ofExpected.get(g);
  if (!m) return null;
  return (
    <span className="ev-near-miss" data-testid="near-miss">
      {name}: nearest {predictionNumber(m.prediction)}: {m.text}
    </span>
  );
}

export function CompareView({ a, b, family, playback, aspectRatio }: Props) {
  const nearA = useMemo(() => indexNearMisses(family, a.events), [family, a.events]);
  const nearB = useMemo(() => indexNearMisses(family, b.events), [family, b.events]);
  const rows = useMemo(() => compareRows(a.events, b.events), [a.events, b.events]);
  const ta = useMemo(() => sideTotals(a.events), [a.events]);
  const tb = useMemo(() => sideTotals(b.events), [b.events]);
  const [filter, setFilter] = useState<CompareFilter>("all");
  const visible = useMemo(() => filterCompareRows(rows, filter), [rows, filter]);
  const [selected, setSelected] = useState<number | null>(null);
  const video = useVideoSync();
  // the row under the playhead, by ground-truth time (rows are in ground-truth order)
  const nav = useMemo(
    () =>
      visible
        .filter((r) => r.timeSec !== null)
        .map((r) => ({ key: r.index, timeSec: r.timeSec, seekable: true }))
        .sort((x, y) => x.timeSec! - y.timeSec!),
    [visible],
  );
  const current = video.playing ? eventAtTime(nav, video.time, selected) : selected;
  const differing = rows.filter((r) => r.differs).length;

  return (
    <div className="inspector compare" data-testid="compare-view">
      <div className="inspector-media">
        <MediaStage playback={playback} aspectRatio={aspectRatio} video={video} />
        <CompareTotals a={a} b={b} ta={ta} tb={tb} />
        <p className="muted">
          {differing} of {rows.length} expected events differ.
        </p>
        <Spurious side={a} name="A" onSeek={video.seek} />
        <Spurious side={b} name="B" onSeek={video.seek} />
      </div>
      <div className="inspector-events">
        <div className="event-filters" role="group" aria-label="filter events">
          {FILTERS.map((f) => (
            <button
              key={f.id}
              type="button"
              className={filter === f.id ? "chip active" : "chip"}
              aria-pressed={filter === f.id}
              onClick={() => setFilter(f.id)}
            >
              {f.label}
            </button>
          ))}
        </div>
        <CompareTable
          rows={visible}
          current={current}
          nearA={nearA}
          nearB={nearB}
          onChoose={(r) => {
            setSelected(r.index);
            if (r.timeSec !== null) video.seek(r.timeSec);
          }}
        />
      </div>
    </div>
  );
}

/** Reward, units and event counts of the two sides, side by side. */
function CompareTotals({ a, b, ta, tb }: { a: Side; b: Side; ta: SideTotals; tb: SideTotals }) {
  const totalsRows: [string, string, string][] = [
    ["reward", a.rewardValue?.toFixed(4) ?? "—", b.rewardValue?.toFixed(4) ?? "—"],
    ["units", formatUnits(ta.earned, ta.available), formatUnits(tb.earned, tb.available)],
    ["full", String(ta.full), String(tb.full)],
    ["partial", String(ta.partial), String(tb.partial)],
    ["missed", String(ta.none), String(tb.none)],
    ["spurious", String(ta.spurious), String(tb.spurious)],
  ];

  return (
    <table className="data compact" data-testid="compare-totals">
      <thead>
        <tr>
          <th />
          <th className="num">A: {a.label}</th>
          <th className="num">B: {b.label}</th>
        </tr>
      </thead>
      <tbody>
        {totalsRows.map(([k, x, y]) => (
          <tr key={k} data-total={k}>
            <td>{k}</td>
            <td className="num">{x}</td>
            <td className="num">{y}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The expected events, one row each: what A and B earned, their near misses and the difference. */
function CompareTable({
  rows,
  current,
  nearA,
  nearB,
  onChoose,
}: {
  rows: CompareRow[];
  current: number | null;
  nearA: NearMissIndex;
  nearB: NearMissIndex;
  onChoose: (row: CompareRow) => void;
}) {
  return (
    <div className="compare-scroll">
      <table className="data compact" data-testid="compare-table">
        <thead>
          <tr>
            <th>#</th>
            <th>time</th>
            <th>expected event</th>
            <th>A</th>
            <th>B</th>
            <th className="num">B − A</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr
              key={r.index}
              data-testid="compare-row"
              data-index={r.index}
              data-time-sec={r.timeSec ?? ""}
              data-differs={r.differs ? "true" : "false"}
              aria-selected={current === r.index}
              className={`compare-row${r.differs ? " differs" : ""}${current === r.index ? " selected" : ""}`}
              onClick={() => onChoose(r)}
            >
              <td className="mono" data-testid="compare-number">
                {eventNumber({ kind: "expected", index: r.index })}
              </td>
              <td className="mono">{r.timeSec === null ? <span className="muted">no time</span> : formatClock(r.timeSec)}</td>
              <td>
                {labelWithoutNumber({ kind: "expected", index: r.index, label: r.label })}
                <SideNearMiss name="A" index={nearA} g={r.index} />
                <SideNearMiss name="B" index={nearB} g={r.index} />
              </td>
              <td className="nowrap">
                <Credit c={r.a} />
              </td>
              <td className="nowrap">
                <Credit c={r.b} />
              </td>
              <td className="num mono">{formatDelta(r.delta)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
