// Which of our modules a client component pulls into the browser bundle, and whether any of them
// imports a Node built-in. Pure: the caller supplies a `read(file)` and a `resolve(from, spec)`.
// ESLint's rule sees only a component's direct imports; a Node module two files away still ships.
import { builtinModules } from "node:module";

const BUILTINS = new Set(builtinModules);

export function isNodeBuiltin(specifier: string): boolean {
  return specifier.startsWith("node:") || BUILTINS.has(specifier.split("/")[0]);
}

export function hasDirective(source: string, directive: "use client" | "use server"): boolean {
  // A directive is the first statement: only comments and blank lines may come before it.
  const body = source.replace(/^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*/, "");
  return body.startsWith(`"${directive}"`) || body.startsWith(`'${directive}'`);
}

/** Value imports only: `import type` and `export type` are erased and never reach a bundle.
 * `dynamic: false` leaves out `import("x")`, which loads only when the code runs it. */
export function valueImportsOf(source: string, { dynamic = true } = {}): string[] {
  const out = new Set<string>();
  const statement = /^\s*(import|export)\s+(type\s+)?([^'"`;]*?\s+from\s+)?["']([^"']+)["']/gm;
  for (const m of source.matchAll(statement)) {
    if (m[2]) continue;
    if (m[1] === "export" && !m[3]) continue;
    out.add(m[4]);
  }
  if (dynamic) for (const m of source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) out.add(m[1]);
  return [...out];
}

export interface NodeImportChain {
  component: string;
  /** component -> ... -> the file that imports the built-in */
  chain: string[];
  builtin: string;
}

export function nodeImportsReachable(
  components: string[],
  read: (file: string) => string,
  resolve: (from: string, specifier: string) => string | null,
): NodeImportChain[] {
  const found: NodeImportChain[] = [];
  for (const component of components) {
    const seen = new Set<string>([component]);
    const queue: string[][] = [[component]];
    while (queue.length > 0) {
      const chain = queue.shift()!;
      const file = chain[chain.length - 1];
      const source = read(file);
      // A server action module reaches the client as a reference, not as code.
      if (file !== component && hasDirective(source, "use server")) continue;
      for (const specifier of valueImportsOf(source)) {
        if (isNodeBuiltin(specifier)) {
          found.push({ component, chain, builtin: specifier });
          continue;
        }
        const next = resolve(file, specifier);
        if (next && !seen.has(next)) {
          seen.add(next);
          queue.push([...chain, next]);
        }
      }
    }
  }
  return found;
}
