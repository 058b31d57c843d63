// File viewer: any stored file of the task opens here — markdown rendered safely, JSON as a
// collapsible tree, trajectories in the trajectory viewer, other text paged (?page=N).
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { z } from "zod";
import { allows, guardPage, pageParam } from "@/lib/auth/guard";
import { getPrisma } from "@/lib/data/db";
import { getStoredFile } from "@/lib/rollouts/store/get-stored-file";
import { Markdown } from "@/components/Markdown";
import { JsonTree } from "@/components/files/JsonTree";
import { fileViewOf, PAGE_BYTES, parseJsonFile, textPage } from "@/components/files/file-kind";
import { listAnchoredComments } from "@/lib/asks/store/anchored-comments";
import { AnchoredComments } from "@/components/comments/AnchoredComments";
import "@/components/files/files.css";

export const dynamic = "force-dynamic";

const search = z.object({ page: z.coerce.number().int().nonnegative().optional().catch(undefined) });

interface PageProps {
  params: Promise<{ id: string; fileId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function FilePage({ params, searchParams }: PageProps) {
  const { id, fileId } = await params;
  const taskId = pageParam(id);
  const actor = await guardPage("read", taskId);
  const file = await getStoredFile(await getPrisma(), taskId, pageParam(fileId));
  if (!file) notFound();
  const base = `/tasks/${encodeURIComponent(taskId)}`;
  const view = fileViewOf(file.path, file.bytes);
  // a trajectory is read in the trajectory viewer (steps, findings), not as raw text
  if (file.kind === "rollout") redirect(`${base}/rollouts/${file.id}`);
  const q = search.parse(await searchParams);
  const [canComment, comments] = [
    await allows(actor, "submit", taskId),
    await listAnchoredComments(await getPrisma(), taskId, "line", file.id),
  ];
  const json = view === "json" ? parseJsonFile(file.bytes) : null;
  const paged =
    view === "text" || view === "jsonl" || (json !== null && !json.ok) || (view === "markdown" && file.bytes.length > PAGE_BYTES)
      ? textPage(file.bytes, q.page ?? 0)
      : null;
  return (
    <>
      <p className="muted">
        <Link href="/">Tasks</Link> / <Link href={base}>{taskId}</Link> / file
      </p>
      <h1 style={{ overflowWrap: "anywhere" }}>
        <code>{file.path}</code>
      </h1>
      <p className="muted" style={{ overflowWrap: "anywhere" }}>
        {file.kind} · {file.byteLength.toLocaleString("en")} B · sha256 <code>{file.sha256}</code>
        {file.kind === "ledger" ? (
          <>
            {" "}
            · <Link href={`${base}/ledgers/${file.id}`}>open in the ledger inspector</Link>
          </>
        ) : null}
      </p>
      <section className="panel" data-testid="file-body">
        {view === "binary" ? <p>Binary file: not shown. Its bytes are stored and pinned by the sha256 above.</p> : null}
        {view === "markdown" && !paged ? <Markdown text={new TextDecoder("utf-8", { fatal: false }).decode(file.bytes)} /> : null}
        {json?.ok ? <JsonTree value={json.value} /> : null}
        {json && !json.ok ? <p className="step-bad">Not valid JSON: {json.reason}. Shown as text.</p> : null}
        {paged ? (
          <>
            {paged.pages > 1 ? (
              <nav className="file-pager" aria-label="pages">
                {paged.page > 0 ? <Link href={`?page=${paged.page - 1}`}>← previous</Link> : null}
                <span>
                  page {paged.page + 1} of {paged.pages}
                </span>
                {paged.page + 1 < paged.pages ? <Link href={`?page=${paged.page + 1}`}>next →</Link> : null}
              </nav>
            ) : null}
            <pre className="file-text">{paged.text}</pre>
          </>
        ) : null}
      </section>
      <AnchoredComments taskId={taskId} kind="line" thingId={file.id} comments={comments} canComment={canComment} />
    </>
  );
}
