// Multipart bodies for `npm run bench:hostile`: a well-formed form by default, and the raw bytes
// a hostile client may send instead (no closing boundary, a lying header, thousands of parts).
export const BOUNDARY = "----vbenchHostile7c1e";

export type Part = { name: string; value: string } | { name: string; filename: string; bytes: Uint8Array };

export function multipart(parts: readonly Part[], boundary = BOUNDARY): Uint8Array<ArrayBuffer> {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if ("value" in p) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\n\r\n`));
      chunks.push(Buffer.from(p.bytes), Buffer.from("\r\n"));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return new Uint8Array(Buffer.concat(chunks));
}

export interface RawBody {
  contentType: string;
  body: Uint8Array<ArrayBuffer>;
}

const bytes = (s: string) => new Uint8Array(Buffer.from(s, "latin1"));
const part = (headers: string, value: string, b = BOUNDARY) => `--${b}\r\n${headers}\r\n\r\n${value}\r\n`;
const ct = (b = BOUNDARY) => `multipart/form-data; boundary=${b}`;

/** multipart bodies that break the form itself, for any upload route: [what, body] */
export function brokenForms(fileField: string): Array<[string, RawBody]> {
  const good = part(`Content-Disposition: form-data; name="${fileField}"; filename="x"`, "{}");
  const end = `--${BOUNDARY}--\r\n`;
  const cases: Array<[string, string, string]> = [
    ["no content type", "", good + end],
    ["JSON content type", "application/json", '{"a":1}'],
    ["text content type", "text/plain", good + end],
    ["no boundary parameter", "multipart/form-data", good + end],
    ["empty boundary", "multipart/form-data; boundary=", good + end],
    ["boundary of 200 chars", ct("b".repeat(200)), part("Content-Disposition: form-data; name=x", "1", "b".repeat(200))],
    ["content type repeated 50 times", "multipart/form-data; boundary=x".repeat(50), "--x\r\n"],
    ["no closing boundary", ct(), good],
    ["only a preamble", ct(), "just some text\r\n"],
    ["empty body", ct(), ""],
    ["part without headers", ct(), `--${BOUNDARY}\r\n\r\nvalue\r\n` + end],
    ["part without a name", ct(), part("Content-Disposition: form-data", "v") + end],
    ["name with a quote", ct(), part('Content-Disposition: form-data; name="a"b"', "v") + end],
    ["name with NUL", ct(), part('Content-Disposition: form-data; name="ki\u0000nd"', "v") + end],
    ["filename with traversal", ct(), part(`Content-Disposition: form-data; name="${fileField}"; filename="../../../etc/x"`, "{}") + end],
    [
      "filename of 10,000 chars",
      ct(),
      part(`Content-Disposition: form-data; name="${fileField}"; filename="${"f".repeat(10_000)}"`, "{}") + end,
    ],
    ["header of 100 KB", ct(), part(`Content-Disposition: form-data; name="x"\r\nX-Pad: ${"p".repeat(100_000)}`, "v") + end],
    [
      "2,000 fields",
      ct(),
      Array.from({ length: 2000 }, (_, i) => part(`Content-Disposition: form-data; name="f${i}"`, "1")).join("") + end,
    ],
    [
      "300 files",
      ct(),
      Array.from({ length: 300 }, (_, i) => part(`Content-Disposition: form-data; name="${fileField}"; filename="${i}"`, "{}")).join("") +
        end,
    ],
    ["a field of 1 MB", ct(), part('Content-Disposition: form-data; name="label"', "l".repeat(1024 * 1024)) + end],
    [
      "base64 transfer encoding",
      ct(),
      part(`Content-Disposition: form-data; name="${fileField}"; filename="x"\r\nContent-Transfer-Encoding: base64`, "e30=") + end,
    ],
  ];
  return cases.map(([what, contentType, body]) => [what, { contentType, body: bytes(body) }]);
}
