// The supervisor's malloc settings for next-server (malloc-env.mjs): added to the environment,
// never overriding what the operator set.
import { describe, expect, it } from "vitest";
import { SERVER_MALLOC_ENV, withServerMalloc } from "./malloc-env.mjs";

describe("withServerMalloc", () => {
  it.each([
    ["an environment without them", { PORT: "3000" }, { PORT: "3000", MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" }],
    ["an operator's own arena count", { MALLOC_ARENA_MAX: "4" }, { MALLOC_ARENA_MAX: "4", MALLOC_MMAP_THRESHOLD_: "131072" }],
    ["an operator's own threshold", { MALLOC_MMAP_THRESHOLD_: "65536" }, { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "65536" }],
  ])("%s", (_, env, expected) => expect(withServerMalloc(env)).toEqual(expected));

  it("leaves the caller's object alone", () => {
    const env = { PORT: "1" };
    withServerMalloc(env);
    expect(env).toEqual({ PORT: "1" });
    expect(Object.keys(SERVER_MALLOC_ENV).sort()).toEqual(["MALLOC_ARENA_MAX", "MALLOC_MMAP_THRESHOLD_"]);
  });
});
