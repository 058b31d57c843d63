// Files added, removed and changed, with sizes and hashes, linking to the file viewer.
import type { FileChange } from "@/lib/revisions";

const short = (sha: string | undefined) => (sha ? sha.slice(0, 12) : "—");

export function FilesDiffTable({ files }: { files: FileChange[] }) {
  if (files.length === 0) return <p className="muted">No file changed.</p>;
  return (
    <div className="table-scroll">
      <table className="data" data-testid="files-diff">
        <thead>
          <tr>
            <th>file</th>
            <th>change</th>
            <th>bytes</th>
            <th>sha256</th>
          </tr>
        </thead>
        <tbody>
          {files.map((f) => (
            <tr key={f.path}>
              <td>
                <code>{f.path}</code>
              </td>
              <td className={`change-${f.change}`}>{f.change}</td>
              <td>
                {f.before?.byteLength ?? "—"} → {f.after?.byteLength ?? "—"}
              </td>
              <td>
                <code>{short(f.before?.sha256)}</code> → <code>{short(f.after?.sha256)}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
