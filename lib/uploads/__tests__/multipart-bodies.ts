// Test-only builders: multipart bodies as bytes or as (possibly endless, possibly stalling) streams.
export const BOUNDARY = "----vbenchTestBoundary7MA4YWxk";

export type Part = { name: string; value: string } | { name: string; filename: string; bytes: Uint8Array };

export function multipartBytes(parts: Part[]): Uint8Array {
  const enc = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const p of parts) {
    if ("value" in p) chunks.push(enc.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    else {
      chunks.push(
        enc.encode(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
      );
      chunks.push(p.bytes, enc.encode("\r\n"));
    }
  }
  chunks.push(enc.encode(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

export const multipartHeaders = (length?: number) =>
  new Headers({
    "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
    ...(length !== undefined ? { "content-length": String(length) } : {}),
  });

export function streamOf(bytes: Uint8Array, chunk = 64 * 1024): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(c) {
      if (offset >= bytes.byteLength) return c.close();
      c.enqueue(bytes.subarray(offset, offset + chunk));
      offset += chunk;
    },
  });
}

/** A file part whose bytes never end (generated on demand): the reader must stop it. Counts what was pulled. */
export function endlessFileStream(field = "file"): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  const enc = new TextEncoder();
  let pulled = 0;
  let started = false;
  const block = new Uint8Array(256 * 1024).fill(0x20);
  const stream = new ReadableStream<Uint8Array>({
    pull(c) {
      if (!started) {
        started = true;
        c.enqueue(enc.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="big.json"\r\n\r\n`));
        return;
      }
      pulled += block.byteLength;
      c.enqueue(block);
    },
  });
  return { stream, pulled: () => pulled };
}

/** Sends `head` and then never another byte. */
export function stallingStream(head: Uint8Array): ReadableStream<Uint8Array> {
  let sent = false;
  return new ReadableStream({
    pull(c) {
      if (!sent) {
        sent = true;
        c.enqueue(head);
      }
      return new Promise(() => {});
    },
  });
}
