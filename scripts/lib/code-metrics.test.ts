import { describe, expect, it } from "vitest";
import { countCasts, longFunctions } from "./code-metrics";

describe("countCasts", () => {
  it.each([
    ["const a = x as string;", { single: 1, double: 0 }],
    ["const a = x as unknown as string;", { single: 0, double: 1 }],
    ["const a = (x as unknown) as string;", { single: 0, double: 1 }],
    ["const a = [1, 2] as const;", { single: 0, double: 0 }],
    ["const a = <string>x;", { single: 1, double: 0 }],
    ['import { a as b } from "c";\nexport { b as d };', { single: 0, double: 0 }],
    ["f(x as A, y as B);", { single: 2, double: 0 }],
    ["const a = { k: v as A } as B;", { single: 2, double: 0 }],
    ["const a = x satisfies A;", { single: 0, double: 0 }],
  ])("%s", (source, expected) => {
    expect(countCasts("a.ts", source)).toEqual(expected);
  });
});

describe("longFunctions", () => {
  const body = (n: number) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join("\n");
  it("counts a function's lines from its first to its last and names it", () => {
    const source = `export function big() {\n${body(79)}\n}\nconst small = () => {\n${body(3)}\n};\nconst arrow = () => {\n${body(80)}\n};`;
    expect(longFunctions("a.ts", source, 80)).toEqual([
      { name: "big", line: 1, lines: 81 },
      { name: "arrow", line: 87, lines: 82 },
    ]);
  });
  it("names a callback by its call", () => {
    const source = `prisma.$transaction(async (tx) => {\n${body(5)}\n});`;
    expect(longFunctions("a.ts", source, 3)).toEqual([{ name: "prisma.$transaction(callback)", line: 1, lines: 7 }]);
  });
});
