// A table of answers built from the oracle (respellings, wrong answers) beside the oracle's own
// reward under the task's verifier: what each scored, the verdict, and the rows that need a look
// marked. Names come from the contributor's files: React escapes them.

export interface OracleComparisonRow {
  name: string;
  reward: number | null;
  reference: number;
  verdict: string;
  /** drawn as an error row: the verifier judged this answer the wrong way */
  marked: boolean;
  note?: string;
}

const r4 = (x: number | null) => (x === null ? "—" : x.toFixed(4));

export function OracleComparisonTable({
  nameHeader,
  verdictHeader,
  rows,
  withNotes = false,
}: {
  nameHeader: string;
  verdictHeader: string;
  rows: OracleComparisonRow[];
  withNotes?: boolean;
}) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">{nameHeader}</th>
          <th scope="col" className="num">
            reward
          </th>
          <th scope="col" className="num">
            oracle
          </th>
          <th scope="col">{verdictHeader}</th>
          {withNotes ? <th scope="col">note</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.name} className={r.marked ? "error" : undefined}>
            <td>{r.name}</td>
            <td className="num">{r4(r.reward)}</td>
            <td className="num">{r4(r.reference)}</td>
            <td>{r.verdict}</td>
            {withNotes ? <td className="muted">{r.note ?? ""}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
