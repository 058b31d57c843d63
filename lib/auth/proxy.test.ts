// proxy.ts: refused server actions (and any other cross-origin write to a page path) answer 403
// in the one error shape instead of Next's 500 "Invalid Server Actions request" (finding 9).
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { config, proxy } from "../../proxy";
import { ACTION_MAX_DEPTH, jsonNestingDepth } from "./action-body";
import { PAGE_PATH_HEADER } from "./page-path";

const PAGE = "http://127.0.0.1:3000/tasks/demo";
const action = (headers: Record<string, string>, method = "POST") =>
  new NextRequest(PAGE, { method, headers: { host: "127.0.0.1:3000", "next-action": "7f00aa", ...headers } });

const textAction = (body: string, type = "text/plain;charset=UTF-8") =>
  new NextRequest(PAGE, {
    method: "POST",
    body,
    headers: { host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000", "next-action": "7f00aa", "content-type": type },
  });

describe("proxy", () => {
  it.each(["not json", "{", "[1,", "\u0000"])(
    "refuses a text server action whose body %j is not JSON with 400 (Next answered 500)",
    async (body) => {
      const res = await proxy(textAction(body));
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe("INVALID");
    },
  );
  it("refuses arguments nested deeper than React's decoder can walk with 400 naming the depth (it answered 500)", async () => {
    // written as text: parsing it in the test would overflow the test's own stack
    const deep = `[null,${'{"a":'.repeat(5000)}1${"}".repeat(5000)}]`;
    const res = await proxy(textAction(deep));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      `a server action's arguments may nest at most ${ACTION_MAX_DEPTH} levels of arrays and objects; these nest 5001`,
    );
  });
  it.each([
    ['["$K1"]', 1],
    ["[]", 1],
    ['{"a":1}', 1],
    ['[null,{"a":[{"b":"[[[[{{{{\\"}"}]}]', 4],
    ["", 0],
  ])("counts the nesting of %j as %i (brackets inside strings do not count)", (text, depth) => {
    expect(jsonNestingDepth(text)).toBe(depth);
  });
  it("lets arguments nested exactly to the limit through", async () => {
    const atLimit = "[".repeat(ACTION_MAX_DEPTH) + "]".repeat(ACTION_MAX_DEPTH);
    expect((await proxy(textAction(atLimit))).headers.get("x-middleware-next")).toBe("1");
  });
  it.each(['["$K1"]', "[]", '{"a":1}'])("lets a JSON-encoded server action %s through", async (body) => {
    const res = await proxy(textAction(body));
    expect(res.headers.get("x-middleware-next")).toBe("1");
  });
  it("leaves a multipart action and a body over the limit to Next", async () => {
    expect((await proxy(textAction("not json", "multipart/form-data; boundary=x"))).headers.get("x-middleware-next")).toBe("1");
    expect((await proxy(textAction("x".repeat(1024 * 1024 + 1)))).headers.get("x-middleware-next")).toBe("1");
  });

  it.each<[string, Record<string, string>, string]>([
    ["another site", { origin: "http://evil.example" }, "cross-origin request from http://evil.example refused"],
    ["another port", { origin: "http://127.0.0.1:3001" }, "cross-origin request from http://127.0.0.1:3001 refused"],
    ["Origin: null", { origin: "null" }, "the request's Origin (null) is not a web origin"],
    [
      "forged X-Forwarded-Host (Next would allow it)",
      { origin: "http://evil.example", "x-forwarded-host": "evil.example" },
      "cross-origin request from http://evil.example refused",
    ],
    ["no Origin, same-site", { "sec-fetch-site": "same-site" }, "a same-site request refused"],
  ])("refuses a server action from %s with 403 and our error shape", async (_name, headers, message) => {
    const res = await proxy(action(headers));
    expect(res.status).toBe(403);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ ok: false, error: { code: "FORBIDDEN", message } });
  });

  it.each<[string, Record<string, string>, string]>([
    ["the app's own page", { origin: "http://127.0.0.1:3000" }, "POST"],
    ["a script without Origin", {}, "POST"],
    ["a cross-origin GET (a link)", { origin: "http://evil.example" }, "GET"],
  ])("lets %s through", async (_name, headers, method) => {
    const res = await proxy(action(headers, method));
    expect(res.status).toBe(200);
    expect(res.headers.get("x-middleware-next")).toBe("1");
  });

  it("runs on pages, and on the API only without a body, never on Next's static files", () => {
    const [pages, api] = config.matcher;
    if (typeof pages !== "string") throw new Error("the first matcher is the pages' pattern");
    const re = new RegExp(`^${pages.replace("/((?!", "/(?!").replace(").*)", ").*")}$`);
    expect(["/tasks/demo", "/", "/admin/users", "/apiary"].every((p) => re.test(p))).toBe(true);
    expect(["/_next/static/chunk.js", "/favicon.ico", "/api/tasks/x/uploads"].some((p) => re.test(p))).toBe(false);
    // Next holds a body the proxy runs on until it ends: a request with one must never match
    expect(api).toEqual({
      source: "/api/:path*",
      missing: [
        { type: "header", key: "content-length" },
        { type: "header", key: "transfer-encoding" },
      ],
    });
  });

  it("leaves a cross-origin write to /api to the guard", async () => {
    const res = await proxy(
      new NextRequest("http://127.0.0.1:3000/api/tasks/demo/rows", {
        method: "POST",
        headers: { host: "127.0.0.1:3000", origin: "http://evil.example" },
      }),
    );
    expect(res.headers.get("x-middleware-next")).toBe("1");
  });

  it.each(["/tasks/%ZZ", "/api/tasks/%C0%AE%C0%AE/status", "/tasks/demo/ledgers/%ED%A0%80"])(
    "answers 400 in our error shape for the malformed path %s (Next's router would answer 500)",
    async (path) => {
      const res = await proxy(new NextRequest(`http://127.0.0.1:3000${path}?q=1`, { headers: { host: "127.0.0.1:3000" } }));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        ok: false,
        error: { code: "INVALID", message: "the request path is not valid percent-encoded UTF-8" },
      });
    },
  );
  it("passes the page's own path to the guard, overwriting one the client sent", async () => {
    const res = await proxy(
      new NextRequest("http://127.0.0.1:3000/admin/settings?tab=2", {
        headers: { host: "127.0.0.1:3000", [PAGE_PATH_HEADER]: "//evil.example/" },
      }),
    );
    expect(res.headers.get(`x-middleware-request-${PAGE_PATH_HEADER}`)).toBe("/admin/settings?tab=2");
  });
});
