import { describe, expect, it } from "vitest";
import { readMultipart, totalLimit, type MultipartLimits } from "./read-multipart";
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

// bench:hostile against `next start`: a form refused before its body ended ("300 files") was cut
// with ECONNRESET instead of answered. Next does not drain a body the handler started reading, and
// a socket closed with unread bytes is reset; so the reader drains the rest itself, within bounds.
describe("a refusal decided before the body ends", () => {
  const counted = (bytes: Uint8Array, chunk = 1000) => {
    let offset = 0;
    let ended = false;
    const stream = new ReadableStream<Uint8Array>({
      pull(c) {
        if (offset >= bytes.byteLength) {
          ended = true;
          return c.close();
        }
        c.enqueue(bytes.subarray(offset, offset + chunk));
        offset += chunk;
      },
    });
    return { stream, read: () => offset, ended: () => ended };
  };
  const duplicated = (rest: number) =>
    multipartBytes([
      { name: "label", value: "a" },
      { name: "label", value: "b" },
      ...Array.from({ length: rest }, (_, i) => ({ name: "file", filename: `${i}.json`, bytes: enc.encode("{}") })),
    ]);

  it("reads and drops the rest of a body within the limit, then answers with the refusal", async () => {
    const body = counted(duplicated(300));
    const r = await readMultipart(multipartHeaders(), body.stream, limits);
    expect(r).toMatchObject({ ok: false, status: 400, errors: [expect.stringMatching(/^label: the field was sent more than once/)] });
    expect(body.ended()).toBe(true);
  });

  it("drains no further than the route's limit: a body that never ends gets the refusal once past it", async () => {
    const head = multipartBytes([
      { name: "label", value: "a" },
      { name: "label", value: "b" },
    ]);
    const tail = endlessFileStream();
    const reader = tail.stream.getReader();
    let sentHead = false;
    const stream = new ReadableStream<Uint8Array>({
      async pull(c) {
        if (!sentHead) return void ((sentHead = true), c.enqueue(head.subarray(0, head.byteLength - 40)));
        const { value } = await reader.read();
        c.enqueue(value!);
      },
    });
    const r = await readMultipart(multipartHeaders(), stream, limits);
    expect(r).toMatchObject({ ok: false, status: 400 });
    expect(tail.pulled()).toBeGreaterThan(limits.files.file);
    // a few 256 KiB blocks of read-ahead (the stream queues and the reader) past the limit, no more
    expect(tail.pulled()).toBeLessThan(totalLimit(limits) + 4 * 256 * 1024);
  });

  it("answers at once, with the refusal, when the rest stops arriving", async () => {
    const t0 = Date.now();
    const r = await readMultipart(multipartHeaders(), stallingStream(duplicated(0).subarray(0, 300)), limits);
    expect(r).toMatchObject({ ok: false, status: 400, errors: [expect.stringMatching(/sent more than once/)] });
    expect(Date.now() - t0).toBeLessThan(limits.idleTimeoutMs + 1000);
  });
});
