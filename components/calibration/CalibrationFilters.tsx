"use client";
// Controls above the calibration table: free text, status and condition pickers, grouping.
import { GROUPABLE } from "./calibration-columns";

interface Props {
  text: string;
  onText: (v: string) => void;
  statuses: string[];
  chosenStatuses: string[];
  onStatuses: (v: string[]) => void;
  conditions: string[];
  chosenConditions: string[];
  onConditions: (v: string[]) => void;
  groupBy: string;
  onGroupBy: (id: string) => void;
  shown: number;
  total: number;
}

function Picker({
  name,
  options,
  chosen,
  onChange,
  label,
}: {
  name: string;
  options: string[];
  chosen: string[];
  onChange: (v: string[]) => void;
  label: (v: string) => string;
}) {
  return (
    <fieldset className="picker-set" data-testid={`filter-${name}`}>
      <legend>{name}</legend>
      {options.map((o) => (
        <label key={o}>
          <input
            type="checkbox"
            value={o}
            checked={chosen.includes(o)}
            onChange={(e) => onChange(e.target.checked ? [...chosen, o] : chosen.filter((x) => x !== o))}
          />{" "}
          {label(o)}
        </label>
      ))}
    </fieldset>
  );
}

export function CalibrationFilters(p: Props) {
  return (
    <div className="calibration-filters">
      <label className="text-filter">
        Filter{" "}
        <input
          type="search"
          value={p.text}
          onChange={(e) => p.onText(e.target.value)}
          placeholder="harness, model, notes, rollout…"
          data-testid="calibration-text-filter"
        />
      </label>
      <Picker name="status" options={p.statuses} chosen={p.chosenStatuses} onChange={p.onStatuses} label={(s) => s.replace(/_/g, " ")} />
      <Picker
        name="condition"
        options={p.conditions}
        chosen={p.chosenConditions}
        onChange={p.onConditions}
        label={(c) => c.replace(/_/g, "-")}
      />
      <label>
        Group by{" "}
        <select value={p.groupBy} onChange={(e) => p.onGroupBy(e.target.value)} data-testid="calibration-group-by">
          {GROUPABLE.map((g) => (
            <option key={g.id} value={g.id}>
              {g.label}
            </option>
          ))}
        </select>
      </label>
      <span className="muted" data-testid="calibration-count">
        {p.shown} of {p.total} rows
      </span>
    </div>
  );
}
