import Link from "next/link";
import { notFound } from "next/navigation";
import { guardPage, pageParam } from "@/lib/auth/guard";
import { getPrisma } from "@/lib/data/db";
import { listRevisions } from "@/lib/revisions/store/list-revisions";
import { RevisionList } from "@/components/revisions/RevisionList";
import "@/components/revisions/revisions.css";

export const dynamic = "force-dynamic";

/** /tasks/<id>/revisions: every stored revision, newest first, each with a link to what it changed. */
export default async function RevisionsPage({ params }: { params: Promise<{ id: string }> }) {
  const id = pageParam((await params).id);
  await guardPage("read", id);
  const history = await listRevisions(await getPrisma(), id);
  if (history.revisions.length === 0) notFound();
  return (
    <>
      <p className="muted">
        <Link href="/">Tasks</Link> / <Link href={`/tasks/${encodeURIComponent(id)}`}>{id}</Link> / revisions
      </p>
      <h1>Revisions</h1>
      <RevisionList taskId={id} history={history} />
    </>
  );
}
