// Issue 23 finding 7: GET /api/openapi.json answered 500 ("t.openapi is not a function") in some
// fresh server processes. zod copies `.openapi` onto a schema when it is built, so a schema whose
// module loaded before lib/openapi/registry.ts (a route that parses rows requested first) had
// none. Each case here is a fresh Node process that loads schema modules first, as such a server
// would, then builds the document; a build of the app is not needed to replay the order.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Every module under lib/ that builds zod schemas, outside lib/openapi and tests. */
function schemaModules(dir = path.join(ROOT, "lib")): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return ["__tests__", "__fixtures__", "generated", "openapi"].includes(d.name) ? [] : schemaModules(p);
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) && /from "zod"/.test(fs.readFileSync(p, "utf8")) ? [p] : [];
  });
}

function buildAfter(first: string[]): { status: number | null; stdout: string; stderr: string } {
  const script = `
    let loaded = 0;
    for (const m of ${JSON.stringify(first)}) {
      await import(m);
      loaded++;
    }
    const { buildOpenApiDocument } = await import(${JSON.stringify(path.join(ROOT, "lib/openapi/document.ts"))});
    console.log(JSON.stringify({ loaded, paths: Object.keys(buildOpenApiDocument().paths ?? {}).length }));`;
  // "server-only" as a Next server has it (empty), not the throwing copy plain Node resolves
  const preload = path.join(ROOT, "lib/openapi/__tests__/empty-server-only.mjs");
  return spawnSync(process.execPath, ["--import", preload, "--import", "tsx", "--input-type=module", "-e", script], {
    cwd: ROOT,
    encoding: "utf8",
    timeout: 120_000,
  });
}

describe("the OpenAPI document in a fresh process", () => {
  const modules = schemaModules();
  it.each([
    ["the row parser (POST /api/tasks/<id>/rows) first", [path.join(ROOT, "lib/uploads/row-input.ts")]],
    ["the upload parser (POST /api/tasks/<id>/uploads) first", [path.join(ROOT, "lib/uploads/upload-input.ts")]],
    ["every schema module first", modules],
    ["nothing first", []],
  ])(
    "builds with %s",
    (_name, first) => {
      const r = buildAfter(first);
      expect(r.stderr).not.toMatch(/openapi is not a function/);
      expect(r.status).toBe(0);
      const out = JSON.parse(r.stdout.trim().split("\n").pop()!) as { loaded: number; paths: number };
      expect(out.loaded).toBe(first.length);
      expect(out.paths).toBeGreaterThan(5);
    },
    120_000,
  );
  it("finds the schema modules it loads", () => {
    expect(modules.map((m) => path.relative(ROOT, m))).toEqual(
      expect.arrayContaining(["lib/uploads/row-input.ts", "lib/uploads/upload-input.ts"]),
    );
  });
});
