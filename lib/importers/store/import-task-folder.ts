// Task folder on disk -> database: read (I/O), parse (pure), write (one transaction).
import path from "node:path";
import { neutralPaths } from "../../media/server-paths";
import type { PrismaClient } from "../../generated/prisma/client";
import { FolderReadError, readTaskFolder } from "../read-folder";
import { parseTaskFolderOffThread, releaseWarmParseThread } from "../off-thread/parse-off-thread";
import type { ImportError } from "../types";
import { enqueueOwnVerifier, type Enqueue } from "./own-verifier";
import { writeParsedTask, type WriteSummary } from "./write-parsed-task";
import { COMMAND_LINE_IMPORTER, settleRepeatedProposal } from "./proposal-on-import";

export type ImportOutcome =
  | ({ ok: true; folder: string; verifierRunId?: string | null } & WriteSummary)
  | { ok: false; folder: string; errors: (ImportError & { text: string })[] };

export function describeImportError(e: ImportError): string {
  return (
    [e.file, e.line != null ? `line ${e.line}` : null, e.field ? `field ${e.field}` : null].filter(Boolean).join(", ") + `: ${e.reason}`
  );
}

export interface ImportOptions {
  sourceKind?: "folder" | "fixture";
  /**
   * Import a SPEC card that is not valid YAML when every key a review needs still parses
   * (recorded as an error finding). Off by default: a broken card rejects the folder. The bundled
   * kart fixture needs it: its real upstream card has one invalid line.
   */
  salvageSpec?: boolean;
  /** a job system's enqueue: a never-seen family's own verifier is then run after the import (own-verifier.ts) */
  enqueue?: Enqueue;
  /**
   * No parse follows in this process soon (the import CLI's last folder): the parse thread is ended
   * as soon as this folder is parsed, not kept warm through the write, where its heap and PGlite's
   * growing memory would otherwise peak together.
   */
  lastParse?: boolean;
}

export async function importTaskFolder(prisma: PrismaClient, folder: string, opts: ImportOptions = {}): Promise<ImportOutcome> {
  const sourceKind = opts.sourceKind ?? "folder";
  const root = path.resolve(folder);
  const taskId = path.basename(root);
  let files: Map<string, Uint8Array>;
  try {
    files = await readTaskFolder(root);
  } catch (e) {
    const reason = e instanceof FolderReadError || e instanceof Error ? e.message : String(e);
    const err = { file: folder, reason };
    return { ok: false, folder, errors: [{ ...err, text: describeImportError(err) }] };
  }
  const parsed = await parseTaskFolderOffThread(
    taskId,
    files,
    // shown on every task page: the folder as users may see it, not where this server keeps it
    { kind: sourceKind, location: neutralPaths(root) },
    { specCardErrors: opts.salvageSpec ? "recover" : "fatal" },
  );
  if (opts.lastParse) releaseWarmParseThread();
  if (!parsed.ok) return { ok: false, folder, errors: parsed.errors.map((e) => ({ ...e, text: describeImportError(e) })) };
  // the command line imports as no account; content already stored as a proposal is then accepted
  const written = await writeParsedTask(prisma, parsed.task, parsed.findings, root);
  const summary = await settleRepeatedProposal(prisma, written, undefined, COMMAND_LINE_IMPORTER);
  const verifierRunId = opts.enqueue ? await enqueueOwnVerifier(opts.enqueue, summary) : null;
  return { ok: true, folder, ...summary, verifierRunId };
}
