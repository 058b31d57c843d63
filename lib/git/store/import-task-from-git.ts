// A task folder's git history -> revisions: each commit that changed the folder is parsed (pure)
// and stored (one transaction, lib/importers/store), then tied to its commit. A commit whose folder
// bytes equal a stored revision only adds its provenance, so re-importing a ref is a no-op.
// Each new revision's contract review gets its blob history (lib/git/hygiene-range.ts says which range).
import path from "node:path";
import type { PrismaClient } from "../../generated/prisma/client";
import { listFolderCommits, readFolderAtCommit, type FolderCommit } from "../folder-history";
import { readBlobChanges } from "../blob-history";
import { hygieneRange, type PullRequestBase } from "../hygiene-range";
import { openRepository } from "../repository";
import type { GitOutbound } from "../../net/outbound-git";
import { GitError } from "../run-git";
import { parseTaskFolderOffThread } from "../../importers/off-thread/parse-off-thread";
import { describeImportError } from "../../importers/store/import-task-folder";
import { writeParsedTask } from "../../importers/store/write-parsed-task";
import { settleProposalOnImport, type Importer } from "../../importers/store/proposal-on-import";
import type { Writer } from "../../importers/store/store-files";

export interface GitImportRequest {
  /** a local clone's path or a URL */
  source: string;
  ref: string;
  /** the task folder inside the repository ("" or undefined: the repository root) */
  folder?: string;
  salvageSpec?: boolean;
  authorId?: string | null;
  /** called before each commit is imported (a job's progress) */
  onCommit?: (index: number, total: number, commit: FolderCommit) => void;
  signal?: AbortSignal;
  /** a URL from the dashboard: git reaches only what the outbound policy allows (lib/net/outbound-git.ts) */
  outbound?: GitOutbound;
  /** the source already opened (openRepository's mirror path): read as it is, not fetched again */
  repository?: string;
  /** a pull request's merge base and commits: its revisions' blob hygiene reads base..commit */
  pullRequestBase?: PullRequestBase;
  /** who wrote the revisions and what they are worth (a pull request's: submissions); absent: an import */
  writer?: Writer;
  /** said before the source in each revision's source line (e.g. the pull request it came from) */
  sourceLabel?: string;
}

export interface CommitOutcome {
  sha: string;
  message: string;
  outcome: "new" | "unchanged" | "already imported" | "rejected";
  revisionId?: string;
  errors?: string[];
  /** a new revision of a family no port scores whose folder ships a verifier (lib/importers/store/own-verifier.ts) */
  ownVerifier?: boolean;
  /** what importing it did to a proposal of the same content (lib/importers/store/proposal-on-import.ts) */
  notes?: string[];
}

const notes = (note: string | null) => (note ? { notes: [note] } : {});
/** who imports: the job's maintainer (a pull request's job writes proposals, which settle nothing) */
const importerOf = (req: GitImportRequest): Importer => ({
  userId: req.authorId ?? null,
  name: req.authorId ? null : "npm run import -- --git",
});

export type GitImportResult =
  { ok: true; taskId: string; commits: CommitOutcome[] } | { ok: false; error: string; commits: CommitOutcome[] };

/** The task id a folder imports as: its last path segment, or the repository's name. */
export function taskIdFor(source: string, folder: string): string {
  const last = (folder || "").replace(/\/+$/, "").split("/").pop();
  return last || path.basename(source.replace(/\.git\/?$/, "").replace(/\/+$/, ""));
}

export async function importTaskFromGit(prisma: PrismaClient, req: GitImportRequest): Promise<GitImportResult> {
  const folder = (req.folder ?? "").replace(/^\/+|\/+$/g, "");
  if (folder.split("/").includes("..")) return { ok: false, error: `--path ${req.folder}: must stay inside the repository`, commits: [] };
  const taskId = taskIdFor(req.source, folder);
  const commits: CommitOutcome[] = [];
  try {
    const repo = req.repository ?? (await openRepository(req.source, undefined, req.outbound ?? null));
    const history = await listFolderCommits(repo, req.ref, folder);
    if (history.length === 0) return { ok: false, error: `no commit on ${req.ref} touches ${folder || "the repository"}`, commits };
    let lastReviewed: string | null = null;
    for (const [i, commit] of history.entries()) {
      req.signal?.throwIfAborted();
      req.onCommit?.(i, history.length, commit);
      const range = hygieneRange(commit.sha, lastReviewed, req.pullRequestBase ?? null);
      const outcome = await importCommit(prisma, repo, req, folder, taskId, commit, range);
      if (outcome.outcome === "already imported") lastReviewed = commit.sha;
      commits.push(outcome);
    }
    return { ok: true, taskId, commits };
  } catch (e) {
    if (e instanceof GitError) return { ok: false, error: e.message, commits };
    throw e;
  }
}

async function importCommit(
  prisma: PrismaClient,
  repo: string,
  req: GitImportRequest,
  folder: string,
  taskId: string,
  commit: FolderCommit,
  hygiene: string,
): Promise<CommitOutcome> {
  const known = await prisma.revisionCommit.findFirst({
    where: { sha: commit.sha, folder, revision: { taskId } },
    select: { revisionId: true },
  });
  if (known) {
    // a pull request's commit a maintainer now imports: the proposal it made is settled (accepted)
    const note = await settleProposalOnImport(prisma, known.revisionId, req.writer, importerOf(req));
    return { sha: commit.sha, message: commit.message, outcome: "already imported", revisionId: known.revisionId, ...notes(note) };
  }
  let files: Map<string, Uint8Array>;
  try {
    files = await readFolderAtCommit(repo, commit.sha, folder);
  } catch (e) {
    // a commit that deleted the folder, or holds a symlink: recorded, the others still import
    return { sha: commit.sha, message: commit.message, outcome: "rejected", errors: [e instanceof Error ? e.message : String(e)] };
  }
  const location = `${req.sourceLabel ? `${req.sourceLabel}: ` : ""}${req.source}@${commit.sha.slice(0, 12)}${folder ? `:${folder}` : ""}`;
  const parsed = await parseTaskFolderOffThread(
    taskId,
    files,
    { kind: "git", location },
    { specCardErrors: req.salvageSpec ? "recover" : "fatal" },
  );
  if (!parsed.ok) return { sha: commit.sha, message: commit.message, outcome: "rejected", errors: parsed.errors.map(describeImportError) };
  // the blob history is read only when the revision is new (an unchanged folder keeps its review)
  const history = () =>
    readBlobChanges(repo, hygiene, folder).then(
      (changes) => ({ range: hygiene, changes }),
      () => null,
    );
  const summary = await writeParsedTask(prisma, parsed.task, parsed.findings, undefined, req.writer, { history });
  // the same content as a pull request's proposal (another commit, same folder): settled as above
  const note =
    summary.revision === "unchanged" ? await settleProposalOnImport(prisma, summary.revisionId, req.writer, importerOf(req)) : null;
  await prisma.revisionCommit.upsert({
    where: { revisionId_sha: { revisionId: summary.revisionId, sha: commit.sha } },
    create: {
      revisionId: summary.revisionId,
      repo: req.source,
      folder,
      sha: commit.sha,
      author: commit.author,
      authorDate: commit.authorDate,
      message: commit.message,
    },
    update: {},
  });
  const ownVerifier = summary.ownVerifier === true && summary.revision === "new";
  return {
    sha: commit.sha,
    message: commit.message,
    outcome: summary.revision,
    revisionId: summary.revisionId,
    ownVerifier,
    ...notes(note),
  };
}
