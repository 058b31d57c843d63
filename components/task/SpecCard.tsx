/** The SPEC card's YAML fields, shown as a definition list; nested values as indented YAML-ish text. */
export function SpecCard({ card }: { card: unknown }) {
  if (!card || typeof card !== "object") return <p className="muted">No SPEC card was found in SPEC.md.</p>;
  return (
    <section className="panel" data-testid="spec-card">
      <dl className="facts">
        {Object.entries(card).map(([key, value]) => (
          <FieldRow key={key} name={key} value={value} />
        ))}
      </dl>
    </section>
  );
}

function FieldRow({ name, value }: { name: string; value: unknown }) {
  return (
    <>
      <dt>{name}</dt>
      <dd>
        {typeof value === "object" && value !== null ? <pre className="mono spec-value">{formatNested(value, 0)}</pre> : String(value)}
      </dd>
    </>
  );
}

function formatNested(value: unknown, depth: number): string {
  const pad = "  ".repeat(depth);
  if (Array.isArray(value))
    return value.map((v) => `${pad}- ${typeof v === "object" && v !== null ? "\n" + formatNested(v, depth + 1) : String(v)}`).join("\n");
  if (value && typeof value === "object")
    return Object.entries(value)
      .map(([k, v]) => (typeof v === "object" && v !== null ? `${pad}${k}:\n${formatNested(v, depth + 1)}` : `${pad}${k}: ${String(v)}`))
      .join("\n");
  return pad + String(value);
}
