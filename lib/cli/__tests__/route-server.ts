// Test-only: a loopback HTTP server that hands requests to the real route handlers in this
// process (no Next build needed), streaming request bodies as Next does.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
export interface RouteTable {
  method: string;
  pattern: RegExp;
  handler: Handler;
}

export async function startRouteServer(routes: RouteTable[]): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const route = routes.find((r) => r.method === req.method && r.pattern.test(url.pathname));
      if (!route) {
        res.writeHead(404, { "content-type": "application/json" }).end('{"ok":false}');
        return;
      }
      const params = route.pattern.exec(url.pathname)!.groups ?? {};
      const hasBody = req.method !== "GET" && req.method !== "HEAD";
      const request = new Request(url, {
        method: req.method,
        headers: Object.entries(req.headers).flatMap(([k, v]) =>
          v === undefined ? [] : Array.isArray(v) ? v.map((x) => [k, x] as [string, string]) : [[k, v] as [string, string]],
        ),
        body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
        // @ts-expect-error -- Node's fetch needs duplex for a streamed body
        duplex: hasBody ? "half" : undefined,
      });
      const response = await route.handler(request, { params: Promise.resolve(params) });
      res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
      // an unread rest of the body (a refused upload) is dropped once the answer is out, as a server would
      // an unread rest of the body (a refused upload) is read and dropped for a moment after the
      // answer (a lingering close, so the client sees the answer instead of a reset), then cut
      res.end(Buffer.from(await response.arrayBuffer()), () => {
        if (req.complete) return;
        req.removeAllListeners("data");
        req.on("data", () => {});
        req.resume();
        setTimeout(() => req.destroy(), 2000).unref();
      });
    } catch (e) {
      res
        .writeHead(500, { "content-type": "application/json" })
        .end(JSON.stringify({ ok: false, error: { code: "INTERNAL", message: String(e) } }));
    }
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}
