// guardRoute's input options, without a server: params, then query, then the body (read only once
// the cheaper parts passed), each refusal one 400 INVALID naming fields by dotted path.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseRouteInput, type BodyReader } from "./route-input";

const params = z.object({ id: z.string(), step: z.string().regex(/^\d+$/, "not a step number").transform(Number) });
const query = z.object({ short: z.enum(["0", "1"], { message: "short is 0 or 1" }).optional() });
const schema = z.object({ label: z.string().min(1, "give a label"), row: z.object({ score: z.number({ message: "a number" }) }) });

function readerOf(value: Record<string, unknown>) {
  const calls: Request[] = [];
  const read: BodyReader = async (request) => {
    calls.push(request);
    return { ok: true, value };
  };
  return { read, calls };
}

async function refusal(r: Awaited<ReturnType<typeof parseRouteInput>>) {
  expect(r.ok).toBe(false);
  if (r.ok) return null;
  return { status: r.response.status, body: await r.response.json() };
}

const request = (url = "http://x/t/a/steps/3") => new Request(url, { method: "POST" });

describe("parseRouteInput", () => {
  it("gives the handler each part's parsed output", async () => {
    const { read } = readerOf({ label: "rerun", row: { score: 0.5 } });
    const r = await parseRouteInput(request("http://x/t/a/steps/3?short=1"), { id: "a", step: "3" }, { params, query, schema, read });
    expect(r).toEqual({
      ok: true,
      value: { checkedParams: { id: "a", step: 3 }, query: { short: "1" }, body: { label: "rerun", row: { score: 0.5 } } },
    });
  });

  it("a route without options gets undefined parts and its body is not read", async () => {
    const { read, calls } = readerOf({});
    expect(await parseRouteInput(request(), { id: "a" }, { read })).toEqual({
      ok: true,
      value: { checkedParams: undefined, query: undefined, body: undefined },
    });
    expect(calls).toHaveLength(0);
  });

  it("refuses bad params before the query and never reads the body", async () => {
    const { read, calls } = readerOf({ label: "x", row: { score: 1 } });
    const r = await parseRouteInput(request("http://x/?short=9"), { id: "a", step: "three" }, { params, query, schema, read });
    expect(await refusal(r)).toEqual({
      status: 400,
      body: { ok: false, error: { code: "INVALID", message: "step: not a step number", fieldErrors: { step: ["not a step number"] } } },
    });
    expect(calls).toHaveLength(0);
  });

  it("refuses a bad query without reading the body", async () => {
    const { read, calls } = readerOf({ label: "x", row: { score: 1 } });
    const r = await parseRouteInput(request("http://x/?short=9"), {}, { query, schema, read });
    expect((await refusal(r))?.body.error).toEqual({
      code: "INVALID",
      message: "short: short is 0 or 1",
      fieldErrors: { short: ["short is 0 or 1"] },
    });
    expect(calls).toHaveLength(0);
  });

  it("names every bad body field, nested ones by their dotted path", async () => {
    const { read } = readerOf({ label: "", row: { score: "high" } });
    const r = await parseRouteInput(request(), {}, { schema, read });
    expect((await refusal(r))?.body.error).toEqual({
      code: "INVALID",
      message: "label: give a label; row.score: a number",
      fieldErrors: { label: ["give a label"], "row.score": ["a number"] },
    });
  });

  it("passes the reader's own refusal through unchanged", async () => {
    const tooLarge = Response.json({ ok: false }, { status: 413 });
    const r = await parseRouteInput(request(), {}, { schema, read: async () => ({ ok: false, response: tooLarge }) });
    expect(r).toEqual({ ok: false, response: tooLarge });
  });

  it("a body schema without a reader is a programming error, not a 400", async () => {
    await expect(parseRouteInput(request(), {}, { schema })).rejects.toThrow(/needs a `read`/);
  });
});
