// The codebase's shape, measured on the real tree (issue 22): how many of our modules an action
// loads when it is imported (static imports: import() waits until the code runs it), that no two
// folders depend on each other, and how many files lib/data holds. Prints the numbers; the limits
// are the issue's goals.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { countCasts, longFunctions } from "./lib/code-metrics";
import { FUNCTION_LINES_CEILING, functionCeilingProblems } from "./lib/function-ceiling";
import { LONG_FUNCTION_EXCEPTIONS } from "./lib/long-function-exceptions";
import { folderDependencies, staticClosure, twoWayPairs } from "./lib/module-graph";
import { productionSources, readSource, resolveOwn, ROOT } from "./lib/source-tree";

const relative = (file: string) => path.relative(ROOT, file);
const MODULES_PER_ACTION = 60;
// lib/data keeps only what every capability shares (the process's client and its preparation, the
// task overview query with its selects and Json views); a capability's writes, page queries and
// views live in its own folder (lib/importers/store, lib/uploads, lib/submissions/store, lib/reviews, ...).
const LIB_DATA_CEILING = 9;
// Type assertions in production code (issue 22 goal: under 60, no double cast). Held at what the
// tree has, so a new cast needs an old one removed; the few left say why in a comment.
const CAST_CEILING = 19;

describe("codebase shape", () => {
  it(`importing any server action loads fewer than ${MODULES_PER_ACTION} of our modules`, () => {
    const actions = productionSources(["lib/actions"]);
    expect(actions.length).toBeGreaterThan(10);
    const counts = actions.map((a) => [relative(a), staticClosure(a, readSource, resolveOwn).size] as const);
    const most = Math.max(...counts.map(([, n]) => n));
    console.log(`modules loaded per action: max ${most}; ${counts.map(([a, n]) => `${path.basename(a, ".ts")} ${n}`).join(", ")}`);
    expect(counts.filter(([, n]) => n >= MODULES_PER_ACTION)).toEqual([]);
  });

  it("no two folders depend on each other both ways", () => {
    const files = productionSources();
    const pairs = twoWayPairs(folderDependencies(files, readSource, resolveOwn, relative));
    console.log(`two-way folder pairs: ${pairs.length} (over ${files.length} production files)`);
    expect(pairs.map((p) => `${p.folders.join(" <-> ")}: ${p.examples.join(" | ")}`)).toEqual([]);
  });

  it(`lib/data holds at most ${LIB_DATA_CEILING} production files`, () => {
    const files = productionSources(["lib/data"]).map(relative);
    console.log(`production files in lib/data: ${files.length}`);
    expect(files.length).toBeGreaterThan(0);
    expect(files.length, `lib/data: ${files.join(", ")}`).toBeLessThanOrEqual(LIB_DATA_CEILING);
  });

  it(`production code has at most ${CAST_CEILING} \`as\` casts and no double cast`, () => {
    const files = productionSources();
    const perFile = files.map((f) => ({ file: relative(f), ...countCasts(f, readSource(f)) }));
    const single = perFile.reduce((n, c) => n + c.single, 0);
    const doubles = perFile.filter((c) => c.double > 0).map((c) => `${c.file}: ${c.double}`);
    console.log(`as casts: ${single} single, ${doubles.length} files with a double cast`);
    expect(doubles).toEqual([]);
    expect(single).toBeLessThanOrEqual(CAST_CEILING);
  });

  it(`no production function is over ${FUNCTION_LINES_CEILING} lines but the listed exceptions, none grown`, () => {
    const files = productionSources();
    const found = files.flatMap((f) => longFunctions(f, readSource(f), FUNCTION_LINES_CEILING).map((l) => ({ file: relative(f), ...l })));
    const longest = Math.max(...found.map((f) => f.lines));
    console.log(
      `functions over ${FUNCTION_LINES_CEILING} lines: ${found.length} (${Object.keys(LONG_FUNCTION_EXCEPTIONS).length} listed exceptions), longest ${longest}`,
    );
    expect(files.length).toBeGreaterThan(100);
    expect(functionCeilingProblems(found, LONG_FUNCTION_EXCEPTIONS)).toEqual([]);
  });
});
