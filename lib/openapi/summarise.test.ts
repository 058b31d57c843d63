// The docs page's flattening of an OpenAPI document, on hand-written documents: each level is
// checked before it is read, so a missing or malformed part lists nothing instead of throwing.
import { describe, expect, it } from "vitest";
import { fieldsOf, summariseOperations } from "./summarise";

describe("fieldsOf", () => {
  it("lists properties with type, required flag and description", () => {
    const schema = {
      properties: {
        id: { type: "string", format: "uuid", description: "the row" },
        kind: { enum: ["a", "b"] },
        ref: { allOf: [{ $ref: "#/components/schemas/Task" }, { description: "the task" }] },
      },
      required: ["id", 7],
    };
    expect(fieldsOf(schema)).toEqual([
      { name: "id", type: "string (uuid)", required: true, description: "the row" },
      { name: "kind", type: '"a" | "b"', required: false, description: "" },
      { name: "ref", type: "Task & any", required: false, description: "the task" },
    ]);
  });

  it.each([
    ["no schema", undefined],
    ["properties that are not an object", { properties: ["id"] }],
    ["an array", ["id"]],
  ])("lists nothing for %s", (_name, schema) => {
    expect(fieldsOf(schema)).toEqual([]);
  });

  it("skips a property whose schema is not an object", () => {
    expect(fieldsOf({ properties: { a: "string", b: { type: "number" } } }).map((f) => f.name)).toEqual(["b"]);
  });
});

describe("summariseOperations", () => {
  it("flattens parameters, body fields and responses", () => {
    const doc = {
      paths: {
        "/api/tasks/{id}": {
          post: {
            summary: "Add",
            parameters: [{ name: "id", in: "path", required: true, schema: { type: "string", description: "task id" } }, "junk"],
            requestBody: { content: { "application/json": { schema: { properties: { note: { type: "string" } }, required: ["note"] } } } },
            responses: { "200": { description: "ok" }, "400": "junk" },
          },
        },
      },
    };
    expect(summariseOperations(doc)).toEqual([
      {
        method: "POST",
        path: "/api/tasks/{id}",
        summary: "Add",
        description: "",
        params: [{ name: "id (path)", type: "string", required: true, description: "task id" }],
        body: [{ contentType: "application/json", fields: [{ name: "note", type: "string", required: true, description: "" }] }],
        responses: [{ status: "200", description: "ok" }],
      },
    ]);
  });

  it.each([
    ["no paths", {}],
    ["paths that are an array", { paths: [] }],
    ["a path item that is a string", { paths: { "/x": "get" } }],
  ])("lists no operation for %s", (_name, doc) => {
    expect(summariseOperations(doc)).toEqual([]);
  });
});
