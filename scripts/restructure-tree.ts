// Issue 36 item 1: one folder per capability under lib/, its I/O half inside it (`store/`). Moves the
// look-alike halves into their capability and rewrites every reference to a moved file across the
// repository, so it can be re-run on a newer tree: whatever sits in an old folder moves with it, and
// every import of it is found by resolving it, not from a list made today.
//
//   npx tsx scripts/restructure-tree.ts [--dry-run]
//
// Refuses to run twice (an old folder missing or a new one present). Prints every move and every
// file it rewrote, then the references it could not rewrite for a person to read.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = process.cwd();
const DRY = process.argv.includes("--dry-run");

// Files that leave their folder for another capability than the folder's (moved first).
const FILE_MOVES: Array<[string, string]> = [
  // the audit runs' reads belong to the audits, not to the gates' facts
  ["lib/review-facts/get-audits-page.ts", "lib/audits/store/get-audits-page.ts"],
  ["lib/review-facts/get-latest-audit-run.ts", "lib/audits/store/get-latest-audit-run.ts"],
  ["lib/review-facts/stored-audit-result.ts", "lib/audits/store/stored-audit-result.ts"],
  ["lib/review-facts/stored-audit-result.test.ts", "lib/audits/store/stored-audit-result.test.ts"],
  // a revision as lib/revisions diffs it, and a task's revisions
  ["lib/review-facts/get-revision-snapshot.ts", "lib/revisions/store/get-revision-snapshot.ts"],
  ["lib/review-facts/list-revisions.ts", "lib/revisions/store/list-revisions.ts"],
];
// Whole folders (everything in them at run time, tracked or not) into their capability.
const FOLDER_MOVES: Array<[string, string]> = [
  ["lib/imports", "lib/importers/store"],
  ["lib/review-facts", "lib/gates/store"],
  ["lib/task-judges", "lib/judges/store"],
  ["lib/pull-requests", "lib/github/store"],
  ["lib/git-import", "lib/git/store"],
  ["lib/verifier-audits", "lib/audits/verifier"],
  ["lib/workers", "lib/audits/store"],
];
// Text files whose references are rewritten (fixture corpora and task data are never touched).
const TEXT_EXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|json|md|sh|ya?ml|toml|prisma)$/;
const CODE_EXT = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const SKIP = [
  /^scripts\/restructure-tree\.ts$/,
  /^node_modules\//,
  /^lib\/generated\//,
  /^prisma\/fixtures\//,
  /^lib\/judges\/__fixtures__\//,
  /(^|\/)package-lock\.json$/,
];
const RESOLVE_SUFFIXES = ["", ".ts", ".tsx", ".mjs", ".js", ".json", "/index.ts", "/index.tsx"];

const abs = (rel: string) => path.join(ROOT, rel);
const git = (...args: string[]) => execFileSync("git", args, { cwd: ROOT, encoding: "utf8", maxBuffer: 64 << 20 });

function refuseUnlessFresh() {
  const problems: string[] = [];
  for (const [from] of FILE_MOVES) if (!fs.existsSync(abs(from))) problems.push(`${from} is missing`);
  for (const [from, to] of FOLDER_MOVES) {
    if (!fs.existsSync(abs(from))) problems.push(`${from} is missing`);
    if (fs.existsSync(abs(to))) problems.push(`${to} already exists`);
  }
  if (problems.length > 0) {
    console.error(`restructure-tree: refusing to run (already run, or a tree it was not written for):\n  ${problems.join("\n  ")}`);
    process.exit(2);
  }
}

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(abs(dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...filesUnder(rel));
    else out.push(rel);
  }
  return out;
}

/** old repository-relative file -> new one, for every file that moves. */
function planMoves(): Map<string, string> {
  const moves = new Map<string, string>(FILE_MOVES);
  for (const [from, to] of FOLDER_MOVES) {
    for (const file of filesUnder(from)) if (!moves.has(file)) moves.set(file, to + file.slice(from.length));
  }
  const targets = new Map<string, string>();
  for (const [from, to] of moves) {
    const other = targets.get(to);
    if (other || (fs.existsSync(abs(to)) && !moves.has(to)))
      throw new Error(`two files would land on ${to}: ${from} and ${other ?? "an existing file"}`);
    targets.set(to, from);
  }
  return moves;
}

/** Where an old path (file or folder, repository-relative) is after the moves; null when it does not move. */
function movedPath(old: string, moves: Map<string, string>): string | null {
  if (moves.has(old)) return moves.get(old)!;
  for (const [from, to] of FOLDER_MOVES) if (old === from || old.startsWith(from + "/")) return to + old.slice(from.length);
  return null;
}

function resolveOld(fromFile: string, specifier: string): { target: string; suffix: string } | null {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  if (base.startsWith("..")) return null;
  for (const suffix of RESOLVE_SUFFIXES) {
    const candidate = base + suffix;
    if (fs.existsSync(abs(candidate))) return { target: candidate, suffix };
  }
  return null;
}

function relativeSpecifier(fromFile: string, target: string): string {
  const spec = path.posix.relative(path.posix.dirname(fromFile), target);
  return spec.startsWith(".") ? spec : `./${spec}`;
}

/** A relative specifier in `file` (old place) rewritten for the file's new place and its target's; null when unchanged. */
function rewriteRelative(
  file: string,
  newFile: string,
  specifier: string,
  moves: Map<string, string>,
  allowMissing = false,
): string | null {
  if (!specifier.startsWith("./") && !specifier.startsWith("../") && specifier !== "..") return null;
  let resolved = resolveOld(file, specifier);
  if (!resolved && allowMissing) {
    // an import of a file not on disk (lib/generated before `prisma generate`): mapped by its path alone
    const base = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    if (!base.startsWith("..")) resolved = { target: base, suffix: "" };
    if (resolved && (newFile !== file || movedPath(base, moves))) UNRESOLVED.push(`${file}: "${specifier}"`);
  }
  if (!resolved) return null;
  const newTarget = movedPath(resolved.target, moves) ?? resolved.target;
  if (newTarget === resolved.target && newFile === file) return null;
  const written = newTarget.slice(0, newTarget.length - resolved.suffix.length);
  const spec = relativeSpecifier(newFile, written) + (specifier.endsWith("/") ? "/" : "");
  return spec === specifier ? null : spec;
}

const UNRESOLVED: string[] = [];

interface Edit {
  start: number;
  end: number;
  text: string;
}

function literalEdits(file: string, newFile: string, text: string, moves: Map<string, string>): Edit[] {
  const kind = /\.tsx$/.test(file) ? ts.ScriptKind.TSX : /\.(m|c)?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const edits: Edit[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const pathLike = importLike(node) || anchoredToFile(node);
      const spec = pathLike || isFileSpecifier(file, node.text) ? rewriteRelative(file, newFile, node.text, moves, pathLike) : null;
      if (spec) edits.push({ start: node.getStart(source) + 1, end: node.getEnd() - 1, text: spec });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edits;
}

/** A folder named by a string is rewritten only where the string is a module specifier ("../" may be a hostile input). */
function importLike(node: ts.Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isExternalModuleReference(parent) ||
    ts.isImportTypeNode(parent.parent ?? parent)
  )
    return true;
  return (
    ts.isCallExpression(parent) &&
    (parent.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(parent.expression) && parent.expression.text === "require"))
  );
}

/** `path.resolve(import.meta.dirname, "../../x")`, `new URL("../x", import.meta.url)`: a path from the file's folder, file or folder. */
function anchoredToFile(node: ts.Node): boolean {
  const parent = node.parent;
  if (!parent || !(ts.isCallExpression(parent) || ts.isNewExpression(parent))) return false;
  const anchors = new Set(["import.meta.dirname", "import.meta.url", "import.meta.filename", "__dirname"]);
  return (parent.arguments ?? []).some((a) => anchors.has(a.getText()));
}

function isFileSpecifier(file: string, specifier: string): boolean {
  const resolved = resolveOld(file, specifier);
  return resolved !== null && fs.statSync(abs(resolved.target)).isFile();
}

function markdownEdits(file: string, newFile: string, text: string, moves: Map<string, string>): Edit[] {
  const edits: Edit[] = [];
  for (const m of text.matchAll(/\]\((\.{1,2}\/[^)#\s]*)/g)) {
    const spec = rewriteRelative(file, newFile, m[1], moves);
    if (spec) edits.push({ start: m.index! + 2, end: m.index! + 2 + m[1].length, text: spec });
  }
  return edits;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `lib/<old>` written out (aliases `@/lib/...`, root-relative paths in configs, docs, package.json). */
function prefixRules(): Array<[RegExp, string]> {
  const rules: Array<[RegExp, string]> = [];
  for (const [from, to] of FILE_MOVES) {
    const stem = (p: string) => p.replace(/\.ts$/, "");
    if (from.endsWith(".test.ts")) continue; // the source file's rule (stem, then `.test.ts`) covers it
    rules.push([new RegExp(`(?<![\\w-])${escape(stem(from))}(?![\\w-])`, "g"), stem(to)]);
  }
  for (const [from, to] of FOLDER_MOVES) {
    rules.push([new RegExp(`(?<![\\w-])${escape(from)}(?![\\w-])`, "g"), to]);
    // path.join(..., "lib", "workers", "x.mjs")
    const [, name] = from.split("/");
    const segments = to
      .split("/")
      .map((s) => `"${s}"`)
      .join(", ");
    rules.push([new RegExp(`"lib",\\s*"${escape(name)}"`, "g"), segments]);
  }
  return rules;
}

function applyOutside(text: string, edits: Edit[], rules: Array<[RegExp, string]>): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  let out = "";
  let at = 0;
  const plain = (s: string) => rules.reduce((acc, [re, to]) => acc.replace(re, to), s);
  for (const e of sorted) {
    out += plain(text.slice(at, e.start)) + e.text;
    at = e.end;
  }
  return out + plain(text.slice(at));
}

function repositoryTextFiles(): string[] {
  const listed = git("ls-files", "-z", "--cached", "--others", "--exclude-standard").split("\0").filter(Boolean);
  return [...new Set(listed)].filter(
    (f) => TEXT_EXT.test(f) && !SKIP.some((re) => re.test(f)) && fs.existsSync(abs(f)) && fs.statSync(abs(f)).size < 4 << 20,
  );
}

// The dependency rule's own cases name a file and an import from it: both move.
function dependencyRuleCases(text: string, moves: Map<string, string>): string {
  return text.replace(/\["([^"]+)", `(import .*? from ")([^"]+)(";)/g, (_whole, file: string, head: string, spec: string, tail: string) => {
    const newFile = movedPath(file, moves) ?? file;
    let newSpec = spec;
    if (spec.startsWith(".")) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
      newSpec = relativeSpecifier(newFile, movedPath(target, moves) ?? target);
    }
    return `["${newFile}", \`${head}${newSpec}${tail}`;
  });
}

// Edits of the rule files that are not a path rename: the store halves are one pattern now.
const RULE_EDITS: Array<[string, string, string]> = [
  [
    "eslint.config.mjs",
    `  "lib/asks/store/**",\n  "lib/rollouts/store/**",\n  "lib/submissions/store/**",\n`,
    `  "lib/*/store/**",\n  // the verifier audits' one I/O edge: the batch scorer that runs the task's verifier in lib/sandbox\n  "lib/audits/verifier/sandbox-scorer.ts",\n`,
  ],
  [
    "eslint.config.mjs",
    `const DB_FOLDERS = ["data", "db", "imports", "reviews", "review-facts", "ledgers"];`,
    `const DB_FOLDERS = ["data", "db", "reviews", "ledgers"];`,
  ],
  [
    "scripts/lib/module-graph.ts",
    `/** The capability folder of a repository-relative path: \`lib/<name>\` under lib, else the top folder. */\nexport function folderOf(relative: string): string {\n  const parts = relative.split("/");\n`,
    `/** The capability folder of a repository-relative path: \`lib/<name>\` under lib (its database half\n * \`lib/<name>/store\` a folder of its own: the pure half never imports it), else the top folder. */\nexport function folderOf(relative: string): string {\n  const parts = relative.split("/");\n  if (parts[0] === "lib" && parts[2] === "store" && parts.length > 3) return \`lib/\${parts[1]}/store\`;\n`,
  ],
  [
    "scripts/lib/module-graph.test.ts",
    `    ["lib/data/queries/x.ts", "lib/data"],\n`,
    `    ["lib/data/queries/x.ts", "lib/data"],\n    ["lib/gates/store/gate-facts.ts", "lib/gates/store"],\n    ["lib/gates/store/__tests__/x.ts", "lib/gates/store"],\n    ["lib/gates/evaluate-gates.ts", "lib/gates"],\n`,
  ],
  [
    "scripts/dependency-rule.test.ts",
    `];\n\ndescribe("dependency rule"`,
    `  // every capability's store/ half, the ones that were folders of their own before issue 36 too\n  ["lib/judges/example.ts", \`import { runTaskJudge } from "./store/task-judge";\`, true],\n  ["lib/github/signature.ts", \`import { receiveDelivery } from "./store/receive-delivery";\`, true],\n  ["lib/audits/verifier/example.ts", \`import { runAuditJob } from "../store/audit-job";\`, true],\n  ["lib/gates/store/example.ts", \`import { getPrisma } from "../../data/db";\`, false],\n];\n\ndescribe("dependency rule"`,
  ],
];

function main() {
  refuseUnlessFresh();
  const moves = planMoves();
  const rules = prefixRules();
  const rewritten: string[] = [];
  const contents = new Map<string, string>();
  for (const file of repositoryTextFiles()) {
    const text = fs.readFileSync(abs(file), "utf8");
    const newFile = moves.get(file) ?? file;
    const edits = CODE_EXT.test(file)
      ? literalEdits(file, newFile, text, moves)
      : file.endsWith(".md")
        ? markdownEdits(file, newFile, text, moves)
        : [];
    let next = applyOutside(text, edits, rules);
    if (file === "scripts/dependency-rule.test.ts") next = dependencyRuleCases(next, moves);
    if (next !== text) {
      contents.set(file, next);
      rewritten.push(file);
    }
  }
  for (const [file, before, after] of RULE_EDITS) {
    const text = contents.get(file) ?? fs.readFileSync(abs(file), "utf8");
    if (!text.includes(before)) {
      console.warn(`restructure-tree: ${file}: the text to edit was not found; edit it by hand:\n${after}`);
      continue;
    }
    contents.set(file, text.replace(before, after));
    if (!rewritten.includes(file)) rewritten.push(file);
  }
  console.log(`moves (${moves.size} files):`);
  for (const [from, to] of FILE_MOVES) console.log(`  ${from} -> ${to}`);
  for (const [from, to] of FOLDER_MOVES)
    console.log(`  ${from}/ -> ${to}/ (${[...moves].filter(([f, t]) => f.startsWith(from + "/") && t.startsWith(to + "/")).length} files)`);
  console.log(`rewritten references in ${rewritten.length} files:\n  ${rewritten.sort().join("\n  ")}`);
  const missing = [...new Set(UNRESOLVED)];
  console.log(
    `imports of files not on disk, rewritten by their path alone (check them): ${missing.length}${missing.map((m) => `\n  ${m}`).join("")}`,
  );
  if (DRY) return;
  for (const [file, text] of contents) fs.writeFileSync(abs(file), text);
  const tracked = new Set(git("ls-files", "-z").split("\0"));
  for (const [from, to] of moves) {
    fs.mkdirSync(path.dirname(abs(to)), { recursive: true });
    if (tracked.has(from)) git("mv", from, to);
    else fs.renameSync(abs(from), abs(to));
  }
  for (const [from] of FOLDER_MOVES) removeEmptyDirs(from);
  // a longer relative path can push a line past the print width: format what was rewritten, as `npm run lint` checks
  const sources = rewritten.map((f) => moves.get(f) ?? f).filter((f) => CODE_EXT.test(f));
  execFileSync(path.join(ROOT, "node_modules/.bin/prettier"), ["--write", "--log-level=warn", ...sources], { cwd: ROOT, stdio: "inherit" });
  reportLeftovers();
}

function removeEmptyDirs(dir: string) {
  if (!fs.existsSync(abs(dir))) return;
  for (const entry of fs.readdirSync(abs(dir), { withFileTypes: true })) if (entry.isDirectory()) removeEmptyDirs(`${dir}/${entry.name}`);
  if (fs.readdirSync(abs(dir)).length === 0) fs.rmdirSync(abs(dir));
  else console.warn(`restructure-tree: ${dir} is not empty after the move`);
}

/** Old folder names still written as a path anywhere (prose, globs, relative paths that did not resolve): for a person. */
function reportLeftovers() {
  const folders = FOLDER_MOVES.map(([from]) => escape(from.split("/")[1])).join("|");
  // `../imports/x`, `lib/imports/`, "workers" as a path segment
  const re = new RegExp(`(?:^|[^\\w-])(?:${folders})/|["'\`](?:${folders})["'\`]`);
  const hits: string[] = [];
  for (const file of repositoryTextFiles()) {
    fs.readFileSync(abs(file), "utf8")
      .split("\n")
      .forEach((line, i) => {
        if (re.test(line)) hits.push(`${file}:${i + 1}: ${line.trim().slice(0, 160)}`);
      });
  }
  console.log(`\nlines still naming an old folder as a path (read them; prose may be right as it is): ${hits.length}`);
  for (const h of hits) console.log(`  ${h}`);
}

main();
