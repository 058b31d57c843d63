// The data-dir template new PGlite databases are copied from (so no process but a short-lived child
// runs initdb). Real PGlite throughout: the template is built by a real child process, copied dirs
// are opened by openDatabase and queried.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { ensurePgliteTemplate, PGLITE_CONF, pgliteTemplateDir, seedDataDirFromTemplate } from "./pglite-template";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-template-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const REPO = process.cwd();
const PGLITE_PACKAGE = path.join(REPO, "node_modules/@electric-sql/pglite");

/** A project root whose node_modules has the real PGlite package and nothing else (its own template cache). */
function fakeRoot(name: string): string {
  const root = path.join(tmp, name);
  fs.mkdirSync(path.join(root, "node_modules/@electric-sql"), { recursive: true });
  fs.symlinkSync(PGLITE_PACKAGE, path.join(root, "node_modules/@electric-sql/pglite"));
  return root;
}

const emptyDir = (name: string) => fs.mkdirSync(path.join(tmp, name), { recursive: true }) ?? path.join(tmp, name);

describe("pgliteTemplateDir", () => {
  it("is keyed by the installed PGlite version and the conf, under that root's node_modules/.cache", () => {
    const version = JSON.parse(fs.readFileSync(path.join(PGLITE_PACKAGE, "package.json"), "utf8")).version;
    const dir = pgliteTemplateDir(REPO, PGLITE_CONF);
    expect(dir).toMatch(new RegExp(`^${REPO}/node_modules/\\.cache/vbench-review/pglite-${version.replace(/\./g, "\\.")}-[0-9a-f]{12}$`));
    expect(pgliteTemplateDir(REPO, ["shared_buffers=8MB"])).not.toBe(dir);
  });

  it("is null where no PGlite is installed (the opener then runs initdb itself)", () => {
    expect(pgliteTemplateDir(emptyDir("no-modules"), PGLITE_CONF)).toBeNull();
  });
});

describe("ensurePgliteTemplate", () => {
  it("builds one template in a child process; racing builders agree and leave no work dirs", async () => {
    const root = fakeRoot("race");
    const [a, b] = await Promise.all([ensurePgliteTemplate(root, PGLITE_CONF), ensurePgliteTemplate(root, PGLITE_CONF)]);
    expect(a).toBe(pgliteTemplateDir(root, PGLITE_CONF));
    expect(b).toBe(a);
    expect(fs.readFileSync(path.join(a!, "PG_VERSION"), "utf8").trim()).toMatch(/^\d+$/);
    expect(fs.readdirSync(path.dirname(a!))).toEqual([path.basename(a!)]);
  }, 120_000);

  it("replaces a template dir that is no data dir (emptied by hand) with a built one", async () => {
    const root = fakeRoot("emptied");
    const dir = pgliteTemplateDir(root, PGLITE_CONF)!;
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "stray"), "");
    expect(await ensurePgliteTemplate(root, PGLITE_CONF)).toBe(dir);
    expect(fs.existsSync(path.join(dir, "PG_VERSION"))).toBe(true);
    expect(fs.existsSync(path.join(dir, "stray"))).toBe(false);
  }, 120_000);

  it("reports the child's failure instead of leaving a half-built template", async () => {
    const root = path.join(tmp, "broken");
    // a package.json that names a version, but no module behind it: the child's import fails
    fs.mkdirSync(path.join(root, "node_modules/@electric-sql/pglite"), { recursive: true });
    fs.writeFileSync(
      path.join(root, "node_modules/@electric-sql/pglite/package.json"),
      JSON.stringify({ name: "@electric-sql/pglite", version: "0.0.0" }),
    );
    await expect(ensurePgliteTemplate(root, PGLITE_CONF)).rejects.toThrow(/PGlite initdb child exited 1: .*Cannot find/s);
    const cache = path.dirname(pgliteTemplateDir(root, PGLITE_CONF)!);
    expect(fs.readdirSync(cache)).toEqual([]);
    const dir = emptyDir("broken-target");
    expect(await seedDataDirFromTemplate(dir, root, PGLITE_CONF)).toMatchObject({
      outcome: "initdb here",
      why: expect.stringMatching(/could not be built/),
    });
    expect(fs.readdirSync(dir)).toEqual([]);
  }, 60_000);
});

describe("a new data dir", () => {
  let root: string;
  let template: string;
  beforeAll(async () => {
    // the repository's own template (npm ci's postinstall made it; built here if not), copied
    // under a root of its own with a marker file, so a copy is told apart from an initdb
    template = (await ensurePgliteTemplate(REPO, PGLITE_CONF))!;
    root = fakeRoot("marked");
    const marked = pgliteTemplateDir(root, PGLITE_CONF)!;
    fs.cpSync(template, marked, { recursive: true });
    fs.writeFileSync(path.join(marked, "copied-from-template"), "");
  }, 120_000);

  it("opened by openDatabase is a copy of the template, and works", async () => {
    const dir = emptyDir("opened");
    const db = await openDatabase(`pglite:${dir}`, { templateRoot: root });
    try {
      expect(fs.existsSync(path.join(dir, "copied-from-template"))).toBe(true);
      await db.sql.exec("create table t (x int); insert into t values (41), (1)");
      expect(await db.sql.query<{ s: number }>("select sum(x)::int as s from t")).toEqual([{ s: 42 }]);
    } finally {
      await db.close();
    }
    // and reopens with its data (a copy, not links into the template)
    const again = await openDatabase(`pglite:${dir}`, { templateRoot: root });
    try {
      expect(await again.sql.query<{ n: number }>("select count(*)::int as n from t")).toEqual([{ n: 2 }]);
    } finally {
      await again.close();
    }
    expect(fs.existsSync(path.join(pgliteTemplateDir(root, PGLITE_CONF)!, "base"))).toBe(true);
    const opened = await openDatabase(`pglite:${emptyDir("untouched-template-check")}`, { templateRoot: root });
    try {
      // the template itself never had the table: the first copy's writes stayed in the copy
      expect(await opened.sql.query("select 1 from pg_tables where tablename = 't'")).toEqual([]);
    } finally {
      await opened.close();
    }
  }, 60_000);

  it("is never copied over a dir that has anything in it", async () => {
    const dir = emptyDir("occupied");
    fs.writeFileSync(path.join(dir, "notes.txt"), "mine");
    expect(await seedDataDirFromTemplate(dir, root, PGLITE_CONF)).toEqual({ outcome: "not empty" });
    expect(fs.readdirSync(dir)).toEqual(["notes.txt"]);
  });

  it("copies whole files, no hard links into the template", async () => {
    const dir = emptyDir("copied");
    expect(await seedDataDirFromTemplate(dir, root, PGLITE_CONF)).toMatchObject({ outcome: "copied" });
    const file = path.join(dir, "PG_VERSION");
    expect(fs.statSync(file).nlink).toBe(1);
    expect(fs.readdirSync(tmp).filter((n) => n.includes(".seeding-"))).toEqual([]);
  });
});
