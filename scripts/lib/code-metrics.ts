// Two measures of production code from its syntax tree (the TypeScript parser, no type checking):
// type assertions (`x as T`; a double cast is `x as unknown as T`; `as const` is not a cast) and
// functions longer than a limit, each named the way a reader would search for it.
import ts from "typescript";

export interface CastCount {
  single: number;
  double: number;
}

function isCast(node: ts.Node): node is ts.AsExpression | ts.TypeAssertion {
  if (ts.isAsExpression(node)) return !(ts.isTypeReferenceNode(node.type) && node.type.typeName.getText() === "const");
  return ts.isTypeAssertionExpression(node);
}

function parse(fileName: string, source: string): ts.SourceFile {
  return ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

/** A double cast counts once, as double (its inner `as unknown` is part of it). */
export function countCasts(fileName: string, source: string): CastCount {
  const out: CastCount = { single: 0, double: 0 };
  const visit = (node: ts.Node, insideCast: boolean) => {
    const cast = isCast(node);
    if (cast && !insideCast) {
      let inner: ts.Expression = node.expression;
      while (ts.isParenthesizedExpression(inner)) inner = inner.expression;
      if (isCast(inner)) out.double += 1;
      else out.single += 1;
    }
    // the inner `as unknown` of a double cast, parenthesised or not, is part of the outer cast
    const carries = (child: ts.Node) => (cast && child === node.expression) || (insideCast && ts.isParenthesizedExpression(node));
    node.forEachChild((child) => visit(child, carries(child)));
  };
  visit(parse(fileName, source), false);
  return out;
}

export interface LongFunction {
  name: string;
  line: number;
  lines: number;
}

function nameOf(node: ts.FunctionLikeDeclaration): string {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) return parent.name.getText();
  if (ts.isCallExpression(parent)) return `${parent.expression.getText().replace(/\s+/g, "").slice(0, 40)}(callback)`;
  if (ts.isExportAssignment(parent)) return "default";
  return "(anonymous)";
}

/** Functions (declarations, expressions, arrows, methods) longer than `limit` lines, outermost and nested alike. */
export function longFunctions(fileName: string, source: string, limit: number): LongFunction[] {
  const file = parse(fileName, source);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const fn = node as ts.FunctionLikeDeclaration;
      const start = file.getLineAndCharacterOfPosition(fn.getStart(file)).line;
      const end = file.getLineAndCharacterOfPosition(fn.getEnd()).line;
      if (end - start + 1 > limit) found.push({ name: nameOf(fn), line: start + 1, lines: end - start + 1 });
    }
    node.forEachChild(visit);
  };
  visit(file);
  return found;
}
