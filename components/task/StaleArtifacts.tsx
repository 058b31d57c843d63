// The task page's "Stale artifacts": the folder's own reward files, tool histograms, run metadata
// and file names checked at import against what the dashboard measured. Same sentences as the PR
// comment (describeArtifactCheck); what a reviewer must act on first, what agrees folded.
import Link from "next/link";
import { describeArtifactCheck, type ArtifactCheckText } from "@/lib/export/sections/artifact-checks-section";
import type { ArtifactCheck } from "@/lib/importers/artifacts/types";

interface StoredFileLink {
  id: string;
  path: string;
}

interface Props {
  taskId: string;
  /** null: the revision was imported before artifact checks existed */
  checks: ArtifactCheck[] | null;
  /** the revision's stored files, so each check's file opens its viewer */
  artifacts: StoredFileLink[];
  ledgers: StoredFileLink[];
  rollouts: StoredFileLink[];
}

function CheckList({ list, hrefOf }: { list: ArtifactCheckText[]; hrefOf: (path: string) => string | null }) {
  return (
    <ul className="stack" data-testid="stale-artifacts-list">
      {list.map((c, i) => {
        const href = hrefOf(c.file);
        return (
          <li key={i} data-severity={c.severity}>
            <span className={`badge ${c.severity === "warning" ? "insufficient" : "replaced"}`}>
              {c.severity === "warning" ? "check" : "ok"}
            </span>{" "}
            <span className="mono">{href ? <Link href={href}>{c.file}</Link> : c.file}</span> {c.text}
          </li>
        );
      })}
    </ul>
  );
}

export function StaleArtifacts({ taskId, checks, artifacts, ledgers, rollouts }: Props) {
  if (checks === null)
    return (
      <p className="muted" data-testid="stale-artifacts">
        Not checked: this revision was imported before reward files, tool histograms and run metadata were checked. Re-import the folder to
        check them.
      </p>
    );
  if (checks.length === 0)
    return (
      <p className="muted" data-testid="stale-artifacts">
        No reward file, tool histogram or run metadata file in the folder to check.
      </p>
    );
  const base = `/tasks/${encodeURIComponent(taskId)}`;
  const hrefs = new Map([
    ...artifacts.map((a) => [a.path, `${base}/files/${a.id}`] as const),
    ...ledgers.map((l) => [l.path, `${base}/ledgers/${l.id}`] as const),
    ...rollouts.map((r) => [r.path, `${base}/rollouts/${r.id}`] as const),
  ]);
  const hrefOf = (path: string) => hrefs.get(path) ?? null;
  const described = checks.map(describeArtifactCheck);
  const warnings = described.filter((c) => c.severity === "warning");
  const infos = described.filter((c) => c.severity === "info");
  return (
    <div data-testid="stale-artifacts">
      {warnings.length > 0 ? (
        <CheckList list={warnings} hrefOf={hrefOf} />
      ) : (
        <p className="muted">Every reward file, tool histogram and run metadata file checked agrees with what the dashboard measured.</p>
      )}
      {infos.length > 0 ? (
        <details>
          <summary>
            {infos.length} artifact{infos.length === 1 ? "" : "s"} that agree or could not be compared
          </summary>
          <CheckList list={infos} hrefOf={hrefOf} />
        </details>
      ) : null}
      <p className="muted">
        Rule: a stated number agrees when |recomputed − stated| ≤ half a unit of its last written decimal, never looser than 0.005.
      </p>
    </div>
  );
}
