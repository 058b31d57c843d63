import { describe, expect, it } from "vitest";
import { crossOriginRefusal, type OriginFacts } from "./same-origin";

const base: OriginFacts = { method: "POST", origin: null, secFetchSite: null, host: "127.0.0.1:3000", configuredOrigin: null };
const cfg = "https://review.example";

describe("crossOriginRefusal", () => {
  it.each<[string, Partial<OriginFacts>, RegExp | null]>([
    // safe methods are never refused
    ["GET from anywhere", { method: "GET", origin: "http://evil.example" }, null],
    ["HEAD from anywhere", { method: "HEAD", origin: "null" }, null],
    ["OPTIONS from anywhere", { method: "OPTIONS", secFetchSite: "cross-site" }, null],
    // no configured origin: the Host header decides
    ["same host and port", { origin: "http://127.0.0.1:3000" }, null],
    ["same host, case differs", { origin: "http://LOCALHOST:3000", host: "localhost:3000" }, null],
    ["Host in capitals", { origin: "http://localhost:3000", host: "LocalHost:3000" }, null],
    ["default port omitted on both", { origin: "http://review.local", host: "review.local" }, null],
    ["another site", { origin: "http://evil.example" }, /cross-origin request from http:\/\/evil\.example/],
    ["another port on the same host", { origin: "http://127.0.0.1:3001" }, /cross-origin/],
    ["a sibling subdomain", { origin: "http://a.review.local", host: "review.local" }, /cross-origin/],
    ["no Host header", { origin: "http://127.0.0.1:3000", host: null }, /cross-origin/],
    ["Origin: null", { origin: "null" }, /not a web origin/],
    ["a file: origin", { origin: "file://" }, /not a web origin/],
    ["garbage in Origin", { origin: "not a url" }, /not a web origin/],
    // a configured public URL decides, scheme included
    ["the configured origin", { origin: cfg, configuredOrigin: cfg }, null],
    ["configured with a path", { origin: cfg, configuredOrigin: `${cfg}/app/` }, null],
    ["configured, http instead of https", { origin: "http://review.example", configuredOrigin: cfg }, /cross-origin/],
    ["configured, Host matches but origin does not", { origin: "http://127.0.0.1:3000", configuredOrigin: cfg }, /cross-origin/],
    ["configured, another port", { origin: "https://review.example:8443", configuredOrigin: cfg }, /cross-origin/],
    // no Origin: Sec-Fetch-Site
    ["no Origin, same-origin fetch", { secFetchSite: "same-origin" }, null],
    ["no Origin, user typed it", { secFetchSite: "none" }, null],
    ["no Origin, cross-site", { secFetchSite: "cross-site" }, /cross-site request refused/],
    ["no Origin, same-site", { secFetchSite: "same-site" }, /same-site request refused/],
    ["no Origin, Same-Site in capitals", { secFetchSite: "Same-Site" }, /same-site/],
    ["no Origin, no Sec-Fetch-Site (not a browser)", {}, null],
    // every state-changing method
    ["PUT from another site", { method: "PUT", origin: "http://evil.example" }, /cross-origin/],
    ["PATCH from another site", { method: "patch", origin: "http://evil.example" }, /cross-origin/],
    ["DELETE from another site", { method: "DELETE", secFetchSite: "cross-site" }, /cross-site/],
  ])("%s", (_name, facts, expected) => {
    const r = crossOriginRefusal({ ...base, ...facts });
    if (expected === null) expect(r).toBeNull();
    else expect(r).toMatch(expected);
  });

  it("truncates a very long Origin in the reason", () => {
    expect(crossOriginRefusal({ ...base, origin: "x".repeat(500) })!.length).toBeLessThan(200);
  });
});
