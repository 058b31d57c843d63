// The CLI bundles' fingerprint (when dist/cli must be rebuilt) and what the judge CLI loads.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { CLI_ENTRIES, OUT_DIR, bundleIsFresh, ensureClisBuilt, writeStamp } from "./cli-bundle.mjs";

function fakeBuild() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "cli-bundle-"));
  const outDir = path.join(root, "dist/cli");
  fs.mkdirSync(outDir, { recursive: true });
  fs.mkdirSync(path.join(root, "lib"));
  fs.writeFileSync(path.join(root, "lib/a.ts"), "export const a = 1;\n");
  fs.writeFileSync(path.join(root, "lib/b.ts"), "export const b = 2;\n");
  for (const name of Object.keys(CLI_ENTRIES)) fs.writeFileSync(path.join(outDir, `${name}.mjs`), "");
  writeStamp(outDir, root, ["lib/a.ts", "lib/b.ts"]);
  return { root, outDir, file: (rel: string) => path.join(root, rel) };
}

describe("bundleIsFresh", () => {
  it("is fresh right after a build of the same inputs", () => {
    const b = fakeBuild();
    expect(bundleIsFresh(b)).toBe(true);
  });

  it("is stale without a fingerprint, or with one that is not JSON", () => {
    const b = fakeBuild();
    fs.writeFileSync(path.join(b.outDir, "fingerprint.json"), "{not json");
    expect(bundleIsFresh(b)).toBe(false);
    fs.rmSync(path.join(b.outDir, "fingerprint.json"));
    expect(bundleIsFresh(b)).toBe(false);
  });

  it("is stale when an input's content changed, even at the same size", () => {
    const b = fakeBuild();
    fs.writeFileSync(b.file("lib/a.ts"), "export const a = 9;\n");
    expect(bundleIsFresh(b)).toBe(false);
  });

  it("stays fresh when an input is only touched (same bytes, new mtime)", () => {
    const b = fakeBuild();
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(b.file("lib/b.ts"), later, later);
    expect(bundleIsFresh(b)).toBe(true);
  });

  it("is stale when an input is gone or an entry point is missing", () => {
    const gone = fakeBuild();
    fs.rmSync(gone.file("lib/b.ts"));
    expect(bundleIsFresh(gone)).toBe(false);
    const noEntry = fakeBuild();
    fs.rmSync(path.join(noEntry.outDir, "judge.mjs"));
    expect(bundleIsFresh(noEntry)).toBe(false);
  });
});

/** Every file an entry loads before running (static imports), following the chunks it names. */
function staticGraph(entry: string): { files: string[]; packages: Set<string> } {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(path.join(OUT_DIR, file), "utf8");
    // static `import ... from "x"` and bare `import "x"`; `import("x")` (lazy) is not followed
    for (const m of text.matchAll(/(?:\bfrom|\bimport)\s*"([^"]+)"/g)) {
      const spec = m[1];
      if (spec.startsWith("./")) visit(spec.slice(2));
      else packages.add(spec);
    }
  };
  visit(entry);
  return { files: [...seen], packages };
}

describe("the built CLIs", () => {
  beforeAll(async () => {
    await ensureClisBuilt();
  }, 120_000);

  it("the judge CLI loads no Prisma, PGlite, pg, pg-boss, Next or zod before it runs", () => {
    const { files, packages } = staticGraph("judge.mjs");
    const heavy = [...packages].filter((p) => /^(@prisma|@electric-sql|pg$|pg-boss|next|zod|pglite)/.test(p));
    expect(heavy).toEqual([]);
    // and the scan sees imports at all: it followed the entry's chunks
    expect(files.length).toBeGreaterThan(1);
  });

  it("the worker and import CLIs load Prisma and pg-boss lazily, after their arguments are checked", () => {
    for (const entry of ["worker.mjs", "import.mjs"]) {
      const { packages } = staticGraph(entry);
      expect(
        [...packages].filter((p) => /^(@prisma|pg-boss|@electric-sql)/.test(p)),
        entry,
      ).toEqual([]);
    }
  });

  it("the import CLI still reaches Prisma (through a lazy chunk)", () => {
    const lazy = fs
      .readdirSync(OUT_DIR)
      .filter((f) => f.endsWith(".mjs") && /@prisma\//.test(fs.readFileSync(path.join(OUT_DIR, f), "utf8")));
    expect(lazy.length).toBeGreaterThan(0);
  });
});
