// Request bodies that arrive slowly or never end, sent over a raw http.request to the upload route
// under test: chunked with no content-length, stalled mid-body, dripping a byte at a time. Shared by
// the upload route's integration test (the idle timer, the total-time bound, the connection cap).
import http from "node:http";
import { BOUNDARY } from "./multipart-bodies";

/** Sends `chunks` chunked (no content-length); resolves with the status and how many bytes went out before the answer. */
export function postChunked(
  url: string,
  headers: Record<string, string>,
  chunks: () => Generator<Uint8Array>,
): Promise<{ status: number; sent: number; body: string }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-type": `multipart/form-data; boundary=${BOUNDARY}`, "transfer-encoding": "chunked" },
      },
      (res) => {
        answered = true;
        let body = "";
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, sent, body }));
      },
    );
    // the server closes the connection after its early answer (Connection: close): a write racing
    // that close may fail with EPIPE/ECONNRESET while the answer is already on its way
    req.on("error", (e) => setTimeout(() => (answered ? undefined : reject(e)), 1000));
    const it = chunks();
    const pump = () => {
      while (!answered) {
        const { value, done } = it.next();
        if (done) return void req.end();
        sent += value.byteLength;
        if (!req.write(value)) return void req.once("drain", pump);
      }
      req.destroy();
    };
    pump();
  });
}

/** Sends the first bytes of a multipart body, then nothing more (no end): the server must time it out. */
export function postStalling(
  url: string,
  headers: Record<string, string>,
  first: Uint8Array,
): Promise<{ status: number; body: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const t0 = Date.now();
    const req = http.request(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-type": `multipart/form-data; boundary=${BOUNDARY}`, "transfer-encoding": "chunked" },
      },
      (res) => {
        let body = "";
        res.on("data", (c) => (body += c));
        res.on("end", () => {
          resolve({ status: res.statusCode ?? 0, body, ms: Date.now() - t0 });
          req.destroy();
        });
      },
    );
    req.on("error", reject);
    req.write(first);
  });
}

/** Sends a multipart opening, then one byte every `everyMs` (never idle for the idle timer) until answered. */
export function postDripping(
  url: string,
  headers: Record<string, string>,
  everyMs: number,
): Promise<{ status: number; body: string; ms: number; retryAfter: string | null }> {
  return new Promise((resolve, reject) => {
    const t0 = Date.now();
    const req = http.request(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-type": `multipart/form-data; boundary=${BOUNDARY}`, "transfer-encoding": "chunked" },
      },
      (res) => {
        clearInterval(timer);
        let body = "";
        res.on("data", (c) => (body += c));
        res.on("end", () => {
          resolve({ status: res.statusCode ?? 0, body, ms: Date.now() - t0, retryAfter: res.headers["retry-after"] as string | null });
          req.destroy();
        });
      },
    );
    // once dripping, a write racing the server's answer may fail: the answer decides
    let dripping = false;
    req.on("error", (e) => (dripping ? undefined : reject(e)));
    req.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="drip.json"\r\n\r\n`);
    const timer = setInterval(() => req.write(" "), everyMs);
    dripping = true;
  });
}
