"use client";
// Filter chips over the events, with counts: reviewers go straight to misses, partials, spurious.
import { EVENT_FILTERS, type EventFilter } from "./inspector-events";

export function EventFilters({
  filter,
  counts,
  onChange,
}: {
  filter: EventFilter;
  counts: Record<EventFilter, number>;
  onChange: (f: EventFilter) => void;
}) {
  return (
    <div className="event-filters" role="group" aria-label="filter events">
      {EVENT_FILTERS.map((f) => (
        <button
          key={f.id}
          type="button"
          aria-pressed={filter === f.id}
          data-filter={f.id}
          className={filter === f.id ? "chip active" : "chip"}
          // keep focus where it was, so space still plays / pauses after a click
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onChange(f.id)}
        >
          {f.label} <span className="muted">{counts[f.id]}</span>
        </button>
      ))}
    </div>
  );
}
