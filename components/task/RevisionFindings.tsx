/** What the importer noticed but did not reject: missing cited files, tables it did not understand. */
export function RevisionFindings({ findings, unparsedNotes }: { findings: unknown; unparsedNotes: unknown }) {
  const list = Array.isArray(findings) ? findings : [];
  const notes = Array.isArray(unparsedNotes) ? unparsedNotes : [];
  if (list.length === 0 && notes.length === 0) return null;
  return (
    <section data-testid="findings">
      <h2>Import findings</h2>
      {list.map((f, i) => (
        <div className="finding" key={i}>
          {describe(f)}
        </div>
      ))}
      {notes.map((n, i) => (
        <details className="finding" key={`n${i}`}>
          <summary>{describe(n, true)}</summary>
          <pre className="mono">{typeof n === "object" && n && "text" in n ? String((n as { text: unknown }).text) : JSON.stringify(n, null, 2)}</pre>
        </details>
      ))}
    </section>
  );
}

function describe(value: unknown, note = false): string {
  if (!value || typeof value !== "object") return String(value);
  const v = value as Record<string, unknown>;
  const where = [v.file, v.line != null ? `line ${v.line}` : v.lines ?? null, v.field].filter(Boolean).join(", ");
  const what = v.reason ?? v.message ?? v.title ?? (note ? "unparsed section" : JSON.stringify(v));
  return where ? `${where}: ${String(what)}` : String(what);
}
