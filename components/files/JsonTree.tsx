// JSON pretty-printed as a collapsible tree: objects and arrays fold (<details>, no script needed),
// the first levels open; long arrays show their length in the summary.
const OPEN_DEPTH = 2;

function Scalar({ value }: { value: unknown }) {
  if (typeof value === "string") return <span className="json-string">{JSON.stringify(value)}</span>;
  if (value === null) return <span className="json-null">null</span>;
  return <span className="json-scalar">{String(value)}</span>;
}

function Node({ name, value, depth }: { name: string | null; value: unknown; depth: number }) {
  const label = name !== null ? <span className="json-key">{JSON.stringify(name)}: </span> : null;
  if (value === null || typeof value !== "object") {
    return (
      <div className="json-leaf">
        {label}
        <Scalar value={value} />
      </div>
    );
  }
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value);
  const brackets = Array.isArray(value) ? ["[", "]"] : ["{", "}"];
  const size = Array.isArray(value)
    ? `${entries.length} item${entries.length === 1 ? "" : "s"}`
    : `${entries.length} key${entries.length === 1 ? "" : "s"}`;
  return (
    <details open={depth < OPEN_DEPTH} className="json-node">
      <summary>
        {label}
        {brackets[0]} <span className="muted">{size}</span> {brackets[1]}
      </summary>
      <div className="json-children">
        {entries.map(([k, v]) => (
          <Node key={k} name={Array.isArray(value) ? null : k} value={v} depth={depth + 1} />
        ))}
      </div>
    </details>
  );
}

export function JsonTree({ value }: { value: unknown }) {
  return (
    <div className="json-tree" data-testid="json-tree">
      <Node name={null} value={value} depth={0} />
    </div>
  );
}
