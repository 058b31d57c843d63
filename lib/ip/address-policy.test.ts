import { describe, expect, it } from "vitest";
import {
  canonicalAddress,
  checkAddresses,
  checkUrl,
  classifyAddress,
  parseAllowList,
  portOf,
  type AddressClass,
  type OutboundPolicy,
} from "./address-policy";

const STRICT: OutboundPolicy = { allowHttp: false, allow: [], maxRedirects: 3 };

describe("classifyAddress: every class, IPv4 and IPv6 forms", () => {
  it.each<[string, AddressClass]>([
    // loopback
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["::1", "loopback"],
    ["[::1]", "loopback"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["::127.0.0.1", "loopback"], // IPv4-compatible
    ["::ffff:0:127.0.0.1", "loopback"], // IPv4-translated
    ["64:ff9b::127.0.0.1", "loopback"], // NAT64
    ["2002:7f00:1::", "loopback"], // 6to4
    // private
    ["10.0.0.1", "private"],
    ["10.255.255.255", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["::ffff:10.1.2.3", "private"],
    ["::ffff:c0a8:101", "private"],
    ["64:ff9b::192.168.0.1", "private"],
    ["64:ff9b::a00:1", "private"],
    ["2002:c0a8:101::1", "private"],
    ["fc00::1", "private"],
    ["fd12:3456:789a::1", "private"],
    ["fec0::1", "private"],
    // link-local (cloud metadata lives at 169.254.169.254)
    ["169.254.169.254", "link-local"],
    ["169.254.0.1", "link-local"],
    ["::ffff:169.254.169.254", "link-local"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local"],
    ["febf:ffff::1", "link-local"],
    // carrier-grade NAT
    ["100.64.0.1", "cgnat"],
    ["100.127.255.255", "cgnat"],
    ["::ffff:100.64.0.1", "cgnat"],
    ["64:ff9b::100.100.1.1", "cgnat"],
    // multicast
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["ff02::1", "multicast"],
    ["ff05::1:3", "multicast"],
    ["::ffff:224.0.0.251", "multicast"],
    // unspecified / "this network"
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "unspecified"],
    ["::", "unspecified"],
    ["::ffff:0.0.0.0", "unspecified"],
    // broadcast
    ["255.255.255.255", "broadcast"],
    ["::ffff:255.255.255.255", "broadcast"],
    // reserved and documentation
    ["240.0.0.1", "reserved"],
    ["192.0.2.10", "reserved"],
    ["198.51.100.7", "reserved"],
    ["203.0.113.9", "reserved"],
    ["198.18.0.1", "reserved"],
    ["192.0.0.8", "reserved"],
    ["2001:db8::1", "reserved"],
    ["2001::1", "reserved"], // Teredo
    ["100::1", "reserved"],
    ["64:ff9b:1::1", "reserved"],
    ["::8.8.8.8", "reserved"], // deprecated compatible form, even of a public address
    ["4000::1", "reserved"], // outside 2000::/3
    // public
    ["8.8.8.8", "public"],
    ["1.1.1.1", "public"],
    ["172.32.0.1", "public"], // just past 172.16/12
    ["100.128.0.1", "public"], // just past 100.64/10
    ["169.255.0.1", "public"],
    ["2606:4700:4700::1111", "public"],
    ["[2a00:1450:4001:80b::200e]", "public"],
    ["::ffff:8.8.8.8", "public"],
    ["64:ff9b::8.8.8.8", "public"],
    ["2002:808:808::1", "public"],
  ])("%s is %s", (ip, want) => {
    expect(classifyAddress(ip)).toBe(want);
  });

  it.each(["example.com", "", "1.2.3", "1.2.3.4.5", "256.1.1.1", "01.2.3.4", "1::2::3", "1:2:3:4:5:6:7:8:9", "::g", "12345::"])(
    "%j is not an IP literal",
    (text) => {
      expect(classifyAddress(text)).toBeNull();
    },
  );
});

describe("encoded IPv4 hosts are normalised by the URL parser, then refused", () => {
  it.each([
    ["https://2130706433/", "loopback"], // decimal
    ["https://0x7f000001/", "loopback"], // hex
    ["https://0177.0.0.1/", "loopback"], // octal
    ["https://0x7f.1/", "loopback"], // mixed short form
    ["https://127.1/", "loopback"],
    ["https://017700000001/", "loopback"],
    ["https://[::ffff:127.0.0.1]/", "loopback"],
    ["https://[0:0:0:0:0:ffff:7f00:1]/", "loopback"],
    ["https://0xa9.0xfe.0xa9.0xfe/", "link-local"],
    ["https://3232235777/", "private"],
    ["https://0/", "unspecified"],
  ])("%s -> %s", (raw, want) => {
    const host = new URL(raw).hostname;
    expect(classifyAddress(host)).toBe(want);
    expect(checkAddresses([host], 443, STRICT)).toEqual({ ok: false, reason: `the host is not a public address (${want})` });
  });
});

describe("checkUrl", () => {
  it.each([
    ["https://media.example/clip.mp4", STRICT, null],
    ["http://media.example/clip.mp4", STRICT, /plain http is off/],
    ["http://media.example/clip.mp4", { ...STRICT, allowHttp: true }, null],
    ["ftp://media.example/clip.mp4", STRICT, /only https URLs are fetched, not ftp:/],
    ["file:///etc/passwd", STRICT, /not file:/],
    ["https://user:pw@media.example/", STRICT, /user name or password/],
  ] as const)("%s", (raw, policy, refusal) => {
    const r = checkUrl(new URL(raw), policy);
    if (refusal === null) expect(r).toEqual({ ok: true });
    else expect(r).toMatchObject({ ok: false, reason: expect.stringMatching(refusal) });
  });

  it("knows the default ports", () => {
    expect([
      portOf(new URL("https://a.example/")),
      portOf(new URL("http://a.example/")),
      portOf(new URL("https://a.example:8443/")),
    ]).toEqual([443, 80, 8443]);
  });
});

describe("checkAddresses", () => {
  const allowLoopback: OutboundPolicy = { ...STRICT, allow: [{ address: "127.0.0.1", port: 8080 }] };
  it("goes to the first address when every address is public", () => {
    expect(checkAddresses(["93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"], 443, STRICT)).toEqual({
      ok: true,
      address: "93.184.215.14",
    });
  });
  it("refuses the whole answer when any address is not public (a mixed answer is a rebinding attempt)", () => {
    expect(checkAddresses(["93.184.215.14", "10.0.0.5"], 443, STRICT)).toEqual({
      ok: false,
      reason: "the host is not a public address (private)",
    });
  });
  it("refuses an empty answer and a non-address", () => {
    expect(checkAddresses([], 443, STRICT)).toMatchObject({ ok: false, reason: "the host has no address" });
    expect(checkAddresses(["localhost"], 443, STRICT)).toMatchObject({ ok: false });
  });
  it("lets an allow-listed endpoint through on its port only", () => {
    expect(checkAddresses(["127.0.0.1"], 8080, allowLoopback)).toEqual({ ok: true, address: "127.0.0.1" });
    expect(checkAddresses(["127.0.0.1"], 8081, allowLoopback)).toMatchObject({ ok: false });
    expect(checkAddresses(["::ffff:127.0.0.1"], 8080, allowLoopback)).toMatchObject({ ok: false }); // another address
  });
  it("never names the address it refused", () => {
    const r = checkAddresses(["10.20.30.40"], 443, STRICT);
    expect(JSON.stringify(r)).not.toContain("10.20.30.40");
  });
});

describe("the allow-list and the environment", () => {
  it("parses address:port entries into canonical endpoints", () => {
    expect(parseAllowList(" 127.0.0.1:8080, [::1]:9000 ,")).toEqual({
      ok: true,
      allow: [
        { address: "127.0.0.1", port: 8080 },
        { address: canonicalAddress("::1"), port: 9000 },
      ],
    });
    expect(parseAllowList(undefined)).toEqual({ ok: true, allow: [] });
  });
  it.each(["localhost:8080", "127.0.0.1", "127.0.0.1:0", "127.0.0.1:70000", "::1:8080", "127.0.0.1:80x"])("refuses %j", (entry) => {
    expect(parseAllowList(entry)).toMatchObject({ ok: false, reason: expect.stringContaining(JSON.stringify(entry)) });
  });
});
