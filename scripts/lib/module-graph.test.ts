import { describe, expect, it } from "vitest";
import { folderDependencies, folderOf, staticClosure, twoWayPairs } from "./module-graph";

const files: Record<string, string> = {
  "lib/actions/run.ts": 'import { enqueue } from "../jobs/server";\nimport type { Big } from "../audits/big";',
  "lib/jobs/server.ts": 'import { TABLE } from "./table";',
  "lib/jobs/table.ts": 'import { params } from "../audits/params";\nconst h = () => import("../audits/big");',
  "lib/audits/params.ts": 'import { z } from "zod";',
  "lib/audits/big.ts": 'import { run } from "../jobs/server";',
  "lib/env.ts": "export const env = 1;",
};
const read = (f: string) => files[f];
const resolve = (from: string, spec: string) => {
  const dir = from.split("/").slice(0, -1);
  for (const part of spec.split("/")) {
    if (part === "..") dir.pop();
    else if (part !== ".") dir.push(part);
  }
  const file = `${dir.join("/")}.ts`;
  return file in files ? file : null;
};

describe("staticClosure", () => {
  it("follows static value imports, not import() nor import type", () => {
    expect([...staticClosure("lib/actions/run.ts", read, resolve)].sort()).toEqual([
      "lib/actions/run.ts",
      "lib/audits/params.ts",
      "lib/jobs/server.ts",
      "lib/jobs/table.ts",
    ]);
  });
});

describe("folderOf", () => {
  it.each([
    ["lib/data/queries/x.ts", "lib/data"],
    ["lib/gates/store/gate-facts.ts", "lib/gates/store"],
    ["lib/gates/store/__tests__/x.ts", "lib/gates/store"],
    ["lib/gates/evaluate-gates.ts", "lib/gates"],
    ["lib/env.ts", "lib"],
    ["app/tasks/[id]/page.tsx", "app"],
    ["components/a/B.tsx", "components"],
  ])("%s is in %s", (file, folder) => expect(folderOf(file)).toBe(folder));
});

describe("twoWayPairs", () => {
  it("finds a pair through a dynamic import and names one import each way", () => {
    const deps = folderDependencies(Object.keys(files), read, resolve, (f) => f);
    expect(twoWayPairs(deps)).toEqual([
      {
        folders: ["lib/audits", "lib/jobs"],
        examples: ["lib/audits/big.ts -> lib/jobs/server.ts", "lib/jobs/table.ts -> lib/audits/params.ts"],
      },
    ]);
  });
  it("a one-way graph has none", () => {
    const deps = new Map([["lib/a", new Map([["lib/b", "a -> b"]])]]);
    expect(twoWayPairs(deps)).toEqual([]);
  });
});
