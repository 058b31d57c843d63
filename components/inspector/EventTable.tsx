"use client";
// The judge's per-event breakdown as a virtualised list: only the rows in view are in the DOM,
// so a 2,000-prediction ledger scrolls as smoothly as a 12-race one. Each row is a compact
// summary (what went wrong, units per group); the full field-by-field comparison of the
// selected event is in EventDetail.
import { useVirtualizer } from "@tanstack/react-virtual";
import { memo, useEffect, useRef } from "react";
import type { InspectorEvent } from "./inspector-events";
import { formatUnits, formatValue } from "./format-value";
import { formatClock } from "./timeline-layout";
import { eventNumber, labelWithoutNumber, predictionNumber } from "./event-numbering";
import { creditLabel } from "./credit-label";
import { eventToken } from "./event-navigation";
import type { NearMiss } from "@/lib/judges/near-miss";
import { NearMissNote } from "./NearMissNote";

interface Props {
  list: readonly InspectorEvent[];
  selectedKey: number | null;
  onSelect: (key: number) => void;
  /** the near miss of each row's event, when it has one */
  nearMissOf: (x: InspectorEvent) => NearMiss | undefined;
}

const MAX_CHIPS = 3;

function Row({ x, nearMiss }: { x: InspectorEvent; nearMiss: NearMiss | undefined }) {
  const e = x.event;
  const credit = creditLabel(e);
  const wrong = e.fields.filter((f) => f.verdict === "miss" || f.verdict === "partial");
  return (
    <>
      <span className="ev-key mono" data-testid="event-number">
        {eventNumber(e)}
      </span>
      <span className="ev-time mono" title={x.seekable ? "click to seek" : "no time for this event: not seekable"}>
        {x.seekable ? formatClock(x.timeSec) : <span className="muted">no time</span>}
      </span>
      <span className={`ev-verdict credit-text-${credit.cls}`}>{credit.text}</span>
      <span className="ev-label">
        {labelWithoutNumber(e)}
        {e.kind === "expected" && e.matchedPrediction !== null ? (
          <span className="muted"> ↔ prediction {predictionNumber(e.matchedPrediction)}</span>
        ) : null}
        {nearMiss ? <NearMissNote event={e} nearMiss={nearMiss} /> : null}
        {wrong.length > 0 ? (
          <span className="ev-chips">
            {wrong.slice(0, MAX_CHIPS).map((f) => (
              <span key={f.name} className={`ev-chip field-${f.verdict}`} title={f.tolerance ? `tolerance ${f.tolerance}` : undefined}>
                {f.name}: {formatValue(f.expected, 24)} → {formatValue(f.predicted, 24)}
              </span>
            ))}
            {wrong.length > MAX_CHIPS ? <span className="muted"> +{wrong.length - MAX_CHIPS} more</span> : null}
          </span>
        ) : null}
        {e.groups?.length ? (
          <span className="ev-groups muted">{e.groups.map((g) => `${g.name} ${formatUnits(g.earned, g.available)}`).join(" · ")}</span>
        ) : null}
      </span>
      <span className="ev-units mono">{formatUnits(e.earned, e.available)}</span>
    </>
  );
}

export const EventTable = memo(function EventTable({ list, selectedKey, onSelect, nearMissOf }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: list.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 44,
    overscan: 12,
    getItemKey: (i) => list[i].key,
  });

  // keep the selected row in view (a click on the timeline, j/k, or playback moving on)
  useEffect(() => {
    if (selectedKey === null) return;
    const i = list.findIndex((x) => x.key === selectedKey);
    if (i !== -1) virtualizer.scrollToIndex(i, { align: "auto" });
  }, [selectedKey, list, virtualizer]);

  return (
    <div className="event-table" role="table" aria-label="events" data-testid="event-table" data-count={list.length}>
      <div className="event-row event-head" role="row">
        <span role="columnheader">#</span>
        <span role="columnheader">time</span>
        <span role="columnheader">verdict</span>
        <span role="columnheader">event (what differs: expected → predicted)</span>
        <span role="columnheader">units</span>
      </div>
      <div ref={scroller} className="event-scroll">
        {list.length === 0 ? <p className="muted event-empty">No events match this filter.</p> : null}
        <div style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
          {virtualizer.getVirtualItems().map((item) => {
            const x = list[item.index];
            const selected = x.key === selectedKey;
            return (
              <div
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                role="row"
                aria-selected={selected}
                data-testid="event-row"
                data-event-key={x.key}
                data-event-token={eventToken(x.event)}
                data-time-sec={x.timeSec ?? ""}
                data-verdict={x.event.verdict}
                data-selected={selected ? "true" : undefined}
                className={`event-row${selected ? " selected" : ""}${x.seekable ? "" : " unseekable"}`}
                style={{ transform: `translateY(${item.start}px)` }}
                onClick={() => onSelect(x.key)}
              >
                <Row x={x} nearMiss={nearMissOf(x)} />
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
});
