// Flatten an OpenAPI document into what the docs page lists: operations with their parameters,
// body fields and responses, and each named schema's properties. Pure. The document is read as
// plain JSON: every level is checked to be an object (or an array) before it is walked.
type Json = Record<string, unknown>;

export interface FieldLine {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

export interface OperationSummary {
  method: string;
  path: string;
  summary: string;
  description: string;
  params: FieldLine[];
  body: { contentType: string; fields: FieldLine[] }[];
  responses: { status: string; description: string }[];
}

function isJson(v: unknown): v is Json {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** `v` when it is an object, else undefined (a missing or malformed part of the document). */
const objectOr = (v: unknown): Json | undefined => (isJson(v) ? v : undefined);

/** The object-valued entries of `v` (a map of schemas, responses, media types...). */
const objectEntries = (v: unknown): [string, Json][] =>
  isJson(v) ? Object.entries(v).flatMap(([k, x]): [string, Json][] => (isJson(x) ? [[k, x]] : [])) : [];

function typeOf(s: Json | undefined): string {
  if (!s) return "";
  if (typeof s.$ref === "string") return s.$ref.split("/").pop()!;
  if (Array.isArray(s.allOf))
    return s.allOf
      .map((x) => typeOf(objectOr(x)))
      .filter(Boolean)
      .join(" & ");
  if (Array.isArray(s.anyOf)) return s.anyOf.map((x) => typeOf(objectOr(x))).join(" | ");
  if (Array.isArray(s.enum)) return s.enum.map((v) => JSON.stringify(v)).join(" | ");
  if (s.const !== undefined) return JSON.stringify(s.const);
  const t = Array.isArray(s.type) ? s.type.join(" | ") : String(s.type ?? "any");
  return s.format ? `${t} (${s.format})` : t;
}

function describe(s: Json | undefined): string {
  if (!s) return "";
  if (typeof s.description === "string") return s.description;
  if (Array.isArray(s.allOf))
    return s.allOf
      .map((x) => describe(objectOr(x)))
      .filter(Boolean)
      .join(" ");
  return "";
}

/** The fields of a schema object (a generated document's component schemas pass as they are typed). */
export function fieldsOf(object: object | undefined): FieldLine[] {
  const schema = objectOr(object);
  const required = new Set(Array.isArray(schema?.required) ? schema.required.filter((r) => typeof r === "string") : []);
  return objectEntries(schema?.properties).map(([name, s]) => ({
    name,
    type: typeOf(s),
    required: required.has(name),
    description: describe(s),
  }));
}

export function summariseOperations(doc: { paths?: object }): OperationSummary[] {
  const out: OperationSummary[] = [];
  for (const [path, item] of objectEntries(doc.paths))
    for (const [method, op] of objectEntries(item)) {
      const parameters = Array.isArray(op.parameters) ? op.parameters.filter(isJson) : [];
      const params = parameters.map((p) => ({
        name: `${String(p.name)} (${String(p.in)})`,
        type: typeOf(objectOr(p.schema)),
        required: !!p.required,
        description: String(p.description ?? describe(objectOr(p.schema))),
      }));
      out.push({
        method: method.toUpperCase(),
        path,
        summary: String(op.summary ?? ""),
        description: String(op.description ?? ""),
        params,
        body: objectEntries(objectOr(op.requestBody)?.content).map(([contentType, c]) => ({
          contentType,
          fields: fieldsOf(objectOr(c.schema)),
        })),
        responses: objectEntries(op.responses).map(([status, r]) => ({ status, description: String(r.description ?? "") })),
      });
    }
  return out;
}
