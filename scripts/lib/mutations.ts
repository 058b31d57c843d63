// The small mutations `npm run -s mutate` applies to one source file, found on its syntax tree (the
// TypeScript parser, no type checking) so a `<` inside a string, a comment or a type is never
// touched: a comparison's boundary or sense flipped, && <-> ||, one condition dropped from a
// `where:` object literal (a Prisma filter), a numeric literal +1 / -1, a function returning at
// once, a boolean literal or an if's condition negated. Pure: the runner lives in scripts/mutate.ts.
import ts from "typescript";

export type MutationKind = "comparison" | "logical" | "drop-condition" | "numeric" | "early-return" | "negate";
export const MUTATION_KINDS: readonly MutationKind[] = ["comparison", "logical", "drop-condition", "numeric", "early-return", "negate"];

export interface Mutation {
  kind: MutationKind;
  /** 1-based line and column of the text replaced */
  line: number;
  column: number;
  /** [start, end) of the source text replaced by `replacement` */
  start: number;
  end: number;
  replacement: string;
  description: string;
}

// boundaries move (< <-> <=), equalities change sense (=== <-> !==)
const COMPARISON: ReadonlyMap<ts.SyntaxKind, string> = new Map([
  [ts.SyntaxKind.LessThanToken, "<="],
  [ts.SyntaxKind.LessThanEqualsToken, "<"],
  [ts.SyntaxKind.GreaterThanToken, ">="],
  [ts.SyntaxKind.GreaterThanEqualsToken, ">"],
  [ts.SyntaxKind.EqualsEqualsEqualsToken, "!=="],
  [ts.SyntaxKind.ExclamationEqualsEqualsToken, "==="],
  [ts.SyntaxKind.EqualsEqualsToken, "!="],
  [ts.SyntaxKind.ExclamationEqualsToken, "=="],
]);
const LOGICAL: ReadonlyMap<ts.SyntaxKind, string> = new Map([
  [ts.SyntaxKind.AmpersandAmpersandToken, "||"],
  [ts.SyntaxKind.BarBarToken, "&&"],
]);

function parse(fileName: string, source: string): ts.SourceFile {
  const kind = fileName.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
}

/** A numeric literal's value, or null when it is not a plain finite number (a bigint, a huge literal). */
function numericValue(text: string): number | null {
  const n = Number(text.replace(/_/g, ""));
  return Number.isSafeInteger(n) || (Number.isFinite(n) && !Number.isInteger(n)) ? n : null;
}

/** `{ 0: x }`, `class { 1() {} }`: a literal naming a property, where `(-1)` would not parse. */
function isPropertyName(node: ts.NumericLiteral): boolean {
  const p = node.parent;
  return (ts.isPropertyAssignment(p) || ts.isMethodDeclaration(p) || ts.isPropertyDeclaration(p)) && p.name === node;
}

/** Whether a function-like node has a body where `return;` can go first (not a constructor: `super` must come first). */
function returnableBody(node: ts.Node): ts.Block | null {
  if (ts.isConstructorDeclaration(node)) return null;
  if (!(ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node) || ts.isMethodDeclaration(node)))
    return null;
  if (node.asteriskToken) return null; // a generator returning at once is still a generator
  return node.body && ts.isBlock(node.body) && node.body.statements.length > 0 ? node.body : null;
}

function functionName(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) return node.name.getText();
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent))) return parent.name.getText();
  return "an anonymous function";
}

/** Whether the node is the value of a `key:` property or sits inside one through object and array literals only. */
function isInsideProperty(node: ts.Node, key: string): boolean {
  for (let n: ts.Node = node; n.parent; n = n.parent) {
    const p = n.parent;
    if (ts.isPropertyAssignment(p) && p.initializer === n && p.name.getText() === key) return true;
    if (!(ts.isPropertyAssignment(p) || ts.isArrayLiteralExpression(p) || ts.isObjectLiteralExpression(p))) return false;
  }
  return false;
}

/** Where one property of an object literal ends, its trailing comma included, so dropping it leaves valid syntax. */
function propertyRange(obj: ts.ObjectLiteralExpression, i: number, source: string): [number, number] {
  const prop = obj.properties[i];
  const next = obj.properties[i + 1];
  if (next) return [prop.getStart(), next.getStart()];
  const prev = obj.properties[i - 1];
  // the last property: take the comma before it instead (if any), so `{ a, b }` becomes `{ a }`
  let end = prop.getEnd();
  while (/[\s,]/.test(source[end] ?? "") && source[end] !== "\n") end += 1;
  return [prev ? prev.getEnd() : prop.getStart(), prev ? prop.getEnd() : end];
}

/** Every mutation of the file, in source order. */
export function mutationsOf(fileName: string, source: string): Mutation[] {
  const sf = parse(fileName, source);
  const out: Mutation[] = [];
  const add = (kind: MutationKind, start: number, end: number, replacement: string, description: string) => {
    const { line, character } = sf.getLineAndCharacterOfPosition(start);
    out.push({ kind, line: line + 1, column: character + 1, start, end, replacement, description });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isTypeNode(node) || ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isEnumDeclaration(node)) return;
    if (ts.isBinaryExpression(node)) {
      const op = node.operatorToken;
      const swap = COMPARISON.get(op.kind) ?? LOGICAL.get(op.kind);
      if (swap) add(COMPARISON.has(op.kind) ? "comparison" : "logical", op.getStart(), op.getEnd(), swap, `${op.getText()} -> ${swap}`);
    }
    if (ts.isNumericLiteral(node) && !isPropertyName(node)) {
      const value = numericValue(node.text);
      if (value !== null)
        for (const delta of [1, -1]) {
          const changed = value + delta;
          // a negative result needs brackets where the literal followed a unary minus or a member access
          const text = changed < 0 ? `(${changed})` : String(changed);
          add("numeric", node.getStart(), node.getEnd(), text, `${node.getText()} -> ${changed}`);
        }
    }
    // `select: { id: true }` only names the columns read: flipping them tests Prisma, not us
    const literal = node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword;
    if (literal && !isInsideProperty(node, "select")) {
      const flipped = node.kind === ts.SyntaxKind.TrueKeyword ? "false" : "true";
      add("negate", node.getStart(), node.getEnd(), flipped, `${node.getText()} -> ${flipped}`);
    }
    if (ts.isIfStatement(node)) {
      const cond = node.expression;
      add("negate", cond.getStart(), cond.getEnd(), `!(${cond.getText()})`, `if (${short(cond.getText())}) -> if (!(…))`);
    }
    // a `where:` filter or an object inside one (an OR / AND / NOT list's items)
    if (ts.isObjectLiteralExpression(node) && isInsideProperty(node, "where"))
      node.properties.forEach((prop, i) => {
        const [start, end] = propertyRange(node, i, source);
        add("drop-condition", start, end, "", `where: drop ${short(prop.getText())}`);
      });
    const body = returnableBody(node);
    if (body) {
      const first = body.statements[0].getStart();
      add("early-return", first, first, "return; ", `${functionName(node)} returns at once`);
    }
    node.forEachChild(visit);
  };
  visit(sf);
  return out.sort((a, b) => a.start - b.start || a.end - b.end);
}

function short(text: string): string {
  const flat = text.replace(/\s+/g, " ");
  return flat.length > 40 ? `${flat.slice(0, 39)}…` : flat;
}

/** The file with one mutation applied. */
export function applyMutation(source: string, m: Mutation): string {
  return source.slice(0, m.start) + m.replacement + source.slice(m.end);
}

/**
 * At most `max` mutations, spread over the kinds (each kind gets a share in turn while it has
 * candidates) and, within a kind, evenly over the file; returned in source order.
 */
export function selectMutations(all: readonly Mutation[], max: number): Mutation[] {
  if (all.length <= max) return [...all];
  const byKind = new Map(MUTATION_KINDS.map((k) => [k, all.filter((m) => m.kind === k)]));
  const quota = new Map(MUTATION_KINDS.map((k) => [k, 0]));
  for (let given = 0; given < max;) {
    for (const k of MUTATION_KINDS) {
      if (given < max && (quota.get(k) ?? 0) < (byKind.get(k)?.length ?? 0)) {
        quota.set(k, (quota.get(k) ?? 0) + 1);
        given += 1;
      }
    }
  }
  const picked: Mutation[] = [];
  for (const k of MUTATION_KINDS) {
    const candidates = byKind.get(k) ?? [];
    const q = quota.get(k) ?? 0;
    for (let i = 0; i < q; i++) picked.push(candidates[Math.floor(((i + 0.5) * candidates.length) / q)]);
  }
  return picked.sort((a, b) => a.start - b.start || a.end - b.end);
}
