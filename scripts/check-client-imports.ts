// Lint step: no client component reaches a Node built-in through our own modules (transitively).
// Prints each chain (component -> ... -> file importing node:x) and exits 1.
import path from "node:path";
import { hasDirective, nodeImportsReachable } from "./lib/client-graph";
import { productionSources, readSource, resolveOwn, ROOT } from "./lib/source-tree";

const clientComponents = productionSources().filter((f) => hasDirective(readSource(f), "use client"));
const problems = nodeImportsReachable(clientComponents, readSource, resolveOwn);
for (const p of problems) {
  console.error(`${p.chain.map((f) => path.relative(ROOT, f)).join(" -> ")} imports "${p.builtin}" (ships to the browser)`);
}
if (problems.length > 0) {
  console.error(`check-client-imports: ${problems.length} Node import(s) reachable from client components`);
  process.exit(1);
}
console.log(`check-client-imports: ${clientComponents.length} client components, no Node built-in reachable`);
