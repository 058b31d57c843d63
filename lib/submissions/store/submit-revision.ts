// A task folder submitted as a .tar.gz or .zip becomes a new revision of an existing task through
// the importer: safe extraction into a temp dir (lib/archive), then the same read -> parse ->
// one-transaction write as `npm run import`. The folder must be the URL's task: a top-level folder
// named otherwise is refused. Identical content is "unchanged". The temp dir is always removed.
import fs from "node:fs";
import path from "node:path";
import { readEnv } from "../../env";
import type { PrismaClient } from "../../generated/prisma/client";
import { DEFAULT_ARCHIVE_LIMITS, type ArchiveLimits } from "../../archive/entry-rules";
import { extractArchive, taskFolderIn } from "../../archive/extract-archive";
import { FolderReadError, readTaskFolder } from "../../importers/read-folder";
import { parseTaskFolderOffThread } from "../../importers/off-thread/parse-off-thread";
import { describeImportError } from "../../importers/store/import-task-folder";
import { writeParsedTask, type WriteSummary } from "../../importers/store/write-parsed-task";
import { settleRepeatedProposal } from "../../importers/store/proposal-on-import";
import { sha256Of } from "../../importers/store/store-files";
import { enqueueOwnVerifier, type Enqueue } from "../../importers/store/own-verifier";
import type { Author } from "./store-upload";
import { makeTempDir } from "../../hygiene/temp-dirs";
import { taskIdOfFolder } from "../../importers/task-id-of-folder";

export type RevisionSubmission =
  | ({ ok: true; eventId: string; entries: number; verifierRunId: string | null } & WriteSummary)
  | { ok: false; status: 400 | 404 | 409; errors: string[] };

// a task id as URLs and the importer use it (task.toml's `[task] name` last segment)
const NEW_TASK_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

export const MAX_ARCHIVE_BYTES = readEnv().VBENCH_MAX_ARCHIVE_BYTES;

type Refusal = Extract<RevisionSubmission, { ok: false }>;

/**
 * The id the archive's folder is stored under: the requested task's (the folder must not name
 * another), or for a new task the one its task.toml names (a valid id no task has yet).
 */
async function folderTaskId(
  found: { folder: string; name: string | null },
  requestedTaskId: string | null,
  exists: (id: string) => Promise<boolean>,
): Promise<{ ok: true; taskId: string } | Refusal> {
  if (requestedTaskId === null) {
    let taskId: string;
    try {
      taskId = taskIdOfFolder(new Uint8Array(fs.readFileSync(path.join(found.folder, "task.toml"))), path.basename(found.folder));
    } catch (e) {
      return {
        ok: false,
        status: 400,
        errors: [`archive: ${e instanceof Error ? e.message.slice(e.message.lastIndexOf("task.toml")) : String(e)}`],
      };
    }
    if (!NEW_TASK_ID.test(taskId))
      return {
        ok: false,
        status: 400,
        errors: [`task.toml: [task] name gives the id ${JSON.stringify(taskId.slice(0, 120))}: letters, digits, . _ - only`],
      };
    if (await exists(taskId))
      return {
        ok: false,
        status: 409,
        errors: [`task ${taskId} exists: upload the archive on its page as a new revision; nothing was stored`],
      };
    return { ok: true, taskId };
  }
  if (found.name !== null && found.name !== requestedTaskId)
    return {
      ok: false,
      status: 400,
      errors: [`archive: the folder is ${found.name}, but this is task ${requestedTaskId}; push it to /api/tasks/${found.name}/revisions`],
    };
  return { ok: true, taskId: requestedTaskId };
}

/**
 * `taskId` null: a maintainer's "new task from archive" — the id is the one the folder's task.toml
 * names (as `push` reads it), and a task by that id must not exist yet (409: push a revision instead).
 */
export async function submitRevision(
  prisma: PrismaClient,
  requestedTaskId: string | null,
  archive: { name: string; bytes: Uint8Array },
  author: Author,
  opts: { salvageSpec?: boolean; limits?: ArchiveLimits; enqueue?: Enqueue } = {},
): Promise<RevisionSubmission> {
  const exists = async (id: string) => !!(await prisma.task.findUnique({ where: { id }, select: { id: true } }));
  if (requestedTaskId !== null && !(await exists(requestedTaskId)))
    return { ok: false, status: 404, errors: [`no task ${requestedTaskId}`] };
  const work = await makeTempDir("vbench-push-");
  try {
    const archivePath = path.join(work, "archive");
    await fs.promises.writeFile(archivePath, archive.bytes, { mode: 0o600 });
    const extracted = await extractArchive(archivePath, opts.limits ?? DEFAULT_ARCHIVE_LIMITS, work);
    if (!extracted.ok)
      return {
        ok: false,
        status: 400,
        errors: [`archive: ${extracted.entry ? `${extracted.entry}: ` : ""}${extracted.reason}; nothing was stored`],
      };
    const found = await taskFolderIn(extracted.root);
    if (!found) return { ok: false, status: 400, errors: ["archive: no task.toml at the top or in a single top-level folder"] };
    const resolved = await folderTaskId(found, requestedTaskId, exists);
    if (!resolved.ok) return resolved;
    const { taskId } = resolved;
    let files: Map<string, Uint8Array>;
    try {
      files = await readTaskFolder(found.folder);
    } catch (e) {
      return { ok: false, status: 400, errors: [e instanceof FolderReadError || e instanceof Error ? e.message : String(e)] };
    }
    const source = {
      kind: "upload" as const,
      location: `archive ${archive.name.slice(0, 120)} (sha256 ${sha256Of(archive.bytes).slice(0, 12)}) from ${author.name ?? "an API client"}`,
    };
    const parsed = await parseTaskFolderOffThread(taskId, files, source, { specCardErrors: opts.salvageSpec ? "recover" : "fatal" });
    if (!parsed.ok) return { ok: false, status: 400, errors: parsed.errors.map(describeImportError) };
    // no folder root: the temp dir is gone after this call, so no media is played from it
    // a maintainer pushing content already stored as a proposal accepts it (a contributor's push decides nothing)
    const written = await writeParsedTask(prisma, parsed.task, parsed.findings, undefined, author);
    const summary = await settleRepeatedProposal(prisma, written, author, { userId: author.userId, name: author.name });
    // a family no port scores: its own verifier runs in the sandbox as a job (lib/importers/store/own-verifier.ts)
    const verifierRunId = opts.enqueue ? await enqueueOwnVerifier(opts.enqueue, summary, author.userId) : null;
    const event = await prisma.uploadEvent.create({
      data: {
        taskId,
        revisionId: summary.revisionId,
        kind: "revision",
        label: archive.name.slice(0, 120) || "task folder",
        fileName: archive.name.slice(0, 200),
        sha256: sha256Of(archive.bytes),
        byteLength: archive.bytes.byteLength,
        alreadyStored: summary.revision === "unchanged",
        authorId: author.userId,
        authorName: author.name,
        outcome: {
          revision: summary.revision,
          rows: summary.rows,
          ledgers: summary.ledgers,
          rollouts: summary.rollouts,
          findings: summary.findings,
          problems: summary.problems,
        },
      },
      select: { id: true },
    });
    return { ok: true, eventId: event.id, entries: extracted.entries, verifierRunId, ...summary };
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true });
  }
}
