// The outbound policy against real sockets: two HTTP servers on loopback, one of them on the
// test allow-list, and an HTTPS one with a self-signed certificate for a name the test resolves.
// A refused request must never reach a server (each counts what it received).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { OutboundPolicy } from "../ip/address-policy";
import { outboundGet, OutboundRefused, OutboundUnreachable, type OutboundResponse } from "./outbound-fetch";

interface Seen {
  path: string;
  host: string | undefined;
}
let allowed: { server: http.Server; port: number; seen: Seen[] };
let hidden: { server: http.Server; port: number; seen: Seen[] };

async function serve(handler: (req: http.IncomingMessage, res: http.ServerResponse, port: number) => void) {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ path: req.url ?? "", host: req.headers.host });
    handler(req, res, (server.address() as AddressInfo).port);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { server, port: (server.address() as AddressInfo).port, seen };
}

beforeAll(async () => {
  hidden = await serve((_req, res) => res.end("secret"));
  allowed = await serve((req, res, port) => {
    const hops = /^\/chain\/(\d+)$/.exec(req.url ?? "");
    if (hops) {
      const left = Number(hops[1]);
      if (left === 0) return void res.end("end of chain");
      return void res.writeHead(302, { location: `/chain/${left - 1}` }).end();
    }
    if (req.url === "/to-hidden") return void res.writeHead(301, { location: `http://127.0.0.1:${hidden.port}/` }).end();
    if (req.url === "/to-decimal") return void res.writeHead(307, { location: `http://2130706433:${hidden.port}/` }).end();
    if (req.url === "/to-file") return void res.writeHead(302, { location: "file:///etc/passwd" }).end();
    res.end(`hello from ${port}`);
  });
});
afterAll(() => {
  for (const s of [allowed, hidden]) {
    s.server.closeAllConnections();
    s.server.close();
  }
});
beforeEach(() => {
  allowed.seen.length = 0;
  hidden.seen.length = 0;
});

const policy = (over: Partial<OutboundPolicy> = {}): OutboundPolicy => ({
  allowHttp: true,
  allow: [{ address: "127.0.0.1", port: allowed.port }],
  maxRedirects: 3,
  ...over,
});
const text = async (r: OutboundResponse) => {
  let s = "";
  for await (const chunk of r.body) s += chunk;
  return s;
};

describe("outboundGet on loopback", () => {
  it("refuses loopback without the allow-list, and sends nothing", async () => {
    const e = await outboundGet({ url: `http://127.0.0.1:${hidden.port}/`, policy: policy({ allow: [] }) }).catch((x) => x);
    expect(e).toBeInstanceOf(OutboundRefused);
    expect(e.message).toBe("refused: the host is not a public address (loopback)");
    expect(hidden.seen).toEqual([]);
  });

  it("reaches an allow-listed endpoint", async () => {
    const r = await outboundGet({ url: `http://127.0.0.1:${allowed.port}/clip.mp4`, policy: policy() });
    expect(r.status).toBe(200);
    expect(await text(r)).toBe(`hello from ${allowed.port}`);
  });

  it("refuses plain http unless configured", async () => {
    await expect(outboundGet({ url: `http://127.0.0.1:${allowed.port}/`, policy: policy({ allowHttp: false }) })).rejects.toThrow(
      /only https URLs are fetched \(plain http is off/,
    );
    expect(allowed.seen).toEqual([]);
  });

  it("refuses a decimal-encoded 127.0.0.1", async () => {
    await expect(outboundGet({ url: `http://2130706433:${hidden.port}/`, policy: policy() })).rejects.toThrow(
      /not a public address \(loopback\)/,
    );
    expect(hidden.seen).toEqual([]);
  });

  it("refuses a redirect to loopback (plain and decimal) and to file:", async () => {
    for (const [path, why] of [
      ["/to-hidden", /^refused after a redirect: the host is not a public address \(loopback\)$/],
      ["/to-decimal", /^refused after a redirect: the host is not a public address \(loopback\)$/],
      ["/to-file", /^refused after a redirect: only https URLs are fetched, not file:$/],
    ] as const)
      await expect(outboundGet({ url: `http://127.0.0.1:${allowed.port}${path}`, policy: policy() })).rejects.toThrow(why);
    expect(hidden.seen).toEqual([]);
  });

  it("follows at most 3 redirects, each one checked", async () => {
    const r = await outboundGet({ url: `http://127.0.0.1:${allowed.port}/chain/3`, policy: policy() });
    expect([r.status, await text(r), r.url.pathname]).toEqual([200, "end of chain", "/chain/0"]);
    allowed.seen.length = 0;
    await expect(outboundGet({ url: `http://127.0.0.1:${allowed.port}/chain/4`, policy: policy() })).rejects.toThrow(
      "refused: more than 3 redirects",
    );
    expect(allowed.seen.map((s) => s.path)).toEqual(["/chain/4", "/chain/3", "/chain/2", "/chain/1"]);
  });

  it("resolves a name once and connects to the checked address, keeping the name as Host", async () => {
    const asked: string[] = [];
    const resolve = async (name: string) => {
      asked.push(name);
      return ["127.0.0.1"];
    };
    const url = `http://media.test:${allowed.port}/clip.mp4`;
    await expect(outboundGet({ url, policy: policy({ allow: [] }), resolve })).rejects.toThrow(/not a public address \(loopback\)/);
    expect(allowed.seen).toEqual([]);
    const r = await outboundGet({ url, policy: policy(), resolve });
    expect(await text(r)).toBe(`hello from ${allowed.port}`);
    expect(asked).toEqual(["media.test", "media.test"]); // one lookup per request, none by the socket
    expect(allowed.seen).toEqual([{ path: "/clip.mp4", host: `media.test:${allowed.port}` }]);
  });

  it("refuses a name whose answer mixes a public and a private address", async () => {
    const resolve = async () => ["93.184.215.14", "127.0.0.1"];
    await expect(outboundGet({ url: `http://media.test:${allowed.port}/`, policy: policy({ allow: [] }), resolve })).rejects.toThrow(
      /not a public address \(loopback\)/,
    );
  });

  it("says when a name does not resolve or a port does not answer, without sending anything else", async () => {
    const resolve = async () => {
      throw new Error("ENOTFOUND");
    };
    await expect(outboundGet({ url: "https://nowhere.test/", policy: policy(), resolve })).rejects.toThrow(OutboundUnreachable);
    const closed = await new Promise<number>((r) => {
      const s = http.createServer().listen(0, "127.0.0.1", () => {
        const port = (s.address() as AddressInfo).port;
        s.close(() => r(port));
      });
    });
    const e = await outboundGet({
      url: `http://127.0.0.1:${closed}/`,
      policy: policy({ allow: [{ address: "127.0.0.1", port: closed }] }),
    }).catch((x) => x);
    expect(e).toBeInstanceOf(OutboundUnreachable);
    expect(e.message).toBe(`cannot reach 127.0.0.1:${closed}: ECONNREFUSED`);
  });

  it("reads the allow-list from VBENCH_FETCH_ALLOW when no policy is given", async () => {
    const url = `http://127.0.0.1:${allowed.port}/`;
    const saved = { ...process.env };
    try {
      process.env.VBENCH_FETCH_ALLOW_HTTP = "1";
      delete process.env.VBENCH_FETCH_ALLOW;
      await expect(outboundGet({ url })).rejects.toThrow(OutboundRefused);
      process.env.VBENCH_FETCH_ALLOW = `127.0.0.1:${allowed.port}`;
      expect((await outboundGet({ url })).status).toBe(200);
    } finally {
      process.env = saved;
    }
  });
});

describe("outboundGet over https", () => {
  let dir = "";
  let port = 0;
  let server: https.Server;
  const sni: Array<string | false | null> = [];
  const cert = (name: string) => {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        `/CN=${name}`,
        "-addext",
        `subjectAltName=DNS:${name}`,
        "-keyout",
        path.join(dir, `${name}.key`),
        "-out",
        path.join(dir, `${name}.pem`),
      ],
      { stdio: "ignore" },
    );
    return { key: fs.readFileSync(path.join(dir, `${name}.key`)), cert: fs.readFileSync(path.join(dir, `${name}.pem`)) };
  };
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "vbench-tls-"));
    server = https.createServer(cert("media.test"), (req, res) => {
      sni.push((req.socket as import("node:tls").TLSSocket).servername);
      res.end(`tls for ${req.headers.host}`);
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const tls = () => ({ allowHttp: false, allow: [{ address: "127.0.0.1", port }], maxRedirects: 3 });
  const resolve = async () => ["127.0.0.1"];

  it("connects to the checked address and verifies the certificate for the URL's name (SNI and Host keep the name)", async () => {
    const ca = fs.readFileSync(path.join(dir, "media.test.pem"));
    const r = await outboundGet({ url: `https://media.test:${port}/clip.mp4`, policy: tls(), resolve, ca });
    expect([r.status, await text(r)]).toEqual([200, `tls for media.test:${port}`]);
    expect(sni).toEqual(["media.test"]);
  });

  it("refuses a certificate that is not for the URL's name", async () => {
    const ca = fs.readFileSync(path.join(dir, "media.test.pem"));
    const e = await outboundGet({ url: `https://other.test:${port}/`, policy: tls(), resolve, ca }).catch((x) => x);
    expect(e).toBeInstanceOf(OutboundUnreachable);
    expect(e.message).toMatch(/^cannot reach other\.test:\d+: ERR_TLS_CERT_ALTNAME_INVALID$/);
  });
});
