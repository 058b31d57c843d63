// Server-rendered audit charts: the heatmap's legend and marked maximum, the sweep's table with
// every sampled value and the gate-counting rows set apart.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OffsetHeatmap, maxCell } from "./OffsetHeatmap";
import { ToleranceSweepChart } from "./ToleranceSweepChart";

describe("maxCell", () => {
  it.each([
    [
      "one maximum",
      [
        [0, 0.2],
        [0.7, 0.1],
      ],
      { row: 1, col: 0, value: 0.7, ties: 1 },
    ],
    [
      "ties keep the first in row order",
      [
        [0.5, 0.1],
        [0.5, 0.5],
      ],
      { row: 0, col: 0, value: 0.5, ties: 3 },
    ],
    ["NaN cells are skipped", [[Number.NaN, 0.3]], { row: 0, col: 1, value: 0.3, ties: 1 }],
    ["empty", [], null],
  ] as const)("%s", (_n, cells, want) => {
    expect(maxCell(cells as unknown as number[][])).toEqual(want);
  });
});

describe("OffsetHeatmap", () => {
  const data = {
    title: "Shortcut grid",
    xAxis: "start",
    yAxis: "end",
    x: [-1, 0, 1],
    y: [-2, 2],
    cells: [
      [0, 0.1, 0.05],
      [0.0625, 0.3125, 0],
    ],
  };
  const html = renderToStaticMarkup(createElement(OffsetHeatmap, { data }));
  it("has a colour legend from 0 to 1", () => {
    expect(html).toContain('data-testid="heatmap-legend"');
    expect(html).toMatch(/linear-gradient\(to right, rgb\(255, 255, 255\), rgb\(36, 87, 197\)\)/);
  });
  it("marks the maximum cell with its value and says where it is", () => {
    expect(html.match(/class="heatmap-max"/g)).toHaveLength(1);
    expect(html).toContain('title="end 2, start 0: 0.3125 (maximum)"');
    expect(html).toContain('<span class="heatmap-max-value">0.31</span>');
    expect(html).toContain("max 0.3125 at end 2, start 0;");
  });
});

describe("ToleranceSweepChart", () => {
  const data = {
    title: "start tolerance",
    unit: "frames",
    points: [
      { label: "6", x: 6, isDefault: false },
      { label: "12", x: 12, isDefault: true },
    ],
    ledgers: [
      { label: "oracle", rewards: [1, 1], countsTowardGate: false },
      { label: "claude-opus", rewards: [0.0123, 0.0938], countsTowardGate: true },
    ],
    gateLines: [{ label: "strong-agent bar", value: 0.1 }],
  };
  const html = renderToStaticMarkup(createElement(ToleranceSweepChart, { data }));
  it("a table toggle holds every value at every sampled point", () => {
    expect(html).toContain("<summary>Same numbers as a table</summary>");
    expect(html).toContain('<th scope="col" class="num">12 (default)</th>');
    for (const v of ["1.0000", "0.0123", "0.0938"]) expect(html).toContain(`>${v}</td>`);
  });
  it("the gate-counting row is set apart, the others faded; the caption counts them", () => {
    expect(html).toMatch(/<tr class="counts-toward-gate"><th scope="row">claude-opus/);
    expect(html).toMatch(/<tr class="faded"><th scope="row">oracle/);
    expect(html).toContain("bold: the 1 ledger counting toward a gate");
  });
});
