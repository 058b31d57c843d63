"use client";
// The trajectory viewer: a virtualised list of every step (smooth at 10,000+), search over the full
// text, filters by tool and by finding, and a findings list whose entries jump to their step.
import { useVirtualizer } from "@tanstack/react-virtual";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { filterSteps, findingsByStep, NO_FILTER, toolOfSteps, type StepFilter } from "./step-filter";
import { StepRow } from "./StepRow";
import type { ViewerFinding, ViewerStep } from "./viewer-types";

export function TrajectoryViewer({
  steps,
  findings,
  initialStep,
}: {
  steps: ViewerStep[];
  findings: ViewerFinding[];
  initialStep: number | null;
}) {
  const [filter, setFilter] = useState<StepFilter>(NO_FILTER);
  const [selected, setSelected] = useState<number | null>(initialStep);
  const byStep = useMemo(() => findingsByStep(findings), [findings]);
  const tools = useMemo(() => toolOfSteps(steps), [steps]);
  const toolNames = useMemo(() => [...new Set(tools.values())].sort(), [tools]);
  const findingKinds = useMemo(() => [...new Set(findings.filter((f) => f.step !== null).map((f) => f.kind))].sort(), [findings]);
  const visible = useMemo(() => filterSteps(steps, filter, byStep, tools), [steps, filter, byStep, tools]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: visible.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 96,
    overscan: 8,
    getItemKey: (i) => steps[visible[i]]?.index ?? i,
  });

  const jumpTo = useCallback(
    (stepIndex: number) => {
      setSelected(stepIndex);
      let pos = visible.indexOf(stepIndex);
      if (pos < 0) {
        // the step is filtered out: clear the filters so it can be shown in place
        setFilter(NO_FILTER);
        pos = stepIndex;
      }
      requestAnimationFrame(() => virtualizer.scrollToIndex(pos, { align: "start" }));
      history.replaceState(null, "", `#step-${stepIndex}`);
    },
    [visible, virtualizer],
  );

  useEffect(() => {
    const fromHash = /^#step-(\d+)$/.exec(window.location.hash);
    const target = fromHash ? Number(fromHash[1]) : initialStep;
    if (target !== null && target < steps.length) {
      setSelected(target);
      requestAnimationFrame(() => virtualizer.scrollToIndex(target, { align: "start" }));
    }
    // only on first render: later jumps go through jumpTo
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="rollout-viewer">
      <aside className="rollout-findings panel" data-testid="rollout-findings">
        <h3>Findings ({findings.length})</h3>
        {findings.length === 0 ? <p className="muted">No integrity finding.</p> : null}
        <ul>
          {findings.map((f) => (
            <li key={f.id} className={`sev-${f.severity}`}>
              <span className="sev-label">{f.severity}</span> <code>{f.kind}</code>{" "}
              {f.step !== null ? (
                <button type="button" className="linklike" onClick={() => jumpTo(f.step!)} data-testid="jump-to-step">
                  step {f.step}
                </button>
              ) : (
                <span className="muted">whole run</span>
              )}
              <div>{f.title}</div>
              <details>
                <summary>evidence</summary>
                <pre>{f.evidence}</pre>
                {f.diff ? <pre className="rollout-diff">{f.diff}</pre> : null}
              </details>
            </li>
          ))}
        </ul>
      </aside>
      <section className="rollout-steps">
        <form className="rollout-filters" role="search" onSubmit={(e) => e.preventDefault()}>
          <label>
            Search{" "}
            <input
              type="search"
              value={filter.query}
              onChange={(e) => setFilter({ ...filter, query: e.target.value })}
              placeholder="text in any step"
              data-testid="rollout-search"
            />
          </label>
          <label>
            Tool{" "}
            <select value={filter.tool} onChange={(e) => setFilter({ ...filter, tool: e.target.value })} data-testid="rollout-tool">
              <option value="">all</option>
              {toolNames.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </label>
          <label>
            Finding{" "}
            <select
              value={filter.finding}
              onChange={(e) => setFilter({ ...filter, finding: e.target.value })}
              data-testid="rollout-finding"
            >
              <option value="">all steps</option>
              <option value="any">steps with a finding</option>
              {findingKinds.map((k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ))}
            </select>
          </label>
          <span className="muted" data-testid="rollout-count">
            {visible.length.toLocaleString("en")} of {steps.length.toLocaleString("en")} steps
          </span>
        </form>
        <div ref={scrollRef} className="rollout-scroll" data-testid="rollout-scroll">
          <div style={{ height: virtualizer.getTotalSize(), position: "relative", width: "100%" }}>
            {virtualizer.getVirtualItems().map((item) => {
              const step = steps[visible[item.index]];
              return (
                <div
                  key={item.key}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  style={{ position: "absolute", top: 0, left: 0, width: "100%", transform: `translateY(${item.start}px)` }}
                >
                  <StepRow step={step} tool={tools.get(step.index)} findings={byStep.get(step.index)} selected={selected === step.index} />
                </div>
              );
            })}
          </div>
        </div>
      </section>
    </div>
  );
}
