// Which package a module specifier names, and which of a file's imports are not declared in package.json.
// Pure: the caller reads the files. An undeclared import works only while some other package happens to
// pull it in, so a lockfile change can break the build without a diff in our code.
import { builtinModules } from "node:module";

const BUILTINS = new Set(builtinModules);

/** The npm package a bare specifier resolves to, or null for relative, aliased and Node built-in modules. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith(".") || specifier.startsWith("/") || specifier.startsWith("@/")) return null;
  if (specifier.startsWith("node:")) return null;
  const parts = specifier.split("/");
  const name = specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
  if (BUILTINS.has(name)) return null;
  return name;
}

// Static imports and re-exports, dynamic import() and require() with a literal argument.
const SPECIFIER_PATTERNS = [
  /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\s+from\s+)?["']([^"']+)["']/gm,
  /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  /\brequire\(\s*["']([^"']+)["']\s*\)/g,
];

/** Comments mention modules without importing them; `//` after a colon is a URL, not a comment. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/[^\n]*/g, "$1");
}

export function specifiersIn(source: string): string[] {
  const found = new Set<string>();
  const code = withoutComments(source);
  for (const pattern of SPECIFIER_PATTERNS) {
    for (const match of code.matchAll(pattern)) found.add(match[1]);
  }
  return [...found];
}

/** A type-only import of `x` is satisfied by `@types/x` (scoped `@a/b` by `@types/a__b`). */
export function typesPackageOf(name: string): string {
  return "@types/" + (name.startsWith("@") ? name.slice(1).replace("/", "__") : name);
}

export interface UndeclaredImport {
  specifier: string;
  packageName: string;
}

export function undeclaredImports(source: string, declared: ReadonlySet<string>): UndeclaredImport[] {
  const out: UndeclaredImport[] = [];
  for (const specifier of specifiersIn(source)) {
    const packageName = packageOf(specifier);
    if (!packageName || declared.has(packageName) || declared.has(typesPackageOf(packageName))) continue;
    out.push({ specifier, packageName });
  }
  return out;
}
