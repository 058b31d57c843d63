// The calibration table and the task-verdict panel as the server renders them: the provenance
// columns and labels (with file:line) appear on the row they belong to; a contradiction is shown.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Gate } from "@/lib/gates";
import { describe, expect, it, vi } from "vitest";
import { TaskVerdict } from "@/components/task/TaskVerdict";
import type { CalibrationTableRow } from "./calibration-rows";

vi.mock("./calibration.css", () => ({}));
const { CalibrationTable } = await import("./CalibrationTable");

const base: CalibrationTableRow = {
  id: "r1",
  ordinal: 1,
  harness: "unstated",
  harnessVersion: null,
  model: null,
  reasoning: null,
  condition: "video_only",
  conditionLabel: "video only",
  claimed: 0,
  claimedText: "0.0000",
  recomputed: 0,
  recomputedNote: "ok",
  rejectedReason: null,
  delta: 0,
  turns: 65,
  instructionSha256: null,
  instructionMatch: "unknown",
  instructionRevision: null,
  status: "official",
  notes: "",
  ledgerHref: null,
  ledgerPath: null,
  rolloutFile: null,
  rolloutPath: null,
  rolloutSha256: null,
  rolloutMissing: false,
  missingLedgerPath: null,
  coverage: null,
  audioCoverage: null,
  coverageNote: "no trajectory",
  harnessMode: "unknown",
  network: "unknown",
  runEnded: "unknown",
  runEndedSource: null,
  labels: [],
  submission: null,
};

describe("calibration table: provenance columns", () => {
  it("shows native/wrapped, network, how the run ended and each label with its source", () => {
    const rows: CalibrationTableRow[] = [
      {
        ...base,
        labels: [
          {
            code: "reconstruction",
            label: "reconstruction (not the agent's own bytes)",
            effect: "not a measured ablation",
            text: "This is a reconstruction",
            where: "calibration/ablations/README.md:57",
          },
        ],
      },
      {
        ...base,
        id: "r2",
        harnessMode: "native",
        network: "network none",
        runEnded: "completed",
        runEndedSource: "calibration/scores.md:44",
      },
    ];
    const html = renderToStaticMarkup(createElement(CalibrationTable, { rows }));
    for (const header of ["Native / wrapped", "Network", "Run ended", "Labels"]) expect(html).toContain(header);
    expect(html).toMatch(
      /data-flag="reconstruction"[^>]*>.*reconstruction \(not the agent&#x27;s own bytes\).*calibration\/ablations\/README\.md:57/,
    );
    expect(html).toContain('data-harness-mode="native"');
    expect(html).toContain('data-run-ended="completed"');
    expect(html).toContain("read from calibration/scores.md:44");
    expect(html.match(/data-run-ended="unknown"/g)).toHaveLength(1);
  });
});

describe("task verdict panel", () => {
  it("shows the verdict with its line, and a contradicting file", () => {
    const scores = {
      verdict: "undetermined",
      text: "UNDETERMINED — none of the four rows is clean",
      source: { file: "calibration/scores.md", line: 12 },
    };
    const spec = { verdict: "passes", text: "PASSES", source: { file: "SPEC.md", line: 40 } };
    const html = renderToStaticMarkup(createElement(TaskVerdict, { verdict: { ...scores, statements: [scores, spec] }, gates: [] }));
    expect(html).toContain('data-verdict="undetermined"');
    expect(html).toContain("calibration/scores.md:12");
    expect(html).toMatch(/contradicted by <code>SPEC\.md:40<\/code>/);
  });
  it("renders nothing without a verdict", () => {
    expect(renderToStaticMarkup(createElement(TaskVerdict, { verdict: null, gates: [] }))).toBe("");
  });
  it("shows the contributor's 'passes' as a neutral claim beside the gates' 'does not pass'", () => {
    const passes = { verdict: "passes", text: "The task passes every gate", source: { file: "calibration/scores.md", line: 3 } };
    const gates: Gate[] = [
      { id: "oracle-perfect", title: "Oracle scores 1.0", outcome: "fail", threshold: "", evidence: [] },
      { id: "empty-submission", title: "Empty submission", outcome: "pass", threshold: "", evidence: [] },
    ];
    const html = renderToStaticMarkup(createElement(TaskVerdict, { verdict: { ...passes, statements: [passes] }, gates }));
    expect(html).toMatch(
      /data-testid="computed-verdict"><strong>Computed from the gates:<\/strong> <span class="badge fail">does not pass<\/span>/,
    );
    expect(html).toMatch(
      /data-testid="contributor-claim"><strong>The contributor(&#x27;|')s claim:<\/strong> <span class="badge claim">passes<\/span>/,
    );
    expect(html).not.toContain('class="badge pass"');
  });
});
