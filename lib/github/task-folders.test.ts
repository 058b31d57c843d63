import { describe, expect, it } from "vitest";
import { touchedTaskFolders } from "./task-folders";

const HEAD = [
  "README.md",
  ".github/workflows/ci.yml",
  "tasks/kart-race/task.toml",
  "tasks/kart-race/SPEC.md",
  "tasks/kart-race/calibration/scores.md",
  "tasks/flightgear/task.toml",
  "tasks/flightgear/steps/solve/instruction.md",
  "tasks/flightgear/variants/short/task.toml",
  "tasks/flightgear/variants/short/SPEC.md",
];

describe("touchedTaskFolders", () => {
  it.each([
    ["nothing changed", [], []],
    ["only repository files", ["README.md", ".github/workflows/ci.yml"], []],
    ["one file in one task", ["tasks/kart-race/SPEC.md"], ["tasks/kart-race"]],
    [
      "two tasks",
      ["tasks/flightgear/steps/solve/instruction.md", "tasks/kart-race/calibration/scores.md"],
      ["tasks/flightgear", "tasks/kart-race"],
    ],
    ["a nested task folder wins over its parent", ["tasks/flightgear/variants/short/SPEC.md"], ["tasks/flightgear/variants/short"]],
    ["a prefix that is not a folder boundary", ["tasks/kart-race-2/SPEC.md"], []],
    ["a deleted task (no task.toml at the head)", ["tasks/old-task/SPEC.md"], []],
  ])("%s", (_name, changed, folders) => {
    expect(touchedTaskFolders(HEAD, changed).map((t) => t.folder)).toEqual(folders);
  });

  it("a task at the repository root owns every path", () => {
    expect(touchedTaskFolders(["task.toml", "SPEC.md"], ["SPEC.md", "docs/x.md"])).toEqual([
      { folder: "", changed: ["SPEC.md", "docs/x.md"] },
    ]);
  });

  it("keeps each folder's changed paths", () => {
    expect(touchedTaskFolders(HEAD, ["tasks/kart-race/SPEC.md", "tasks/kart-race/task.toml"])).toEqual([
      { folder: "tasks/kart-race", changed: ["tasks/kart-race/SPEC.md", "tasks/kart-race/task.toml"] },
    ]);
  });
});
