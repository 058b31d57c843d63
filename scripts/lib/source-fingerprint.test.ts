// The build fingerprint changes exactly when something `next build` compiles in (or the built
// server applies) changes: a schema or migration edit must rebuild, a test edit must not.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { sourceFingerprint } from "./source-fingerprint";

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((r) => fs.rmSync(r, { recursive: true, force: true })));

function project(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "vbench-fp-"));
  roots.push(root);
  const files: Record<string, string> = {
    "app/page.tsx": "export default 1;",
    "lib/a.ts": "export const a = 1;",
    "lib/a.test.ts": "test",
    "lib/__tests__/helper.ts": "helper",
    "lib/generated/prisma/client.ts": "generated",
    "prisma/schema.prisma": "model A { id Int @id }",
    "prisma/migrations/1_init/migration.sql": "CREATE TABLE a();",
    "prisma/fixtures/tasks/t/task.toml": "seed data",
    "package.json": "{}",
  };
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  }
  return root;
}

describe("sourceFingerprint", () => {
  const cases: Array<[string, boolean]> = [
    ["prisma/schema.prisma", true],
    ["prisma/migrations/1_init/migration.sql", true],
    ["lib/a.ts", true],
    ["package.json", true],
    ["lib/a.test.ts", false],
    ["lib/__tests__/helper.ts", false],
    ["lib/generated/prisma/client.ts", false],
    ["prisma/fixtures/tasks/t/task.toml", false],
  ];
  it.each(cases)("editing %s changes it: %s", (rel, changes) => {
    const root = project();
    const before = sourceFingerprint(root);
    fs.appendFileSync(path.join(root, rel), "\n// edited");
    expect(sourceFingerprint(root) !== before).toBe(changes);
  });

  it("is the same for the same tree", () => {
    const root = project();
    expect(sourceFingerprint(root)).toBe(sourceFingerprint(root));
  });
});
