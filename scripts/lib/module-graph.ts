// Our module graph from import statements, for two codebase checks: how many of our modules load
// when one module is imported (static imports only: `import("x")` waits until the code runs it),
// and which folders depend on each other both ways. Pure: the caller supplies read and resolve.
import { valueImportsOf } from "./client-graph";

type Read = (file: string) => string;
type Resolve = (from: string, specifier: string) => string | null;

/** The entry and every module of ours it loads at import time. */
export function staticClosure(entry: string, read: Read, resolve: Resolve): Set<string> {
  const seen = new Set([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    for (const specifier of valueImportsOf(read(file), { dynamic: false })) {
      const next = resolve(file, specifier);
      if (next && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

/** The capability folder of a repository-relative path: `lib/<name>` under lib (its database half
 * `lib/<name>/store` a folder of its own: the pure half never imports it), else the top folder. */
export function folderOf(relative: string): string {
  const parts = relative.split("/");
  if (parts[0] === "lib" && parts[2] === "store" && parts.length > 3) return `lib/${parts[1]}/store`;
  if (parts[0] === "lib" && parts.length > 2) return `lib/${parts[1]}`;
  return parts[0];
}

/** folder -> the folders it imports from (values, static or dynamic), each with one example edge. */
export function folderDependencies(files: string[], read: Read, resolve: Resolve, relative: (file: string) => string) {
  const deps = new Map<string, Map<string, string>>();
  for (const file of files) {
    const from = folderOf(relative(file));
    for (const specifier of valueImportsOf(read(file))) {
      const target = resolve(file, specifier);
      if (!target) continue;
      const to = folderOf(relative(target));
      if (to === from) continue;
      const row = deps.get(from) ?? new Map<string, string>();
      if (!row.has(to)) row.set(to, `${relative(file)} -> ${relative(target)}`);
      deps.set(from, row);
    }
  }
  return deps;
}

export interface TwoWayPair {
  folders: [string, string];
  /** one import each way, so the reader sees where to cut */
  examples: [string, string];
}

export function twoWayPairs(deps: Map<string, Map<string, string>>): TwoWayPair[] {
  const pairs: TwoWayPair[] = [];
  for (const [a, row] of deps) {
    for (const [b, example] of row) {
      const back = deps.get(b)?.get(a);
      if (back && a < b) pairs.push({ folders: [a, b], examples: [example, back] });
    }
  }
  return pairs.sort((x, y) => x.folders.join().localeCompare(y.folders.join()));
}
