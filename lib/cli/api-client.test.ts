// callApi against a loopback server answering fixed JSON: a 2xx answer is parsed with the schema the
// command reads (another shape is an ApiError naming the field), an error answer becomes one line.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statusAnswer } from "./answers";
import { ApiError, callApi } from "./api-client";

const answers: Record<string, { status: number; body: string }> = {
  "/api/ok": {
    status: 200,
    body: JSON.stringify({ ok: true, status: { taskId: "t", revisionId: "r", gates: [], claimsNotReproduced: [], ok: true } }),
  },
  "/api/other-shape": { status: 200, body: JSON.stringify({ ok: true, status: { taskId: "t", revisionId: 5 } }) },
  "/api/refused": {
    status: 400,
    body: JSON.stringify({ ok: false, error: { code: "INVALID_INPUT", message: "bad row", fieldErrors: { score: ["not a decimal"] } } }),
  },
  "/api/odd-error": { status: 500, body: JSON.stringify({ error: "boom" }) },
};

let server: http.Server;
let url: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const a = answers[req.url ?? ""] ?? { status: 404, body: "{}" };
    res.writeHead(a.status, { "content-type": "application/json" }).end(a.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const call = (p: string) => callApi({ url, token: "t" }, "GET", p, statusAnswer);

describe("callApi", () => {
  it("parses the answer with the route's response schema", async () => {
    const { status, data } = await call("api/ok");
    expect(status).toBe(200);
    expect(data.status).toEqual({ taskId: "t", revisionId: "r", gates: [], claimsNotReproduced: [], ok: true });
  });

  it("refuses an answer of another shape, naming the field", async () => {
    const e = await call("api/other-shape").catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(String(e)).toContain("status.revisionId");
  });

  it("turns the error shape into one line with its code, message and fields", async () => {
    const e = await call("api/refused").catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toHaveProperty("status", 400);
    expect(String(e)).toContain("HTTP 400 INVALID_INPUT bad row (score: not a decimal)");
  });

  it("falls back to the body's text for an error of another shape", async () => {
    const e = await call("api/odd-error").catch((x: unknown) => x);
    expect(String(e)).toContain('HTTP 500 {"error":"boom"}');
  });
});
