import { describe, expect, it } from "vitest";
import { checkUploadedFile, MAX_UPLOAD_BYTES, uploadFields, uploadPath } from "./upload-input";

describe("upload fields", () => {
  it.each([
    [
      { kind: "ledger", label: " rerun ", claimedScore: "0.0938" },
      { kind: "ledger", label: "rerun", claimedScore: { value: 0.0938, text: "0.0938" } },
    ],
    [
      { kind: "rollout", label: "t", claimedScore: "" },
      { kind: "rollout", label: "t", claimedScore: null },
    ],
    [
      { kind: "ledger", label: "t" },
      { kind: "ledger", label: "t", claimedScore: null },
    ],
  ])("%j parses", (input, output) => {
    expect(uploadFields.parse(input)).toEqual(output);
  });

  it.each([
    [{ kind: "zip", label: "t" }, "kind"],
    [{ kind: "ledger", label: "  " }, "label"],
    [{ kind: "ledger", label: "t", claimedScore: "1.5" }, "claimedScore"],
    [{ kind: "ledger", label: "t", claimedScore: "abc" }, "claimedScore"],
    [{ kind: "ledger", label: "t", claimedScore: "0x1" }, "claimedScore"],
    [{ kind: "ledger", label: "t", claimedScore: "1e" }, "claimedScore"],
    [{ kind: "ledger", label: "t", claimedScore: "1e-1" }, "claimedScore"],
    [{ kind: "ledger", label: "t", claimedScore: " 1" }, "claimedScore"],
    [{ kind: "ledger", label: "t", claimedScore: "Infinity" }, "claimedScore"],
    [{ kind: "ledger", label: "t", claimedScore: Infinity }, "claimedScore"],
    [{ kind: "ledger", label: "a\u0000b" }, "label"],
  ])("%j is refused, naming %s", (input, field) => {
    const r = uploadFields.safeParse(input);
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.issues.map((i) => i.path[0])).toContain(field);
  });

  it("checks the file is there, not empty and not too large", () => {
    expect(checkUploadedFile(null)).toMatch(/^file: no file/);
    expect(checkUploadedFile({ name: "a.json", bytes: new Uint8Array() })).toMatch(/a\.json is empty/);
    expect(checkUploadedFile({ name: "a.json", bytes: new Uint8Array(MAX_UPLOAD_BYTES + 1) })).toMatch(/limit/);
    expect(checkUploadedFile({ name: "a.json", bytes: new Uint8Array(3) })).toBeNull();
  });

  it("stores uploads content-addressed with a safe name", () => {
    expect(uploadPath("ledger", "abcdef0123456789", "../../etc/pass wd.json")).toBe("uploads/ledgers/abcdef012345-etc_pass_wd.json");
    expect(uploadPath("rollout", "abcdef0123456789", "")).toBe("uploads/rollouts/abcdef012345-trajectory.jsonl");
  });
});
