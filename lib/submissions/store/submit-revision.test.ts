// Integration: a task folder pushed as an archive becomes a revision (PGlite always, Postgres when configured).
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tarGz, zipBytes, type TarEntry } from "../../archive/__tests__/build-archives";
import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { importTaskFolder } from "../../importers/store/import-task-folder";
import { submitRevision } from "./submit-revision";

const DEMO = path.resolve("prisma/fixtures/tasks/demo-shapes-activity");
const TASK = "demo-shapes-activity";
const author = { userId: "contrib-2", name: "Dana", submission: "submitted" as const };

function folderEntries(root: string, prefix: string, edit: (rel: string, b: Buffer) => Buffer = (_r, b) => b): TarEntry[] {
  const out: TarEntry[] = [];
  const walk = (dir: string, rel: string) => {
    for (const d of fs.readdirSync(dir, { withFileTypes: true })) {
      const r = rel ? `${rel}/${d.name}` : d.name;
      if (d.isDirectory()) walk(path.join(dir, d.name), r);
      else out.push({ name: `${prefix}${r}`, data: edit(r, fs.readFileSync(path.join(dir, d.name))) });
    }
  };
  walk(root, "");
  return out;
}
const edited = (rel: string, b: Buffer) => (rel.endsWith("instruction.md") ? Buffer.concat([b, Buffer.from("\nPushed revision.\n")]) : b);

for (const kind of testDatabaseKinds()) {
  describe(`task folder push on ${kind.name}`, () => {
    let db: Awaited<ReturnType<typeof kind.open>>;
    beforeAll(async () => {
      db = await kind.open();
      expect((await importTaskFolder(db.prisma, DEMO)).ok).toBe(true);
    });
    afterAll(async () => {
      await db?.drop();
    });

    it("a changed folder becomes a new revision, the same again is unchanged, both are events", async () => {
      const bytes = tarGz(folderEntries(DEMO, `${TASK}/`, edited));
      // counted before: other tests of this file push revisions of their own, in any order
      const revisionsBefore = await db.prisma.taskRevision.count({ where: { taskId: TASK } });
      const eventsBefore = await db.prisma.uploadEvent.count({ where: { kind: "revision", taskId: TASK } });
      const first = await submitRevision(db.prisma, TASK, { name: "push.tar.gz", bytes }, author);
      expect(first).toMatchObject({ ok: true, revision: "new" });
      const again = await submitRevision(db.prisma, TASK, { name: "push.zip", bytes: zipBytes(folderEntries(DEMO, "", edited)) }, author);
      expect(again).toMatchObject({ ok: true, revision: "unchanged" });
      expect(await db.prisma.taskRevision.count({ where: { taskId: TASK } })).toBe(revisionsBefore + 1);
      if (!first.ok) return;
      const rev = await db.prisma.taskRevision.findUniqueOrThrow({ where: { id: first.revisionId } });
      expect(rev.authorId).toBe("contrib-2");
      // a contributor's pushed folder is a proposal; the imported one it changes stays as imported
      expect(rev.submissionState).toBe("submitted");
      expect(await db.prisma.taskRevision.count({ where: { taskId: TASK, submissionState: null } })).toBe(1);
      expect(rev.instructionText).toContain("Pushed revision.");
      expect(await db.prisma.uploadEvent.count({ where: { kind: "revision", taskId: TASK } })).toBe(eventsBefore + 2);
    });

    it.each([
      [
        "a traversal entry",
        () => tarGz([...folderEntries(DEMO, `${TASK}/`), { name: "../escape.txt", data: Buffer.from("x") }]),
        /archive: \.\.\/escape\.txt: the path leaves the archive root/,
      ],
      [
        "a symlink",
        () => tarGz([...folderEntries(DEMO, `${TASK}/`), { name: `${TASK}/gt.json`, type: "2", linkname: "/etc/passwd" }]),
        /symbolic links are not allowed/,
      ],
      [
        "another task's folder",
        () => tarGz(folderEntries(DEMO, "other-task/", edited)),
        /the folder is other-task, but this is task demo-shapes-activity/,
      ],
      ["no task.toml", () => tarGz([{ name: "README.md", data: Buffer.from("hi") }]), /no task\.toml/],
      [
        "a folder the importer refuses",
        () =>
          tarGz(
            folderEntries(DEMO, `${TASK}/`)
              .filter((e) => !e.name.endsWith("task.toml"))
              .concat([{ name: `${TASK}/task.toml`, data: Buffer.from("this is = = not toml") }]),
          ),
        /task\.toml/,
      ],
    ])("refuses %s and writes nothing", async (_w, build, why) => {
      const before = await db.prisma.taskRevision.count();
      const events = await db.prisma.uploadEvent.count();
      const r = await submitRevision(db.prisma, TASK, { name: "bad.tar.gz", bytes: build() }, author);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.errors.join("\n")).toMatch(why);
      expect(await db.prisma.taskRevision.count()).toBe(before);
      expect(await db.prisma.uploadEvent.count()).toBe(events);
    });

    // bench:hostile found this as a 500: the parsed file was walked recursively when stored
    it("a 50,000-deep environment/vocabulary.json is a finding of the revision that names it, not a crash", async () => {
      const deep = Buffer.from("[".repeat(50_000) + "]".repeat(50_000));
      const bytes = tarGz(folderEntries(DEMO, `${TASK}/`, (rel, b) => (rel === "environment/vocabulary.json" ? deep : edited(rel, b))));
      const r = await submitRevision(db.prisma, TASK, { name: "deep.tar.gz", bytes }, author);
      expect(r, JSON.stringify(r)).toMatchObject({ ok: true });
      if (!r.ok) return;
      const rev = await db.prisma.taskRevision.findUniqueOrThrow({ where: { id: r.revisionId } });
      expect(JSON.stringify(rev)).toMatch(/environment\/vocabulary\.json.{0,80}nested more than 256 levels deep \(line 1, column 257\)/);
    });

    it("a push repeating a proposal: the contributor's decides nothing, a maintainer's accepts it (who, why, audit log)", async () => {
      // content of this test's own, so no other test's push has stored it first
      const own = (rel: string, b: Buffer) =>
        rel.endsWith("instruction.md") ? Buffer.concat([b, Buffer.from("\nProposal settled by a push.\n")]) : b;
      const bytes = tarGz(folderEntries(DEMO, `${TASK}/`, own));
      const proposed = await submitRevision(db.prisma, TASK, { name: "p.tar.gz", bytes }, author);
      expect(proposed).toMatchObject({ ok: true, revision: "new" });
      if (!proposed.ok) return;
      const state = async () =>
        db.prisma.taskRevision.findUniqueOrThrow({
          where: { id: proposed.revisionId },
          select: { submissionState: true, reviewedByName: true, reviewReason: true },
        });

      const byContributor = await submitRevision(db.prisma, TASK, { name: "p.tar.gz", bytes }, author);
      expect(byContributor).toMatchObject({ ok: true, revision: "unchanged", revisionId: proposed.revisionId });
      if (byContributor.ok) expect(byContributor.problems.join("\n")).not.toMatch(/proposal/);
      expect(await state()).toMatchObject({ submissionState: "submitted", reviewedByName: null });

      const maintainer = { userId: null, name: "Mo", submission: null };
      const byMaintainer = await submitRevision(db.prisma, TASK, { name: "p.tar.gz", bytes }, maintainer);
      expect(byMaintainer).toMatchObject({ ok: true, revision: "unchanged", revisionId: proposed.revisionId });
      if (byMaintainer.ok) expect(byMaintainer.problems.join("\n")).toMatch(/was a proposal awaiting review: the import accepted it/);
      expect(await state()).toMatchObject({
        submissionState: "accepted",
        reviewedByName: "Mo",
        reviewReason: expect.stringMatching(/imported by a maintainer/),
      });
      const logged = await db.prisma.auditLog.findMany({
        where: { target: `revision:${proposed.revisionId}`, action: "submission-accepted" },
      });
      expect(logged).toHaveLength(1);
      expect(logged[0].details).toMatchObject({ from: "submitted", to: "accepted", via: "import" });
    });

    it("refuses a push to a task that does not exist", async () => {
      expect(await submitRevision(db.prisma, "nope", { name: "a.tgz", bytes: tarGz([]) }, author)).toMatchObject({
        ok: false,
        status: 404,
      });
    });

    it("new task from archive: created under task.toml's id (not the folder's name); the same again is 409 and writes nothing", async () => {
      const rename = (rel: string, b: Buffer) =>
        rel === "task.toml"
          ? Buffer.from(b.toString("utf8").replace(`name = "vbench-review/${TASK}"`, 'name = "vbench-review/demo-copy"'))
          : b;
      const bytes = tarGz(folderEntries(DEMO, "any-folder-name/", rename));
      const maintainer = { userId: "maint-1", name: "Mo", submission: null };
      const made = await submitRevision(db.prisma, null, { name: "new.tar.gz", bytes }, maintainer);
      expect(made).toMatchObject({ ok: true, revision: "new", taskId: "demo-copy" });
      expect(await db.prisma.task.count({ where: { id: "demo-copy" } })).toBe(1);
      const [revisions, events] = [await db.prisma.taskRevision.count(), await db.prisma.uploadEvent.count()];
      const again = await submitRevision(db.prisma, null, { name: "new.tar.gz", bytes }, maintainer);
      expect(again).toMatchObject({ ok: false, status: 409, errors: [expect.stringContaining("task demo-copy exists")] });
      expect([await db.prisma.taskRevision.count(), await db.prisma.uploadEvent.count()]).toEqual([revisions, events]);
      const badId = tarGz(
        folderEntries(DEMO, "", (rel, b) =>
          rel === "task.toml" ? Buffer.from(b.toString("utf8").replace(`name = "vbench-review/${TASK}"`, 'name = "x/ bad id"')) : b,
        ),
      );
      expect(await submitRevision(db.prisma, null, { name: "b.tgz", bytes: badId }, maintainer)).toMatchObject({ ok: false, status: 400 });
    });
  });
}
