// Issue 9 item 15: hostile ids in route params are clean 4xx (never a 500), for every role.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => import("./next-headers-mock"));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { countAll, openHarness, type Harness } from "./harness";

type RouteFn = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

const HOSTILE = ["%ZZ", "%00", "a%00b", "..", "%2e%2e", "%2E%2e", "a%2F..%2Fb", "%", "x".repeat(300)];
const ROUTES: [string, string, string][] = [
  ["app/tasks/[id]/export.md/route.ts", "GET", "id"],
  ["app/api/tasks/[id]/rows/route.ts", "POST", "id"],
  ["app/api/tasks/[id]/uploads/route.ts", "POST", "id"],
  ["app/api/tasks/[id]/revisions/route.ts", "POST", "id"],
  ["app/api/media/[mediaId]/route.ts", "GET", "mediaId"],
  ["app/api/media/[mediaId]/route.ts", "POST", "mediaId"],
  ["app/api/media/[mediaId]/progress/route.ts", "GET", "mediaId"],
  ["app/api/jobs/[runId]/route.ts", "GET", "runId"],
];

describe.each(testDatabaseKinds())("hostile route params on $name", (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await openHarness(kind);
  }, 120_000);
  afterAll(async () => h?.close());

  it.each(ROUTES.flatMap(([file, method, param]) => HOSTILE.map((raw) => [file, method, param, raw] as const)))(
    "%s %s with %s=%j -> 400 naming the param",
    async (file, method, param, raw) => {
      const mod = (await import(/* @vite-ignore */ `../../../${file}`)) as Record<string, RouteFn>;
      const before = await countAll(h);
      const res = await mod[method](
        new Request("http://127.0.0.1:3999/x", { method, headers: h.headersOf("admin"), body: method === "POST" ? "x" : undefined }),
        {
          params: Promise.resolve({ [param]: raw }),
        },
      );
      expect(res.status).toBe(400);
      const body = (await res.json()) as { ok: boolean; error: { code: string; message: string } };
      expect(body).toMatchObject({ ok: false, error: { code: "INVALID", message: expect.stringContaining(param) } });
      expect(await countAll(h)).toEqual(before);
    },
  );
});
