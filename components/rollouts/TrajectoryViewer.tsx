"use client";
// The trajectory viewer: one server-cut page of steps in a virtualised list, filters (search over
// the full text, tool, finding) that reload the page from the server, a pager, and a findings list
// whose entries open their step's page.
import { useVirtualizer } from "@tanstack/react-virtual";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef, useState } from "react";
import { findingsByStep, type StepFilter } from "./step-filter";
import { StepRow } from "./StepRow";
import { viewerHref } from "./viewer-href";
import type { ViewerFinding, ViewerPageInfo, ViewerStep } from "./viewer-types";
import { TextOptions } from "@/components/TextOptions";

export function TrajectoryViewer({
  steps,
  findings,
  info,
  filter,
  initialStep,
  baseHref,
  fullTextHref,
}: {
  steps: ViewerStep[];
  findings: ViewerFinding[];
  info: ViewerPageInfo;
  filter: StepFilter;
  initialStep: number | null;
  /** the viewer's own path (filters and pages are its query) */
  baseHref: string;
  /** where a cut step's full text is served, by step index */
  fullTextHref: string;
}) {
  const router = useRouter();
  const [query, setQuery] = useState(filter.query);
  const byStep = useMemo(() => findingsByStep(findings), [findings]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: steps.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 96,
    overscan: 8,
    getItemKey: (i) => steps[i]?.index ?? i,
  });
  const go = (next: StepFilter) => router.push(viewerHref(baseHref, next, {}));

  useEffect(() => {
    const fromHash = /^#step-(\d+)$/.exec(window.location.hash);
    const target = fromHash ? Number(fromHash[1]) : initialStep;
    const pos = target === null ? -1 : steps.findIndex((s) => s.index === target);
    if (pos >= 0) requestAnimationFrame(() => virtualizer.scrollToIndex(pos, { align: "start" }));
    // on mount only: the page remounts the viewer for every page/step it serves
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const pager = info.pages > 1 ? <StepPager info={info} filter={filter} baseHref={baseHref} /> : null;

  return (
    <div className="rollout-viewer">
      <FindingsList findings={findings} filter={filter} baseHref={baseHref} />
      <section className="rollout-steps">
        <StepFilters filter={filter} info={info} query={query} setQuery={setQuery} go={go} />
        {pager}
        <div ref={scrollRef} className="rollout-scroll" data-testid="rollout-scroll">
          <div style={{ height: virtualizer.getTotalSize(), position: "relative", width: "100%" }}>
            {virtualizer.getVirtualItems().map((item) => {
              const step = steps[item.index];
              return (
                <div
                  key={item.key}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  style={{ position: "absolute", top: 0, left: 0, width: "100%", transform: `translateY(${item.start}px)` }}
                >
                  <StepRow
                    step={step}
                    tool={step.tool}
                    findings={byStep.get(step.index)}
                    selected={initialStep === step.index}
                    fullTextHref={`${fullTextHref}/${step.index}`}
                  />
                </div>
              );
            })}
          </div>
        </div>
        {pager}
      </section>
    </div>
  );
}

/** Previous / next links between the server-cut pages of steps. */
function StepPager({ info, filter, baseHref }: { info: ViewerPageInfo; filter: StepFilter; baseHref: string }) {
  return (
    <nav className="rollout-pager" aria-label="step pages" data-testid="rollout-pager">
      {info.page > 0 ? (
        <Link href={viewerHref(baseHref, filter, { page: info.page - 1 })} data-testid="rollout-prev-page">
          ← previous
        </Link>
      ) : null}
      <span data-testid="rollout-page">
        page {info.page + 1} of {info.pages}
      </span>
      {info.page + 1 < info.pages ? (
        <Link href={viewerHref(baseHref, filter, { page: info.page + 1 })} data-testid="rollout-next-page">
          next →
        </Link>
      ) : null}
    </nav>
  );
}

/** The run's integrity findings, each linking to its step's page. */
function FindingsList({ findings, filter, baseHref }: { findings: ViewerFinding[]; filter: StepFilter; baseHref: string }) {
  return (
    <aside className="rollout-findings panel" data-testid="rollout-findings">
      <h3>Findings ({findings.length})</h3>
      {findings.length === 0 ? <p className="muted">No integrity finding.</p> : null}
      <ul>
        {findings.map((f) => (
          <li key={f.id} className={`sev-${f.severity}`}>
            <span className="sev-label">{f.severity}</span> <code>{f.kind}</code>{" "}
            {f.step !== null ? (
              <Link href={`${viewerHref(baseHref, filter, { step: f.step })}#step-${f.step}`} data-testid="jump-to-step">
                step {f.step}
              </Link>
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
  );
}

/** Search, tool and finding filters; each change reloads the page from the server through `go`. */
function StepFilters({
  filter,
  info,
  query,
  setQuery,
  go,
}: {
  filter: StepFilter;
  info: ViewerPageInfo;
  query: string;
  setQuery: (query: string) => void;
  go: (next: StepFilter) => void;
}) {
  return (
    <form
      className="rollout-filters"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        go({ ...filter, query });
      }}
    >
      <label>
        Search{" "}
        <input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="text in any step (Enter)"
          data-testid="rollout-search"
        />
      </label>
      <label>
        Tool{" "}
        <select value={filter.tool} onChange={(e) => go({ ...filter, query, tool: e.target.value })} data-testid="rollout-tool">
          <option value="">all</option>
          <TextOptions values={info.toolNames} />
        </select>
      </label>
      <label>
        Finding{" "}
        <select value={filter.finding} onChange={(e) => go({ ...filter, query, finding: e.target.value })} data-testid="rollout-finding">
          <option value="">all steps</option>
          <option value="any">steps with a finding</option>
          <TextOptions values={info.findingKinds} />
        </select>
      </label>
      <span className="muted" data-testid="rollout-count">
        {info.visibleCount.toLocaleString("en")} of {info.totalSteps.toLocaleString("en")} steps
      </span>
    </form>
  );
}
