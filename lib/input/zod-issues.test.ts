import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrorLines, fieldErrorsOf, issueLines, zodRefusal } from "./zod-issues";

const schema = z
  .object({ name: z.string().min(1, "say a name"), tags: z.array(z.string().max(3, "at most 3 characters")) })
  .refine((v) => v.name !== "x", { message: "x is reserved" });

describe("field errors from zod", () => {
  it("groups messages by top-level field, nested paths under their root", () => {
    const r = schema.safeParse({ name: "", tags: ["abcd", "ok", "efgh"] });
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(fieldErrorsOf(r.error)).toEqual({ name: ["say a name"], tags: ["at most 3 characters", "at most 3 characters"] });
    expect(fieldErrorLines(r.error)).toEqual(["name: say a name", "tags: at most 3 characters", "tags: at most 3 characters"]);
  });
  it("puts an issue about the whole input under form", () => {
    const r = schema.safeParse({ name: "x", tags: [] });
    expect(r.success).toBe(false);
    if (!r.success) expect(fieldErrorsOf(r.error)).toEqual({ form: ["x is reserved"] });
  });
  it("writes full dotted paths with a prefix, and names the root", () => {
    const r = schema.safeParse({ name: "x", tags: ["abcd"] });
    expect(r.success).toBe(false);
    if (!r.success)
      expect(issueLines(r.error, { prefix: "row.", root: "(row)" })).toEqual([
        "row.tags.0: at most 3 characters",
        "row.(row): x is reserved",
      ]);
  });
  it("a route's refusal keys nested issues by their dotted path and the whole input under form", () => {
    const r = schema.safeParse({ name: "", tags: ["ok", "abcd"] });
    expect(r.success).toBe(false);
    if (!r.success)
      expect(zodRefusal(r.error)).toEqual({
        message: "name: say a name; tags.1: at most 3 characters",
        fieldErrors: { name: ["say a name"], "tags.1": ["at most 3 characters"] },
      });
    const whole = schema.safeParse({ name: "x", tags: [] });
    expect(whole.success).toBe(false);
    if (!whole.success)
      expect(zodRefusal(whole.error)).toEqual({ message: "form: x is reserved", fieldErrors: { form: ["x is reserved"] } });
  });
});
