// A loopback stand-in for the few GitHub REST endpoints publishing uses, started by a test:
// who the token is (GET /user: `login`), list / create / update issue comments (each with its
// author, as GitHub lists them) and create a commit status. It keeps the comments and
// statuses, records every request (method, path, body, Authorization), and can fail the next N
// requests with a status to exercise retries.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  authorization: string | null;
}

export interface FakeGitHub {
  url: string;
  requests: RecordedRequest[];
  /** the token's user; comments the client creates are written by it */
  login: string;
  comments: Map<string, FakeComment[]>;
  statuses: { repo: string; sha: string; state: string; description: string; context: string; target_url: string }[];
  failNext(count: number, status?: number): void;
  close(): Promise<void>;
}

export interface FakeComment {
  id: number;
  body: string;
  /** absent: a comment the test put there without an author */
  user?: { login: string };
}

export async function startFakeGitHub(listenPort = 0, login = "vbench-review-bot"): Promise<FakeGitHub> {
  const requests: RecordedRequest[] = [];
  const comments = new Map<string, FakeComment[]>();
  const statuses: FakeGitHub["statuses"] = [];
  let nextId = 1000;
  let failures = 0;
  let failStatus = 502;
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    const path = new URL(req.url ?? "/", "http://x").pathname;
    requests.push({ method: req.method ?? "", path, body, authorization: req.headers.authorization ?? null });
    const send = (status: number, data: unknown) => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(data));
    if (failures > 0) {
      failures--;
      return send(failStatus, { message: "Server Error (injected by the test)" });
    }
    if (path === "/user" && req.method === "GET") return send(200, { login: fake.login, type: "User" });
    let m: RegExpMatchArray | null;
    if ((m = path.match(/^\/repos\/([^/]+\/[^/]+)\/issues\/(\d+)\/comments$/))) {
      const key = `${m[1]}#${m[2]}`;
      const list = comments.get(key) ?? [];
      comments.set(key, list);
      if (req.method === "GET") return send(200, list);
      if (req.method === "POST") {
        const c = { id: nextId++, body: String(body?.body ?? ""), user: { login: fake.login } };
        list.push(c);
        return send(201, c);
      }
    }
    if ((m = path.match(/^\/repos\/([^/]+\/[^/]+)\/issues\/comments\/(\d+)$/)) && req.method === "PATCH") {
      const c = [...comments.entries()]
        .filter(([k]) => k.startsWith(`${m![1]}#`))
        .flatMap(([, l]) => l)
        .find((x) => x.id === Number(m![2]));
      if (!c) return send(404, { message: "Not Found" });
      // GitHub lets only the author (or a repository admin, which we never are) edit a comment
      if (c.user?.login !== fake.login) return send(403, { message: "Must have admin rights to Repository." });
      c.body = String(body?.body ?? "");
      return send(200, c);
    }
    if ((m = path.match(/^\/repos\/([^/]+\/[^/]+)\/statuses\/([0-9a-f]{40})$/)) && req.method === "POST") {
      const s = { repo: m[1], sha: m[2], ...(body as { state: string; description: string; context: string; target_url: string }) };
      statuses.push(s);
      return send(201, { id: nextId++, ...s });
    }
    send(404, { message: "Not Found" });
  });
  await new Promise<void>((r) => server.listen(listenPort, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  const fake: FakeGitHub = {
    url: `http://127.0.0.1:${port}`,
    login,
    requests,
    comments,
    statuses,
    failNext(count, status = 502) {
      failures = count;
      failStatus = status;
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
  return fake;
}
