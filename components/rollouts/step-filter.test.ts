import { describe, expect, it } from "vitest";
import { filterSteps, findingsByStep, foldedText, NO_FILTER, toolOfSteps } from "./step-filter";
import type { ViewerFinding, ViewerStep } from "./viewer-types";

const steps: ViewerStep[] = [
  { index: 0, line: 1, kind: "system", text: "init" },
  { index: 1, line: 2, kind: "tool_call", text: "ffmpeg -ss 10 -i flight.mp4", toolName: "Bash", callId: "a" },
  { index: 2, line: 3, kind: "tool_result", text: "frame written", callId: "a" },
  { index: 3, line: 4, kind: "tool_call", text: "/tmp/t10.png", toolName: "Read", callId: "b" },
  { index: 4, line: 5, kind: "assistant", text: "The altimeter reads 3000 ft" },
];
const findings: ViewerFinding[] = [
  { id: 0, kind: "network_used", severity: "fail", step: 1, line: 2, title: "curl", evidence: "" },
  { id: 1, kind: "abnormal_ending", severity: "warning", step: 4, line: 5, title: "429", evidence: "" },
  { id: 2, kind: "network_offered", severity: "info", step: null, line: null, title: "web", evidence: "" },
];
const by = findingsByStep(findings);
const tools = toolOfSteps(steps);

describe("step filter", () => {
  it.each([
    [NO_FILTER, [0, 1, 2, 3, 4]],
    [{ ...NO_FILTER, query: "ALTIMETER" }, [4]],
    [{ ...NO_FILTER, query: "bash" }, [1]],
    [{ ...NO_FILTER, tool: "Bash" }, [1, 2]],
    [{ ...NO_FILTER, tool: "Read" }, [3]],
    [{ ...NO_FILTER, finding: "any" }, [1, 4]],
    [{ ...NO_FILTER, finding: "abnormal_ending" }, [4]],
    [{ query: "frame", tool: "Bash", finding: "" }, [2]],
    [{ query: "nothing matches", tool: "", finding: "" }, []],
  ])("%o -> %o", (filter, expected) => {
    expect(filterSteps(steps, filter, by, tools)).toEqual(expected);
  });

  it("whole-run findings attach to no step", () => {
    expect([...by.keys()]).toEqual([1, 4]);
  });
});

describe("folding tool outputs", () => {
  it("keeps short text whole and folds after 12 lines, counting the rest", () => {
    expect(foldedText("a\nb")).toEqual({ head: "a\nb", hiddenLines: 0 });
    const long = Array.from({ length: 20 }, (_, i) => `l${i}`).join("\n");
    expect(foldedText(long)).toEqual({ head: Array.from({ length: 12 }, (_, i) => `l${i}`).join("\n"), hiddenLines: 8 });
  });
});
