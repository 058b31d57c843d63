// Both directions on real streams: the bytes arrive in order and whole, an empty stream ends,
// a cancelled Response body destroys the Node stream, an error upstream reaches the reader.
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { readableOf, webStreamOf } from "./web-stream";

const bytes = (n: number, seed: number) => Buffer.from(Array.from({ length: n }, (_, i) => (i * 7 + seed) % 256));

describe("webStreamOf", () => {
  it("carries every byte in order into a Response", async () => {
    const parts = [bytes(1000, 1), bytes(0, 0), bytes(70_000, 2)];
    const res = new Response(webStreamOf(Readable.from(parts)));
    expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.concat(parts));
  });

  it("ends an empty stream", async () => {
    expect((await new Response(webStreamOf(Readable.from([]))).arrayBuffer()).byteLength).toBe(0);
  });

  it("destroys the Node stream when the reader cancels", async () => {
    const source = new Readable({ read() {} });
    source.push(bytes(10, 3));
    const reader = webStreamOf(source).getReader();
    await reader.read();
    await reader.cancel();
    expect(source.destroyed).toBe(true);
  });

  it("errors the reader when the Node stream fails", async () => {
    const source = new Readable({ read() {} });
    const reader = webStreamOf(source).getReader();
    source.destroy(new Error("disk gone"));
    await expect(reader.read()).rejects.toThrow("disk gone");
  });

  it("refuses text chunks", async () => {
    await expect(new Response(webStreamOf(Readable.from(["text"]))).arrayBuffer()).rejects.toThrow("not bytes");
  });
});

describe("readableOf", () => {
  it("gives Buffers with every byte in order", async () => {
    const parts = [bytes(5, 1), bytes(100_000, 2)];
    const got: Buffer[] = [];
    for await (const chunk of readableOf(new Response(Buffer.concat(parts)).body!)) {
      expect(Buffer.isBuffer(chunk)).toBe(true);
      got.push(chunk);
    }
    expect(Buffer.concat(got)).toEqual(Buffer.concat(parts));
  });
});
