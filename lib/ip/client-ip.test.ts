import { describe, expect, it } from "vitest";
import { resolveClientIp, trustedProxies } from "./client-ip";

function listOf(entries: string[]) {
  const r = trustedProxies(entries);
  if (!r.ok) throw new Error(`bad entry ${r.entry}`);
  return r.list;
}

describe("resolveClientIp", () => {
  const none = listOf([]);
  const proxy = listOf(["10.0.0.5", "10.1.0.0/16", "fd00::1"]);
  it.each<[string, string | undefined, string | undefined, typeof none, string]>([
    // no trusted proxy: the socket, whatever the client claims (finding 5)
    ["no header", "203.0.113.7", undefined, none, "203.0.113.7"],
    ["a forged X-Forwarded-For", "203.0.113.7", "198.51.100.1", none, "203.0.113.7"],
    ["a rotating chain", "203.0.113.7", "1.2.3.4, 5.6.7.8", none, "203.0.113.7"],
    ["an IPv4-mapped socket", "::ffff:203.0.113.7", "1.2.3.4", none, "203.0.113.7"],
    ["an IPv6 socket in capitals", "2001:DB8::1", undefined, none, "2001:db8::1"],
    ["no socket address", undefined, "1.2.3.4", none, "unknown"],
    // a peer that is not the trusted proxy is believed over its header
    ["an untrusted peer with a header", "203.0.113.7", "1.2.3.4", proxy, "203.0.113.7"],
    // through the trusted proxy: the nearest untrusted hop, right to left
    ["through the proxy", "10.0.0.5", "198.51.100.1", proxy, "198.51.100.1"],
    ["client-prepended hops are ignored", "10.0.0.5", "1.1.1.1, 2.2.2.2, 198.51.100.1", proxy, "198.51.100.1"],
    ["two trusted hops", "10.0.0.5", "198.51.100.1, 10.1.2.3", proxy, "198.51.100.1"],
    ["a trusted IPv6 proxy", "fd00::1", "198.51.100.1", proxy, "198.51.100.1"],
    ["the proxy sent no header", "10.0.0.5", undefined, proxy, "10.0.0.5"],
    ["only trusted hops", "10.0.0.5", "10.1.0.9", proxy, "10.0.0.5"],
    ["garbage in the chain", "10.0.0.5", "1.2.3.4, not-an-ip", proxy, "10.0.0.5"],
  ])("%s", (_name, socket, xff, list, expected) => {
    expect(resolveClientIp(socket, xff, list)).toBe(expected);
  });
  it("reads a header given several times as one chain", () => {
    expect(resolveClientIp("10.0.0.5", ["1.1.1.1", "198.51.100.1"], proxy)).toBe("198.51.100.1");
  });
});

describe("trustedProxies", () => {
  it.each([["localhost"], ["10.0.0.0/33"], ["10.0.0.0/x"], ["::1/129"], ["10.0.0.1/8/1"], [""]])("refuses %j", (entry) => {
    expect(trustedProxies([entry])).toEqual({ ok: false, entry });
  });
  it("accepts addresses and ranges of both families", () => {
    expect(trustedProxies(["127.0.0.1", "10.0.0.0/8", "::1", "fd00::/8"]).ok).toBe(true);
  });
});
