import Link from "next/link";
import { guardPage } from "@/lib/auth/guard";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { fieldsOf, summariseOperations, type FieldLine } from "@/lib/openapi/summarise";

export const dynamic = "force-dynamic";

function Fields({ fields }: { fields: FieldLine[] }) {
  if (!fields.length) return null;
  return (
    <div className="table-scroll">
      <table className="data">
        <tbody>
          {fields.map((f) => (
            <tr key={f.name}>
              <td>
                <code>{f.name}</code>
                {f.required ? " *" : ""}
              </td>
              <td>
                <code>{f.type}</code>
              </td>
              <td>{f.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The OpenAPI document rendered as a plain list: paths, parameters, bodies, responses, schemas. */
export default async function ApiDocsPage() {
  await guardPage("read");
  const doc = buildOpenApiDocument();
  const ops = summariseOperations(doc);
  const schemas = doc.components?.schemas ?? {};
  return (
    <>
      <h1>HTTP API</h1>
      <p>
        Send <code>Authorization: Bearer vbr_…</code> (create a token at <Link href="/settings/tokens">API tokens</Link>). Errors:{" "}
        <code>{"{ ok: false, error: { code, message, fieldErrors? } }"}</code> with 400/401/403/404/409/413. Machine-readable:{" "}
        <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).
      </p>
      {ops.map((op) => (
        <section key={`${op.method} ${op.path}`} className="panel" data-testid="api-operation">
          <h2>
            <code>
              {op.method} {op.path}
            </code>
          </h2>
          <p>{op.summary}</p>
          {op.description ? <p className="muted">{op.description}</p> : null}
          <Fields fields={op.params} />
          {op.body.map((b) => (
            <div key={b.contentType}>
              <h3>
                Body <code>{b.contentType}</code>
              </h3>
              <Fields fields={b.fields} />
            </div>
          ))}
          <p className="muted">Responses: {op.responses.map((r) => `${r.status} ${r.description}`).join(" · ")}</p>
        </section>
      ))}
      <h2>Schemas</h2>
      {Object.entries(schemas).map(([name, s]) => (
        <section key={name} className="panel">
          <h3>{name}</h3>
          <Fields fields={fieldsOf(s)} />
        </section>
      ))}
    </>
  );
}
