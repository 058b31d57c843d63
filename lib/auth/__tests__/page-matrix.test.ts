// Pages in the authorisation matrix: every page file under app/ calls guardPage, and each task
// page, called as a server component with the actor's cookie, sends anonymous visitors to sign-in
// and renders for a viewer and a maintainer, showing the task (status and content). The policy
// (lib/auth/can.ts) lets every signed-in role read every task, so a contributor on another task's
// page is not refused: there is no such cell to test (a task page without a revision is a 404 of
// the page's own, not of the guard). Pages never take an API token, whatever its scope: a request
// carrying only a Bearer header is anonymous there (a token is for the HTTP API; its scope cells
// are in matrix.test.ts). Refusals are what Next turns into the status (its redirect / not-found errors).
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => import("./next-headers-mock"));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { importTaskFolder } from "../../importers/store/import-task-folder";
import { openHarness, type Harness, type MatrixActor } from "./harness";
import { setTestHeaders } from "./next-headers-mock";

const ROOT = path.resolve(import.meta.dirname, "../../..");
// the task pages by file, with the params they take beyond the task (ids that do not exist: the
// guard decides before any lookup, so a refusal cannot depend on them)
const TASK_PAGES: Record<string, Record<string, string>> = {
  "app/tasks/[id]/page.tsx": {},
  "app/tasks/[id]/audits/page.tsx": {},
  "app/tasks/[id]/compare/page.tsx": {},
  "app/tasks/[id]/export/page.tsx": {},
  "app/tasks/[id]/revisions/page.tsx": {},
  "app/tasks/[id]/files/[fileId]/page.tsx": { fileId: "none" },
  "app/tasks/[id]/ledgers/[ledgerId]/page.tsx": { ledgerId: "none" },
  "app/tasks/[id]/revisions/[range]/page.tsx": { range: "1..2" },
  "app/tasks/[id]/rollouts/[rolloutId]/page.tsx": { rolloutId: "none" },
};

// every other guarded page, with the need its guard states (written out by hand, like the matrix's
// policy) and the params it takes; a page that names a record that does not exist is a 404 of its own
const ACCOUNT_PAGES: Record<string, { need: "read" | "review" | "admin"; params?: Record<string, string> }> = {
  "app/page.tsx": { need: "read" },
  "app/settings/account/page.tsx": { need: "read" },
  "app/settings/tokens/page.tsx": { need: "read" },
  "app/docs/api/page.tsx": { need: "read" },
  "app/import/page.tsx": { need: "review" },
  "app/pulls/page.tsx": { need: "review" },
  "app/pulls/[number]/page.tsx": { need: "review", params: { number: "999999" } },
  "app/admin/users/page.tsx": { need: "admin" },
  "app/admin/settings/page.tsx": { need: "admin" },
};
const MAY: Record<"read" | "review" | "admin", Array<Exclude<MatrixActor, "anonymous">>> = {
  read: ["viewer", "contributor", "maintainer", "admin"],
  review: ["maintainer", "admin"],
  admin: ["admin"],
};

function pageFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    return d.isDirectory() ? pageFiles(p) : d.name === "page.tsx" ? [path.relative(ROOT, p)] : [];
  });
}

/** The text a rendered element tree spells out directly (children of its elements, not nested server components' output). */
function textOf(node: unknown): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join(" ");
  if (node && typeof node === "object" && "props" in node) return textOf((node as { props: { children?: unknown } }).props.children);
  return "";
}

// what a server component's refusal is: Next's redirect and not-found errors carry a digest; a
// rendered page is "shows <task>" when its own text names the task (by id or title), so a page that
// renders an empty shell (or someone else's task) for an allowed reader does not pass as allowed
async function outcomeOf(run: () => Promise<unknown>, task?: { id: string; title: string }): Promise<string> {
  try {
    const text = textOf(await run());
    if (!task) return "rendered";
    return text.includes(task.id) || (task.title.length > 3 && text.includes(task.title))
      ? `shows ${task.id}`
      : "rendered without the task";
  } catch (e) {
    const digest = String((e as { digest?: unknown }).digest ?? (e instanceof Error ? e.message : e));
    if (digest.startsWith("NEXT_REDIRECT")) return `redirect ${digest.split(";")[2]?.split("?")[0]}`;
    if (digest.startsWith("NEXT_HTTP_ERROR_FALLBACK;404")) return "404";
    if (digest.startsWith("NEXT_HTTP_ERROR_FALLBACK;403")) return "403";
    return `error ${digest.slice(0, 200)}`;
  }
}

describe("every page file is guarded", () => {
  it("calls guardPage (or is sign-in itself), and every task page is in TASK_PAGES", () => {
    const unguarded: string[] = [];
    for (const file of pageFiles(path.join(ROOT, "app"))) {
      const text = fs.readFileSync(path.join(ROOT, file), "utf8");
      if (!file.startsWith("app/sign-in/") && !text.includes("guardPage(")) unguarded.push(file);
      if (file.startsWith("app/tasks/")) expect(Object.keys(TASK_PAGES), file).toContain(file);
      else if (!file.startsWith("app/sign-in/")) expect(Object.keys(ACCOUNT_PAGES), file).toContain(file);
    }
    expect(unguarded).toEqual([]);
  });
});

describe.each(testDatabaseKinds())("task pages on $name", (kind) => {
  let h: Harness;
  beforeAll(async () => {
    // the maintainer's task is a real imported task (a bare one has no revision, so its page is a 404 of its own)
    h = await openHarness(kind, { ownTask: "demo-shapes-activity", otherTask: "other-task" });
    expect((await importTaskFolder(h.db.prisma, path.join(ROOT, "prisma/fixtures/tasks/demo-shapes-activity"))).ok).toBe(true);
  }, 120_000);
  afterAll(async () => h?.close());

  let allTasksToken = "";
  const titles = new Map<string, string>();
  beforeAll(async () => {
    allTasksToken = (await h.token("maintainer", { access: "write", taskIds: null })).secret;
    for (const t of await h.db.prisma.task.findMany({ select: { id: true, title: true } })) titles.set(t.id, t.title);
  });

  const render = async (file: string, task: string) => {
    const mod = (await import(/* @vite-ignore */ path.join(ROOT, file))) as { default: (p: unknown) => Promise<unknown> };
    return outcomeOf(() => mod.default({ params: Promise.resolve({ id: task, ...TASK_PAGES[file] }), searchParams: Promise.resolve({}) }), {
      id: task,
      title: titles.get(task) ?? task,
    });
  };
  const call = (file: string, actor: MatrixActor, task: string) => {
    h.actAs(actor);
    return render(file, task);
  };

  it.each(Object.keys(TASK_PAGES))(
    "%s: anonymous and a Bearer token -> sign-in, contributor on a task without a revision -> 404, viewer and maintainer -> the task",
    async (file) => {
      expect(await call(file, "anonymous", h.ownTask)).toBe("redirect /sign-in");
      setTestHeaders(new Headers({ authorization: `Bearer ${allTasksToken}`, host: "127.0.0.1:3999" }));
      expect(await render(file, h.ownTask)).toBe("redirect /sign-in");
      expect(await call(file, "contributor", h.otherTask)).toBe("404");
      // past the guard: the page shows the task, or (an id that does not exist) is a 404 of its own
      const mustShow = Object.keys(TASK_PAGES[file]).length === 0;
      for (const reader of ["viewer", "maintainer"] as const)
        expect(await call(file, reader, h.ownTask), reader).toBe(mustShow ? `shows ${h.ownTask}` : "404");
    },
    60_000,
  );
});

describe.each(testDatabaseKinds())("account and admin pages on $name", (kind) => {
  let h: Harness;
  let token = "";
  beforeAll(async () => {
    h = await openHarness(kind);
    token = (await h.token("admin", { access: "write", taskIds: null })).secret;
  }, 120_000);
  afterAll(async () => h?.close());

  const render = async (file: string) => {
    const mod = (await import(/* @vite-ignore */ path.join(ROOT, file))) as { default: (p: unknown) => Promise<unknown> };
    const out = await outcomeOf(() =>
      mod.default({ params: Promise.resolve(ACCOUNT_PAGES[file].params ?? {}), searchParams: Promise.resolve({}) }),
    );
    // past the guard, a page of a record that does not exist is the page's own 404
    return out === "404" && ACCOUNT_PAGES[file].params ? "rendered" : out;
  };

  it.each(Object.keys(ACCOUNT_PAGES))(
    "%s: anonymous and an admin's Bearer token -> sign-in; each role by the page's need",
    async (file) => {
      h.actAs("anonymous");
      expect(await render(file)).toBe("redirect /sign-in");
      setTestHeaders(new Headers({ authorization: `Bearer ${token}`, host: "127.0.0.1:3999" }));
      expect(await render(file)).toBe("redirect /sign-in");
      for (const actor of ["viewer", "contributor", "maintainer", "admin"] as const) {
        h.actAs(actor);
        const want = MAY[ACCOUNT_PAGES[file].need].includes(actor) ? "rendered" : "redirect /sign-in/forbidden";
        expect(await render(file), actor).toBe(want);
      }
    },
    60_000,
  );
});
