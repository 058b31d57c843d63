// `vbench-review login` checks a token before saving it: by its shape (a token copied in part), then
// against the real job route served on loopback (PGlite, and Postgres when DATABASE_URL is set).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => import("@/lib/auth/__tests__/next-headers-mock"));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

const { testDatabaseKinds } = await import("../db/__tests__/test-databases");
const { openHarness } = await import("../auth/__tests__/harness");
const { startRouteServer } = await import("./__tests__/route-server");
const jobs = await import("@/app/api/jobs/[runId]/route");
const { tokenRefusal, tokenShapeProblem } = await import("./login");

// a token as lib/auth/tokens.ts makes one: "vbr_" and 43 base64url characters (47 in all)
const WHOLE = `vbr_${"A1b2_-".repeat(7)}x`;

describe("tokenShapeProblem", () => {
  it.each([
    [WHOLE, null],
    [WHOLE.slice(0, 30), "it is 30 characters long, a token is 47: copied in part?"],
    [`${WHOLE}z`, "it is 48 characters long, a token is 47: something was appended?"],
    [`${WHOLE.slice(0, 20)} ${WHOLE.slice(21)}`, "it holds a character a token never has (a space or a line break inside it?)"],
    ["ghp_0123456789", "it does not start with vbr_ (a dashboard token does: Settings → API tokens)"],
  ])("%s -> %s", (token, problem) => {
    expect(WHOLE).toHaveLength(47);
    expect(tokenShapeProblem(token)).toBe(problem);
  });
});

describe.each(testDatabaseKinds())("tokenRefusal against the server on $name", (kind) => {
  let h: Awaited<ReturnType<typeof openHarness>>;
  let server: Awaited<ReturnType<typeof startRouteServer>>;
  beforeAll(async () => {
    h = await openHarness(kind, { ownTask: "task-own" });
    server = await startRouteServer([{ method: "GET", pattern: /^\/api\/jobs\/(?<runId>[^/]+)$/, handler: jobs.GET as never }]);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await h?.close();
  });

  it("accepts a token the server knows, whatever its scope", async () => {
    for (const scope of [
      { access: "write" as const, taskIds: null },
      { access: "read" as const, taskIds: ["task-own"] },
    ]) {
      const token = await h.token("contributor", scope);
      expect(await tokenRefusal({ url: server.url, token: token.secret })).toBeNull();
    }
  });

  it("refuses a well-shaped token the server does not know, saying what to do", async () => {
    const refusal = await tokenRefusal({ url: server.url, token: WHOLE });
    expect(refusal).toMatch(/refused the token \(GET \/api\/jobs\/[^)]*HTTP 401/);
    expect(refusal).toContain("create a new one in Settings → API tokens");
  });

  it("says the server cannot be reached", async () => {
    const closed = await startRouteServer([]);
    await closed.close();
    expect(await tokenRefusal({ url: closed.url, token: WHOLE })).toMatch(
      /^the token could not be checked: cannot reach http:\/\/127\.0\.0\.1:\d+/,
    );
  });
});
