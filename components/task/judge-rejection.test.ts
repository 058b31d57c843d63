import { describe, expect, it } from "vitest";
import { rejectionReason } from "./judge-rejection";

describe("rejectionReason", () => {
  it.each([
    ["ok", null],
    [" ok ", null],
    ["", null],
    [null, null],
    [undefined, null],
    ["top-level object must contain clearances", "top-level object must contain clearances"],
  ])("%j -> %j", (reason, out) => expect(rejectionReason(reason)).toBe(out));
});
