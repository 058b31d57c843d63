// A judge id ("kart-race-telemetry-ledger-s1@f933449") in a narrow cell: the family is cut with an
// ellipsis, the version after "@" always shows (it is what tells two pairings apart), the whole
// id is the tooltip. No letter-by-letter wrapping at 390 px.
export function JudgeId({ id }: { id: string }) {
  const at = id.lastIndexOf("@");
  const family = at === -1 ? id : id.slice(0, at);
  const version = at === -1 ? "" : id.slice(at);
  return (
    <code className="judge-id" title={id} data-testid="judge-id">
      <span className="judge-id-family">{family}</span>
      {version ? <span className="judge-id-version">{version}</span> : null}
    </code>
  );
}
