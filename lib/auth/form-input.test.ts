import { describe, expect, it } from "vitest";
import { formToObject } from "./form-input";

describe("formToObject", () => {
  it("keeps single fields and files", () => {
    const f = new FormData();
    f.set("taskId", "t1");
    f.set("file", new File(["x"], "a.json"));
    const r = formToObject(f);
    expect(r.ok && r.value.taskId).toBe("t1");
    expect(r.ok && r.value.file).toBeInstanceOf(File);
  });
  it("refuses a field sent twice", () => {
    const f = new FormData();
    f.append("verdict", "approve");
    f.append("verdict", "request_changes");
    expect(formToObject(f)).toEqual({ ok: false, fieldErrors: { verdict: ["sent more than once"] } });
  });
  it("refuses NUL bytes in any text field", () => {
    expect(formToObject({ body: "fine", author: "a\0b" })).toEqual({ ok: false, fieldErrors: { author: ["contains a NUL byte"] } });
  });
  it.each<[string, unknown]>([
    ["null", null],
    ["undefined", undefined],
    ["a string", "taskId=t1"],
    ["a number", 42],
    ["an array", [["taskId", "t1"]]],
  ])("reads %s as an empty form (finding 9: a server action called with it threw)", (_name, input) => {
    expect(formToObject(input)).toEqual({ ok: true, value: {} });
  });
  it("ignores React's action bookkeeping fields", () => {
    const f = new FormData();
    f.set("$ACTION_ID_abc", "");
    f.set("body", "x");
    expect(formToObject(f)).toEqual({ ok: true, value: { body: "x" } });
  });
  it.each(["__proto__", "constructor", "toString", "hasOwnProperty"])(
    "refuses a field named %s under 'form' instead of throwing (the hostile bench's 500s)",
    (key) => {
      const f = new FormData();
      f.set(key, "x");
      f.set("body", "y");
      const r = formToObject(f);
      expect(r).toEqual({ ok: false, fieldErrors: { form: [`a field named "${key}" is not accepted`] } });
      // and the same from a plain object whose own key is that name (JSON-decoded arguments)
      expect(formToObject(JSON.parse(`{"${key}": "x"}`)).ok).toBe(false);
    },
  );
});
