// Every folder under lib/ that holds code has a README.md (issue 36), and no README names a file
// that is gone. The rules are table-tested on listings; the last two tests run them on the real tree.
import { describe, expect, it } from "vitest";
import { type Folder, missingReadmes, readTree, staleNames } from "./lib/folder-readmes";
import { ROOT } from "./lib/source-tree";

/** Files a README names though they are gone, and why. */
const GONE_ON_PURPOSE: Record<string, string[]> = {
  // the one-run script that moved the folders (issue 36), named with the commit whose history holds it
  lib: ["scripts/restructure-tree.ts"],
};

const folder = (dir: string, files: string[], readme: string | null): Folder => ({ dir, files, readme });

describe("missingReadmes", () => {
  it.each<[string, Folder, boolean]>([
    ["code and a README", folder("lib/a", ["a.ts", "README.md"], "# a"), false],
    ["code, no README", folder("lib/a", ["a.ts"], null), true],
    ["only a test, no README", folder("lib/a", ["a.test.ts"], null), true],
    ["a worker entry (.mjs), no README", folder("lib/a", ["entry.mjs"], null), true],
    ["a React component, no README", folder("lib/a", ["view.tsx"], null), true],
    ["no code (a folder of folders or data)", folder("lib/a", ["data.json"], null), false],
  ])("%s", (_, f, missing) => {
    expect(missingReadmes([f])).toEqual(missing ? [f.dir] : []);
  });
});

describe("staleNames", () => {
  const tree = {
    files: new Set(["lib/a/x.ts", "lib/a/sub/y.ts", "lib/b/z.ts", "instrumentation.ts"]),
    names: new Set(["x.ts", "y.ts", "z.ts", "instrumentation.ts"]),
  };
  it.each<[string, string, string[]]>([
    ["its own file by name", "`x.ts` reads", []],
    ["another folder's file by name", "see `z.ts` and `instrumentation.ts`", []],
    ["a file that exists nowhere", "`gone.ts` and `x.ts`", ["gone.ts"]],
    ["a sub-folder's file by path", "`sub/y.ts`", []],
    ["a path from its folder that is not there", "`sub/x.ts`", ["sub/x.ts"]],
    ["a path from the repository's root", "`lib/b/z.ts`", []],
    ["a path from the repository's root that is not there", "`lib/b/x.ts`", ["lib/b/x.ts"]],
    ["a built file (dist/ exists after a build only)", "`dist/cli/judge.mjs`", []],
    ["globs and placeholders (not one file)", "`import-*.test.ts`, `<family>/SPEC.md`, `profiles/<family>.ts`", []],
    ["a name twice is reported once", "`gone.ts`, `gone.ts`", ["gone.ts"]],
    ["a test file and a worker entry", "`x.test.ts`, `entry.mjs`", ["x.test.ts", "entry.mjs"]],
  ])("%s", (_, readme, stale) => {
    const problems = staleNames(folder("lib/a", ["README.md"], readme), tree);
    expect(problems).toEqual(stale.map((n) => `lib/a/README.md names \`${n}\`, which does not exist`));
  });
});

describe("lib/ folder READMEs", () => {
  const tree = readTree(ROOT);
  it("every folder under lib/ that holds code has a README.md (tests, fixtures and generated code left out)", () => {
    console.log(`folders under lib/: ${tree.folders.length}, with a README: ${tree.folders.filter((f) => f.readme !== null).length}`);
    expect(tree.folders.length).toBeGreaterThan(50);
    expect(missingReadmes(tree.folders)).toEqual([]);
  });

  it("no README names a file that does not exist", () => {
    expect(tree.folders.flatMap((f) => staleNames(f, tree, GONE_ON_PURPOSE[f.dir]))).toEqual([]);
  });
});
