import { describe, expect, it } from "vitest";
import { diffText } from "./diff-text";
import { FLIGHTGEAR, taskText } from "./__tests__/real-tasks";

// The FlightGear thread's instruction change: the earlier instruction told agents the strict
// 25 ft / 2 deg / 2 kt band for gauge readings; the shipped one says 100/8/3 and adds the
// interpolation paragraph. Rebuilt here as the thread describes it: one hunk inside
// "## Clearance fields".
function earlierFlightgearInstruction(current: string): string {
  const start = current.indexOf("and `maximum_commanded_progress` — are evaluated within 100 feet");
  const end = current.indexOf("Each instrument snapshot is compared");
  const paraEnd = current.indexOf("\n\n", end);
  expect(start).toBeGreaterThan(0);
  return (
    current.slice(0, start) +
    "and `maximum_commanded_progress` — are evaluated within the same 25 feet,\n2 degrees, or 2 knots." +
    current.slice(paraEnd)
  );
}

describe("diffText", () => {
  it("shows the FlightGear instruction change as a single hunk inside ## Clearance fields", () => {
    const now = taskText(FLIGHTGEAR, "steps/solve/instruction.md");
    const before = earlierFlightgearInstruction(now);
    const d = diffText("steps/solve/instruction.md", before, now);
    expect(d.changed).toBe(true);
    expect(d.hunks).toHaveLength(1);
    expect(d.hunks[0].section).toBe("## Clearance fields");
    expect(d.hunks[0].header).toMatch(/^@@ -\d+,\d+ \+\d+,\d+ @@$/);
    expect(d.hunks[0].lines.some((l) => l.startsWith("+") && l.includes("100 feet, 8 degrees"))).toBe(true);
    expect(d.removed).toBeGreaterThan(0);
  });

  const cases: Array<[string, string | null, string | null, number]> = [
    ["identical", "a\nb\n", "a\nb\n", 0],
    ["file added", null, "a\n", 1],
    ["file removed", "a\n", null, 1],
    ["two distant edits", "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n", "x\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\ny\n", 2],
    ["two close edits share a hunk", "1\n2\n3\n4\n", "x\n2\n3\ny\n", 1],
  ];
  it.each(cases)("%s: %i hunks", (_name, a, b, hunks) => {
    const d = diffText("f", a, b);
    expect(d.hunks).toHaveLength(hunks);
    expect(d.changed).toBe(hunks > 0);
  });

  it("names no section when the text has no headings above the change", () => {
    expect(diffText("task.toml", "[a]\nx = 1\n", "[a]\nx = 2\n").hunks[0].section).toBeNull();
  });
});
