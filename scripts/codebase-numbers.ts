// Prints the codebase numbers issue 22 tracks, on the working tree: production files in lib/data,
// two-way folder pairs, `as` casts (single / double), functions over 80 lines (each listed with
// --list), and the most of our modules any server action loads. `npx tsx scripts/codebase-numbers.ts`
import path from "node:path";
import { countCasts, longFunctions } from "./lib/code-metrics";
import { folderDependencies, staticClosure, twoWayPairs } from "./lib/module-graph";
import { productionSources, readSource, resolveOwn, ROOT } from "./lib/source-tree";

const LONG = 80;
const relative = (file: string) => path.relative(ROOT, file);
const files = productionSources();

const casts = { single: 0, double: 0 };
const long: string[] = [];
for (const file of files) {
  const source = readSource(file);
  const c = countCasts(file, source);
  casts.single += c.single;
  casts.double += c.double;
  for (const f of longFunctions(file, source, LONG)) long.push(`${relative(file)}:${f.line} ${f.name} ${f.lines} lines`);
}
const pairs = twoWayPairs(folderDependencies(files, readSource, resolveOwn, relative));
const perAction = productionSources(["lib/actions"]).map((a) => staticClosure(a, readSource, resolveOwn).size);

console.log(`production files: ${files.length} (app, components, lib; tests, fixtures and generated code left out)`);
console.log(`files in lib/data: ${files.filter((f) => relative(f).startsWith("lib/data/")).length}`);
console.log(`two-way folder pairs: ${pairs.length}${pairs.length ? ` (${pairs.map((p) => p.folders.join(" <-> ")).join(", ")})` : ""}`);
console.log(`as casts: ${casts.single + casts.double} (${casts.single} single, ${casts.double} double)`);
console.log(`functions over ${LONG} lines: ${long.length}`);
if (process.argv.includes("--list")) for (const l of long.sort()) console.log(`  ${l}`);
console.log(
  `modules loaded by importing an action: max ${Math.max(...perAction)}, median ${perAction.sort((a, b) => a - b)[perAction.length >> 1]}`,
);
