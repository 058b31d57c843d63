// A SPEC card whose front matter nests an alias inside its own anchor is refused at once (it hung
// the push in bench:hostile); ordinary aliases still read.
import { describe, expect, it } from "vitest";
import { parseSpecMd } from "./spec-card";

const spec = (front: string) => new TextEncoder().encode(`---\n${front}\n---\n# Spec\n`);

describe("SPEC front matter aliases", () => {
  it("refuses an alias inside its own anchor, even 1,000 of them", () => {
    const r = parseSpecMd(spec("a: &a [" + "*a,".repeat(1000) + "]"));
    expect(JSON.stringify(r)).toContain("YAML alias *a is inside its own anchor (a recursive value)");
  }, 10_000);

  it("refuses more than 100 aliases", () => {
    const r = parseSpecMd(spec("x: &x 1\nb: [" + "*x,".repeat(101) + "]"));
    expect(JSON.stringify(r)).toContain("YAML has more than 100 aliases");
  });

  it("reads an ordinary alias", () => {
    const r = parseSpecMd(spec("x: &x 1\ny: *x"));
    expect(JSON.stringify(r)).not.toContain("YAML");
  });
});
