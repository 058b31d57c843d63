// Byte streams across the Node / web boundary with their types intact. Readable.toWeb/fromWeb
// are typed with node:stream/web's ReadableStream, which the DOM's (Response, Request.body) is
// not assignable to and from; these two build the other side from the one's own typed API.
import { Readable } from "node:stream";

/** A Node byte stream as the body of a Response: pulled chunk by chunk, destroyed when the reader cancels. */
export function webStreamOf(body: Readable): ReadableStream<Uint8Array> {
  const chunks = body[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) return controller.close();
      // a byte stream (no setEncoding) yields Buffers; text would be a bug upstream
      if (!(next.value instanceof Uint8Array)) throw new TypeError("the stream yielded text, not bytes");
      controller.enqueue(next.value);
    },
    cancel(reason) {
      body.destroy(reason instanceof Error ? reason : undefined);
    },
  });
}

async function* chunksOf(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

/** A request body as a Node byte stream (Buffers, as Readable.fromWeb gives). */
export function readableOf(body: ReadableStream<Uint8Array>): Readable {
  return Readable.from(chunksOf(body), { objectMode: false });
}
