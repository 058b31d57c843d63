// Flatten an OpenAPI document into what the docs page lists: operations with their parameters,
// body fields and responses, and each named schema's properties. Pure.
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

function typeOf(s: Json | undefined): string {
  if (!s) return "";
  if (typeof s.$ref === "string") return s.$ref.split("/").pop()!;
  if (Array.isArray(s.allOf))
    return s.allOf
      .map((x) => typeOf(x as Json))
      .filter(Boolean)
      .join(" & ");
  if (Array.isArray(s.anyOf)) return s.anyOf.map((x) => typeOf(x as Json)).join(" | ");
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
      .map((x) => describe(x as Json))
      .filter(Boolean)
      .join(" ");
  return "";
}

/** The fields of a schema object (a generated document's component schemas pass as they are typed). */
export function fieldsOf(object: object | undefined): FieldLine[] {
  const schema = object as Json | undefined;
  const props = (schema?.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema?.required as string[] | undefined) ?? []);
  return Object.entries(props).map(([name, s]) => ({ name, type: typeOf(s), required: required.has(name), description: describe(s) }));
}

export function summariseOperations(doc: { paths?: object }): OperationSummary[] {
  const out: OperationSummary[] = [];
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Record<string, Json>>))
    for (const [method, op] of Object.entries(item)) {
      const params = ((op.parameters as Json[] | undefined) ?? []).map((p) => ({
        name: `${String(p.name)} (${String(p.in)})`,
        type: typeOf(p.schema as Json),
        required: !!p.required,
        description: String(p.description ?? describe(p.schema as Json)),
      }));
      const content = ((op.requestBody as Json | undefined)?.content ?? {}) as Record<string, { schema?: Json }>;
      out.push({
        method: method.toUpperCase(),
        path,
        summary: String(op.summary ?? ""),
        description: String(op.description ?? ""),
        params,
        body: Object.entries(content).map(([contentType, c]) => ({ contentType, fields: fieldsOf(c.schema) })),
        responses: Object.entries((op.responses ?? {}) as Record<string, Json>).map(([status, r]) => ({
          status,
          description: String(r.description ?? ""),
        })),
      });
    }
  return out;
}
