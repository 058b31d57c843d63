import { describe, expect, it } from "vitest";
import { packageOf, specifiersIn, undeclaredImports } from "./declared-imports";

describe("packageOf", () => {
  it.each([
    ["react", "react"],
    ["react-dom/client", "react-dom"],
    ["@prisma/client/runtime", "@prisma/client"],
    ["@types/mdast", "@types/mdast"],
    ["./local", null],
    ["../up/one", null],
    ["@/lib/env", null],
    ["node:fs", null],
    ["fs", null],
    ["path/posix", null],
  ])("%s -> %s", (specifier, expected) => {
    expect(packageOf(specifier)).toBe(expected);
  });
});

describe("specifiersIn", () => {
  it("finds static, type-only, re-export, side-effect, dynamic and require forms", () => {
    const src = [
      'import a from "alpha";',
      'import type { B } from "beta";',
      'import {\n  c,\n  d,\n} from "gamma/sub";',
      'export { e } from "delta";',
      'import "side-effect";',
      'const f = await import("epsilon");',
      'const g = require("zeta");',
      '// a string "not-an-import" is not an import',
      '// a comment naming import("commented") imports nothing',
      '/* nor require("block-commented") */',
      'const url = "https://example.org/x"; import("after-url");',
    ].join("\n");
    expect(specifiersIn(src).sort()).toEqual(["after-url", "alpha", "beta", "delta", "epsilon", "gamma/sub", "side-effect", "zeta"].sort());
  });
});

describe("undeclaredImports", () => {
  const declared = new Set(["react", "@types/mdast", "@prisma/client"]);
  it("reports a package neither declared nor covered by its @types package", () => {
    const src = 'import x from "mdast-util-to-string";\nimport type { Root } from "mdast";\nimport "react";';
    expect(undeclaredImports(src, declared)).toEqual([{ specifier: "mdast-util-to-string", packageName: "mdast-util-to-string" }]);
  });
  it("accepts declared packages, subpaths, builtins and relative files", () => {
    const src = 'import { PrismaClient } from "@prisma/client/edge";\nimport fs from "node:fs";\nimport y from "./y";';
    expect(undeclaredImports(src, declared)).toEqual([]);
  });
});
