// Every folder under lib/ that holds code has a README.md, and a README names only files that exist
// (issue 36: nine folders had none, and a README that names a renamed file reads as true and is not).
// The rules are pure over a listing (table-tested); `listFolders` reads the real tree.
import fs from "node:fs";
import path from "node:path";

/** Folders that are not a capability's code: tests, fixtures, the generated Prisma client. */
const SKIP_DIRS = new Set(["node_modules", "generated", "__tests__", "__fixtures__", ".git", ".next", "dist"]);
const SOURCE_ROOTS = ["app", "components", "lib", "scripts", "prisma", "e2e"];
const CODE_FILE = /\.(?:ts|tsx|mts|mjs)$/;
/** A file a README names in backticks: `a.ts`, `sub/b.test.ts`. Globs and placeholders (`*`, `<x>`) name no one file. */
const NAMED_FILE = /`([\w./-]+\.(?:ts|tsx|mts|mjs))`/g;
/** Built, not in the tree: `dist/cli/judge.mjs` exists after `npm run build:cli` only. */
const BUILT = /^dist\//;

export type Folder = {
  /** posix path from the repository root, e.g. `lib/judges/py` */
  dir: string;
  /** names of the files directly inside it */
  files: string[];
  readme: string | null;
};

export type Tree = {
  folders: Folder[];
  /** posix paths of every file under the folders' subtrees, tests and fixtures included */
  files: Set<string>;
  /** base names of every file in the repository (a README may name another folder's file by name) */
  names: Set<string>;
};

export function missingReadmes(folders: Folder[]): string[] {
  return folders.filter((f) => f.readme === null && f.files.some((n) => CODE_FILE.test(n))).map((f) => f.dir);
}

/** Names in a README that no file answers: a bare name that exists nowhere in the repository, or a
 * path that exists neither from the README's own folder nor from the repository's root. `gone` lists
 * names a README may keep on purpose (a deleted script named with the commit that holds it). */
export function staleNames(folder: Folder, tree: Pick<Tree, "files" | "names">, gone: readonly string[] = []): string[] {
  if (folder.readme === null) return [];
  const exists = (named: string) =>
    named.includes("/")
      ? BUILT.test(named) || tree.files.has(path.posix.normalize(`${folder.dir}/${named}`)) || tree.files.has(path.posix.normalize(named))
      : tree.names.has(named);
  const stale = new Set<string>();
  for (const [, named] of folder.readme.matchAll(NAMED_FILE)) if (!exists(named) && !gone.includes(named)) stale.add(named);
  return [...stale].map((n) => `${folder.dir}/README.md names \`${n}\`, which does not exist`);
}

function walk(root: string, dir: string, visit: (rel: string, names: string[]) => void, skip: Set<string>) {
  const entries = fs.readdirSync(path.join(root, dir), { withFileTypes: true });
  visit(
    dir,
    entries.filter((e) => e.isFile()).map((e) => e.name),
  );
  for (const e of entries) if (e.isDirectory() && !skip.has(e.name)) walk(root, path.posix.join(dir, e.name), visit, skip);
}

/** The folders under `dir` (tests, fixtures and generated code left out) with their READMEs, and
 * every file name in the repository. */
export function readTree(root: string, dir = "lib"): Tree {
  const folders: Folder[] = [];
  walk(
    root,
    dir,
    (rel, files) => {
      const readme = files.includes("README.md") ? fs.readFileSync(path.join(root, rel, "README.md"), "utf8") : null;
      folders.push({ dir: rel, files, readme });
    },
    SKIP_DIRS,
  );
  const files = new Set<string>();
  const names = new Set<string>();
  const record = (rel: string, found: string[]) => {
    for (const n of found) {
      names.add(n);
      files.add(path.posix.normalize(`${rel}/${n}`));
    }
  };
  // the repository's own sources (not .data/, .next/ or node_modules/, which tests and builds fill)
  record(
    ".",
    fs
      .readdirSync(root, { withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name),
  );
  const withTests = new Set([...SKIP_DIRS].filter((d) => d !== "__tests__" && d !== "__fixtures__"));
  for (const top of SOURCE_ROOTS) if (fs.existsSync(path.join(root, top))) walk(root, top, record, withTests);
  return { folders, files, names };
}
