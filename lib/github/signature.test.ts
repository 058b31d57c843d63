import { describe, expect, it } from "vitest";
import { signBody, verifySignature } from "./signature";

// GitHub's documentation ("Validating webhook deliveries") gives this test vector: secret
// "It's a Secret to Everybody", payload "Hello, World!", and the header below.
const DOC_SECRET = "It's a Secret to Everybody";
const DOC_BODY = new TextEncoder().encode("Hello, World!");
const DOC_HEADER = "sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17";

describe("verifySignature", () => {
  it("signBody reproduces GitHub's documented test vector", () => {
    expect(signBody(DOC_SECRET, DOC_BODY)).toBe(DOC_HEADER);
  });

  it.each([
    ["the documented header", DOC_HEADER, true, ""],
    ["upper-case hex", DOC_HEADER.toUpperCase().replace("SHA256=", "sha256="), true, ""],
    ["missing", null, false, "missing"],
    ["empty", "", false, "missing"],
    ["sha1 form", "sha1=757107ea0eb2509fc211221cce984b8a37570b6d", false, "not sha256="],
    ["truncated digest", DOC_HEADER.slice(0, -2), false, "not sha256="],
    ["one digit changed", DOC_HEADER.slice(0, -1) + "8", false, "does not match"],
    ["another secret's signature", signBody("another secret entirely", DOC_BODY), false, "does not match"],
  ])("%s", (_name, header, ok, reason) => {
    const r = verifySignature(DOC_SECRET, DOC_BODY, header);
    expect(r.ok).toBe(ok);
    if (!r.ok) expect(r.reason).toContain(reason);
  });

  it("a changed body fails with the same header", () => {
    expect(verifySignature(DOC_SECRET, new TextEncoder().encode("Hello, World?"), DOC_HEADER).ok).toBe(false);
  });
});
