import { describe, expect, it } from "vitest";
import { hasDirective, nodeImportsReachable, valueImportsOf } from "./client-graph";

describe("hasDirective", () => {
  it.each([
    ['"use client";\nimport x from "y";', "use client", true],
    ["// why\n/* block */\n'use client';", "use client", true],
    ['import x from "y";\n"use client";', "use client", false],
    ['"use server";', "use client", false],
    ['"use server";', "use server", true],
  ] as const)("%j has %s: %s", (src, d, expected) => {
    expect(hasDirective(src, d)).toBe(expected);
  });
});

describe("valueImportsOf", () => {
  it("keeps value imports and re-exports, drops type-only ones", () => {
    const src = [
      'import a from "./a";',
      'import type { B } from "./b";',
      'export { c } from "./c";',
      'export type { D } from "./d";',
      'import "./e.css";',
      'const f = import("./f");',
    ].join("\n");
    expect(valueImportsOf(src).sort()).toEqual(["./a", "./c", "./e.css", "./f"]);
  });
});

describe("nodeImportsReachable", () => {
  const files: Record<string, string> = {
    "Button.tsx": '"use client";\nimport { IDLE } from "./state";\nimport { act } from "./action";',
    "state.ts": 'import { z } from "zod";\nimport { helper } from "./helper";',
    "helper.ts": 'import path from "node:path";',
    "action.ts": '"use server";\nimport fs from "node:fs";',
    "Clean.tsx": '"use client";\nimport type { T } from "./helper";\nimport { x } from "./pure";',
    "pure.ts": "export const x = 1;",
  };
  const read = (f: string) => files[f];
  const resolve = (_from: string, spec: string) =>
    spec.startsWith("./") ? `${spec.slice(2)}.${spec === "./Button" ? "tsx" : "ts"}` : null;

  it("finds a built-in two files away and names the chain", () => {
    expect(nodeImportsReachable(["Button.tsx"], read, resolve)).toEqual([
      { component: "Button.tsx", chain: ["Button.tsx", "state.ts", "helper.ts"], builtin: "node:path" },
    ]);
  });
  it("does not follow type-only imports or server actions", () => {
    expect(nodeImportsReachable(["Clean.tsx"], read, resolve)).toEqual([]);
  });
});
