import { describe, expect, it } from "vitest";
import { flightgearInput } from "../__fixtures__/review-inputs";
import { renderReviewComment } from "../render-review-comment";
import { rowProvenanceSection, taskVerdictSection } from "./provenance-section";

const at = (file: string, line: number) => ({ file, line });

describe("taskVerdictSection: the task's own verdict, right under the heading", () => {
  it("none stated, no section", () => expect(taskVerdictSection(null)).toBeNull());

  it("sits under the heading, before the gates, with its line and a contradicting file", () => {
    const scores = {
      verdict: "undetermined",
      text: "UNDETERMINED — none of the four rows is clean",
      source: at("calibration/scores.md", 12),
    };
    const spec = { verdict: "passes", text: "PASSES", source: at("SPEC.md", 40) };
    const section = taskVerdictSection({ ...scores, statements: [scores, spec] })!;
    const md = renderReviewComment({ ...flightgearInput, sections: [section] });
    const lines = md.split("\n");
    expect(lines[4]).toBe("### The task's own verdict");
    expect(md).toContain(
      "As the folder states it, `calibration/scores.md:12`: **undetermined** — “UNDETERMINED — none of the four rows is clean”",
    );
    expect(md).toContain("- **Contradicted** by `SPEC.md:40`: **passes** — “PASSES”");
    expect(md.indexOf("### The task's own verdict")).toBeLessThan(md.indexOf("### Gates"));
  });

  it("an agreeing file is listed as also saying so", () => {
    const a = { verdict: "passes", text: "PASSES", source: at("calibration/scores.md", 3) };
    const b = { verdict: "passes", text: "passes", source: at("SPEC.md", 9) };
    const md = renderReviewComment({ ...flightgearInput, sections: [taskVerdictSection({ ...a, statements: [a, b] })!] });
    expect(md).toContain("- Also `SPEC.md:9`: **passes**");
  });
});

describe("rowProvenanceSection: each row's provenance after the calibration table", () => {
  it("a row with labels, a native row, a row nobody describes", () => {
    const section = rowProvenanceSection([
      {
        label: "unstated (video only)",
        rolloutId: null,
        flags: [{ code: "reconstruction", text: "This is a reconstruction", source: at("calibration/ablations/README.md", 57) }],
      },
      {
        label: "Claude Code / Claude Opus 4.8 (full)",
        rolloutId: null,
        wrapped: false,
        networkPosture: "network none",
        runEnd: { kind: "completed", text: "exited 0", source: at("calibration/scores.md", 44) },
      },
      { label: "Codex CLI (full)", rolloutId: null },
    ])!;
    const md = renderReviewComment({ ...flightgearInput, sections: [section] });
    expect(md).toContain(
      "| unstated (video only) | unknown | unknown | unknown | reconstruction (not the agent's own bytes), not a measured ablation (`calibration/ablations/README.md:57`) |",
    );
    expect(md).toContain("| Claude Code / Claude Opus 4.8 (full) | native | network none | completed (`calibration/scores.md:44`) | — |");
    expect(md).toContain("| Codex CLI (full) | unknown | unknown | unknown | — |");
    expect(md.indexOf("### Row provenance")).toBeGreaterThan(md.indexOf("### Calibration"));
  });
  it("no rows, no section", () => expect(rowProvenanceSection([])).toBeNull());
});
