// The mutation generator, table-tested: each source gives exactly the mutated texts written out
// below by hand (applied one at a time), nothing inside strings, comments, types or imports is
// touched, and the selection keeps every kind and stays within its limit.
import { describe, expect, it } from "vitest";
import { applyMutation, MUTATION_KINDS, mutationsOf, selectMutations, type Mutation, type MutationKind } from "./mutations";

const mutants = (source: string, kind?: MutationKind) =>
  mutationsOf("x.ts", source)
    .filter((m) => !kind || m.kind === kind)
    .map((m) => applyMutation(source, m));

describe("each kind gives the hand-written mutants", () => {
  it.each<[string, MutationKind, string, string[]]>([
    ["boundaries move", "comparison", "f(a < b, c >= d);", ["f(a <= b, c >= d);", "f(a < b, c > d);"]],
    ["the other boundaries", "comparison", "f(a <= b, c > d);", ["f(a < b, c > d);", "f(a <= b, c >= d);"]],
    ["equalities change sense", "comparison", "f(a === b, c != d);", ["f(a !== b, c != d);", "f(a === b, c == d);"]],
    ["&& and || swap", "logical", "f(a && b || c);", ["f(a || b || c);", "f(a && b && c);"]],
    ["?? is left alone", "logical", "f(a ?? b);", []],
    ["a literal +1 and -1", "numeric", "f(2);", ["f(3);", "f(1);"]],
    ["below zero in brackets", "numeric", "f(0);", ["f(1);", "f((-1));"]],
    [
      "underscores and exponents read as numbers",
      "numeric",
      "f(86_400, 1e3);",
      ["f(86401, 1e3);", "f(86399, 1e3);", "f(86_400, 1001);", "f(86_400, 999);"],
    ],
    ["a property named by a number is not a value", "numeric", "f({ 0: x });", []],
    ["boolean literals flip", "negate", "f(true, false);", ["f(false, false);", "f(true, true);"]],
    ["a select: list only names columns", "negate", "db.find({ select: { id: true, user: { select: { name: true } } } });", []],
    ["an if's condition is negated", "negate", "if (a > 1) g();", ["if (!(a > 1)) g();"]],
    [
      "a where: filter loses one condition at a time",
      "drop-condition",
      'db.update({ where: { id, status: "queued" }, data: { n: 1 } });',
      ['db.update({ where: { status: "queued" }, data: { n: 1 } });', "db.update({ where: { id }, data: { n: 1 } });"],
    ],
    [
      "conditions inside OR lists are filters too",
      "drop-condition",
      "db.find({ where: { OR: [{ a: 1 }, { b: 2, c: 3 }] } });",
      [
        "db.find({ where: { } });",
        "db.find({ where: { OR: [{ }, { b: 2, c: 3 }] } });",
        "db.find({ where: { OR: [{ a: 1 }, { c: 3 }] } });",
        "db.find({ where: { OR: [{ a: 1 }, { b: 2 }] } });",
      ],
    ],
    ["a data: object is not a filter", "drop-condition", "db.update({ data: { a: 1, b: 2 } });", []],
    [
      "a multi-line filter keeps valid commas",
      "drop-condition",
      "q({\n  where: {\n    a,\n    b,\n  },\n});",
      ["q({\n  where: {\n    b,\n  },\n});", "q({\n  where: {\n    a,\n  },\n});"],
    ],
    [
      "functions return at once",
      "early-return",
      "function f() { g(); }\nconst h = () => { g(); };",
      ["function f() { return; g(); }\nconst h = () => { g(); };", "function f() { g(); }\nconst h = () => { return; g(); };"],
    ],
    [
      "not a constructor, a generator or an empty body",
      "early-return",
      "class A { constructor() { super(); } }\nfunction* g() { yield 1; }\nfunction e() {}",
      [],
    ],
  ])("%s", (_what, kind, source, expected) => {
    expect(mutants(source, kind)).toEqual(expected);
  });
});

describe("what is never mutated", () => {
  it.each([
    ["a string", 'const s = "a < b && c === 1";'],
    ["a template", "const s = `a < b`;"],
    ["a comment", "// a < b && 1\nconst s = 'x';"],
    ["a type", "type T = 1 | 2; let x: Array<2>;"],
    ["an import", 'import { a } from "./b";'],
  ])("%s", (_what, source) => {
    expect(mutationsOf("x.ts", source)).toEqual([]);
  });
});

describe("a mutation says where it is", () => {
  it("line and column of the replaced text, 1-based", () => {
    const [m] = mutationsOf("x.ts", "const a = 1;\nif (a < b) g();\n").filter((x) => x.kind === "comparison");
    expect([m.line, m.column, m.description]).toEqual([2, 7, "< -> <="]);
  });
});

describe("selectMutations", () => {
  const fake = (kind: MutationKind, start: number): Mutation => ({
    kind,
    start,
    end: start + 1,
    line: start,
    column: 1,
    replacement: "",
    description: "",
  });
  // 20 numeric, 3 logical, 1 early-return: a limit of 7 gives 1 early-return, 3 logical, 3 numeric
  const all = [
    ...Array.from({ length: 20 }, (_, i) => fake("numeric", i * 10)),
    ...[5, 15, 25].map((s) => fake("logical", s)),
    fake("early-return", 1),
  ];

  it("keeps everything under the limit", () => {
    expect(selectMutations(all, 100)).toHaveLength(all.length);
  });
  it("gives every kind a share in turn and spreads each share over the file", () => {
    const picked = selectMutations(all, 7);
    expect(picked).toHaveLength(7);
    expect(picked.filter((m) => m.kind === "early-return")).toHaveLength(1);
    expect(picked.filter((m) => m.kind === "logical")).toHaveLength(3);
    // 3 of 20 evenly: indices floor((i + 0.5) * 20 / 3) = 3, 10, 16 -> starts 30, 100, 160
    expect(picked.filter((m) => m.kind === "numeric").map((m) => m.start)).toEqual([30, 100, 160]);
  });
  it("returns them in source order", () => {
    const starts = selectMutations(all, 7).map((m) => m.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });
  it("names every kind it knows", () => {
    expect([...MUTATION_KINDS].sort()).toEqual(["comparison", "drop-condition", "early-return", "logical", "negate", "numeric"]);
  });
});
