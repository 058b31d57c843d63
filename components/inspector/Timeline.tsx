"use client";
// Two tracks under the video: what the ground truth expects and what the ledger predicted, each
// mark coloured by credit. Clicking a mark selects its event; clicking the axis seeks there. The
// marks are memoised: the playhead moves several times a second, the 2,000 marks do not.
import { memo, useMemo } from "react";
import type { InspectorEvent } from "./inspector-events";
import { axisTicks, formatClock, layoutMarks, type TimelineMark } from "./timeline-layout";

interface Props {
  list: readonly InspectorEvent[];
  span: number;
  currentTime: number;
  selectedKey: number | null;
  onSelect: (key: number) => void;
  onSeek: (sec: number) => void;
}

const TRACKS = [
  { id: "expected", label: "expected" },
  { id: "predicted", label: "predicted" },
] as const;

const Marks = memo(function Marks({ marks, onSelect }: { marks: TimelineMark[]; onSelect: (key: number) => void }) {
  return TRACKS.map((track) => (
    <div key={track.id} className="timeline-track" data-track={track.id}>
      <span className="timeline-track-label">{track.label}</span>
      <div className="timeline-lane">
        {marks
          .filter((m) => m.track === track.id)
          .map((m) => (
            <button
              type="button"
              key={`${m.track}-${m.key}`}
              className={`timeline-mark credit-${m.verdict}`}
              style={{ left: `${m.left}%`, width: `${m.width}%` }}
              title={m.title}
              aria-label={m.title}
              data-event-key={m.key}
              tabIndex={-1}
              // keep focus where it was, so space still plays / pauses after a click
              onMouseDown={(e) => e.preventDefault()}
              onClick={(e) => {
                e.stopPropagation();
                onSelect(m.key);
              }}
            />
          ))}
      </div>
    </div>
  ));
});

/** The time axis: ticks, and a click seeks to the time under the pointer. */
export function TimelineAxis({ span, onSeek }: { span: number; onSeek: (sec: number) => void }) {
  const ticks = useMemo(() => axisTicks(span), [span]);
  return (
    <div
      className="timeline-axis"
      title="click to seek"
      onClick={(e) => {
        const box = e.currentTarget.getBoundingClientRect();
        onSeek(((e.clientX - box.left) / box.width) * span);
      }}
    >
      {ticks.map((t) => (
        <span key={t.sec} className="timeline-tick" style={{ left: `${t.left}%` }}>
          {t.label}
        </span>
      ))}
    </div>
  );
}

export function Timeline({ list, span, currentTime, selectedKey, onSelect, onSeek }: Props) {
  const marks = useMemo(() => layoutMarks(list, span), [list, span]);
  const selected = list.find((x) => x.key === selectedKey && x.timeSec !== null);
  const anyBelow = useMemo(() => marks.some((m) => m.verdict === "below"), [marks]);
  const pct = (t: number) => `${Math.min(100, Math.max(0, (t / span) * 100))}%`;
  return (
    <div className="timeline" data-testid="timeline">
      <TimelineAxis span={span} onSeek={onSeek} />
      <div className="timeline-body">
        <Marks marks={marks} onSelect={onSelect} />
        <div className="timeline-overlay">
          {selected ? <div className="timeline-selected" style={{ left: pct(selected.timeSec!) }} /> : null}
          <div className="timeline-playhead" data-testid="playhead" style={{ left: pct(currentTime) }} title={formatClock(currentTime)} />
        </div>
      </div>
      <div className="timeline-legend muted">
        <span className="swatch credit-full" /> full credit <span className="swatch credit-partial" /> partial{" "}
        <span className="swatch credit-none" /> none <span className="swatch credit-spurious" /> spurious
        {anyBelow ? (
          <>
            {" "}
            <span className="swatch credit-below" /> below transcript baseline
          </>
        ) : null}{" "}
        · j / k: next / previous event · space: play / pause
      </div>
    </div>
  );
}
