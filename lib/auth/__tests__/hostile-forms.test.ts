// Issue 9 item 15 for server actions: NUL bytes, duplicated fields and path-like task ids in
// form data are clean refusals that write nothing (Postgres would otherwise 500 on 0x00).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => import("./next-headers-mock"));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { addComment } from "../../actions/add-comment";
import { submitVerdict } from "../../actions/submit-verdict";
import { countAll, openHarness, type Harness } from "./harness";

function form(entries: [string, string][]): FormData {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
}

describe.each(testDatabaseKinds())("hostile form data on $name", (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await openHarness(kind);
  }, 120_000);
  afterAll(async () => h?.close());

  it.each<[string, () => FormData, string, RegExp | null]>([
    [
      "a NUL in the verdict body",
      () =>
        form([
          ["taskId", "task-own"],
          ["verdict", "approve"],
          ["body", "ok\0"],
        ]),
      "INVALID",
      /NUL/,
    ],
    [
      "a NUL in the task id",
      () =>
        form([
          ["taskId", "task-own\0"],
          ["verdict", "approve"],
          ["body", ""],
        ]),
      "INVALID",
      /NUL/,
    ],
    [
      "the verdict sent twice",
      () =>
        form([
          ["taskId", "task-own"],
          ["verdict", "approve"],
          ["verdict", "request_changes"],
          ["body", ""],
        ]),
      "INVALID",
      /more than once/,
    ],
    [
      "a path as the task id",
      () =>
        form([
          ["taskId", "../task-own"],
          ["verdict", "approve"],
          ["body", ""],
        ]),
      "NOT_FOUND",
      null,
    ],
    [
      "an encoded path as the task id",
      () =>
        form([
          ["taskId", "%2e%2e"],
          ["verdict", "approve"],
          ["body", ""],
        ]),
      "NOT_FOUND",
      null,
    ],
    [
      "an unknown verdict",
      () =>
        form([
          ["taskId", "task-own"],
          ["verdict", "merge-now"],
          ["body", ""],
        ]),
      "INVALID",
      /approve/,
    ],
  ])("refuses %s and writes nothing", async (_what, make, code, fieldMessage) => {
    h.actAs("maintainer");
    const before = await countAll(h);
    const r = await submitVerdict(null, make());
    expect(r).toMatchObject({ ok: false, code });
    if (fieldMessage) expect(Object.values(r!.fieldErrors).flat().join(" ")).toMatch(fieldMessage);
    expect(await countAll(h)).toEqual(before);
  });

  it.each<[string, unknown]>([
    ["null", null],
    ["a string", "taskId=task-own&verdict=approve"],
    ["an array", [["taskId", "task-own"]]],
  ])("an action called with %s as its form is an empty form: INVALID naming the fields, nothing written", async (_what, input) => {
    h.actAs("maintainer");
    const before = await countAll(h);
    const r = await submitVerdict(null, input as FormData);
    expect(r).toMatchObject({ ok: false, code: "INVALID" });
    expect(Object.keys(r!.fieldErrors)).toContain("taskId");
    expect(await countAll(h)).toEqual(before);
  });

  it("a NUL in a comment is refused; the same comment without it is saved, signed by the actor", async () => {
    h.actAs("contributor");
    expect(
      await addComment(
        null,
        form([
          ["taskId", "task-own"],
          ["body", "a\0b"],
        ]),
      ),
    ).toMatchObject({ ok: false, code: "INVALID" });
    expect(
      await addComment(
        null,
        form([
          ["taskId", "task-own"],
          ["body", "ab"],
        ]),
      ),
    ).toMatchObject({ ok: true });
    const c = await h.db.prisma.comment.findFirstOrThrow({ where: { taskId: "task-own" }, orderBy: { createdAt: "desc" } });
    expect(c).toMatchObject({ body: "ab", author: "The contributor", authorId: h.users.contributor.id });
  });

  it("a typed-in author is ignored: the verdict is signed by the signed-in maintainer", async () => {
    h.actAs("maintainer");
    expect(
      await submitVerdict(
        null,
        form([
          ["taskId", "task-own"],
          ["verdict", "comment"],
          ["body", "signed"],
          ["author", "someone else"],
        ]),
      ),
    ).toMatchObject({ ok: true });
    const r = await h.db.prisma.review.findFirstOrThrow({ where: { body: "signed" } });
    expect(r).toMatchObject({ author: "The maintainer", authorId: h.users.maintainer.id });
    const audit = await h.db.prisma.auditLog.findFirstOrThrow({ where: { action: "submit-verdict" }, orderBy: { at: "desc" } });
    expect(audit).toMatchObject({ actorId: h.users.maintainer.id, taskId: "task-own" });
  });
});
