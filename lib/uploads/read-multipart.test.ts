import { describe, expect, it } from "vitest";
import { readMultipart, type MultipartLimits } from "./read-multipart";
import { endlessFileStream, multipartBytes, multipartHeaders, stallingStream, streamOf } from "./__tests__/multipart-bodies";

const limits: MultipartLimits = {
  files: { file: 1024 * 1024 },
  fields: ["kind", "label", "claimedScore"],
  maxFieldBytes: 4096,
  idleTimeoutMs: 200,
};
const enc = new TextEncoder();
const read = (bytes: Uint8Array, l = limits) => readMultipart(multipartHeaders(), streamOf(bytes, 1000), l);

describe("readMultipart", () => {
  it("reads fields and one file", async () => {
    const r = await read(
      multipartBytes([
        { name: "kind", value: "ledger" },
        { name: "label", value: "rerun" },
        { name: "file", filename: "a.json", bytes: enc.encode('{"a":1}') },
      ]),
    );
    expect(r).toMatchObject({ ok: true, fields: { kind: "ledger", label: "rerun" } });
    if (r.ok) expect(new TextDecoder().decode(r.files.file.bytes)).toBe('{"a":1}');
  });

  it.each([
    [
      "a duplicated text field",
      [
        { name: "label", value: "a" },
        { name: "label", value: "b" },
      ],
      400,
      /^label: the field was sent more than once/,
    ],
    [
      "a duplicated file",
      [
        { name: "file", filename: "a", bytes: enc.encode("1") },
        { name: "file", filename: "b", bytes: enc.encode("2") },
      ],
      400,
      /^file: the field was sent more than once/,
    ],
    ["an unknown field", [{ name: "admin", value: "1" }], 400, /^admin: unexpected field/],
    ["an unknown file field", [{ name: "other", filename: "x", bytes: enc.encode("1") }], 400, /other: unexpected file field|too many/],
    ["a NUL byte in a text field", [{ name: "label", value: "a\u0000b" }], 400, /^label: the value contains a NUL byte/],
    ["a field over its size", [{ name: "label", value: "x".repeat(5000) }], 413, /^label: the value is longer than 4096/],
    [
      "a file over its size",
      [{ name: "file", filename: "big.json", bytes: new Uint8Array(1024 * 1024 + 1) }],
      413,
      /^file: big.json is larger than the limit of 1048576/,
    ],
  ] as const)("refuses %s", async (_what, parts, status, message) => {
    const r = await read(multipartBytes(parts as never));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.status).toBe(status);
      expect(r.errors.join("\n")).toMatch(message);
    }
  });

  it("refuses a body that is not multipart, and a declared length over the limit before reading", async () => {
    expect(await readMultipart(new Headers({ "content-type": "application/json" }), streamOf(enc.encode("{}")), limits)).toMatchObject({
      ok: false,
      status: 415,
    });
    const r = await readMultipart(multipartHeaders(10 * 1024 * 1024), stallingStream(enc.encode("x")), limits);
    expect(r).toMatchObject({ ok: false, status: 413 });
  });

  it("refuses a malformed body", async () => {
    const r = await read(enc.encode("this is not multipart at all"));
    expect(r.ok).toBe(false);
  });

  it("stops an endless chunked file at the limit without reading much past it", async () => {
    const { stream, pulled } = endlessFileStream();
    const before = process.memoryUsage().rss;
    const r = await readMultipart(multipartHeaders(), stream, limits);
    expect(r).toMatchObject({ ok: false, status: 413 });
    expect(pulled()).toBeLessThan(4 * 1024 * 1024);
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
  });

  it("times out a body that stalls", async () => {
    const t0 = Date.now();
    const r = await readMultipart(multipartHeaders(), stallingStream(enc.encode(`--x\r\n`)), limits);
    expect(r).toMatchObject({ ok: false, status: 408 });
    expect(Date.now() - t0).toBeLessThan(2000);
  });
});
