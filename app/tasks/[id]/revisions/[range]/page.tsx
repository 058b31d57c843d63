import Link from "next/link";
import { notFound } from "next/navigation";
import { guardPage, pageParam } from "@/lib/auth/guard";
import { getPrisma } from "@/lib/data/db";
import { getMediaDuration } from "@/lib/media/get-media-facts";
import { getRevisionSnapshot } from "@/lib/revisions/store/get-revision-snapshot";
import { parseRevisionRange } from "@/lib/revisions/store/list-revisions";
import { diffRevisions } from "@/lib/revisions";
import { FilesDiffTable } from "@/components/revisions/FilesDiffTable";
import { TextDiffView } from "@/components/revisions/TextDiffView";
import { GoldTimeline } from "@/components/revisions/GoldTimeline";
import { GoldChangesTable } from "@/components/revisions/GoldChangesTable";
import { JudgeDiffView } from "@/components/revisions/JudgeDiffView";
import { RowsDiffTable } from "@/components/revisions/RowsDiffTable";
import { GateChangesList } from "@/components/revisions/GateChangesList";
import { SectionNav, TaskSections, type TaskPageSection } from "@/components/task/TaskSections";
import "@/components/revisions/revisions.css";

export const dynamic = "force-dynamic";

/** the import time, secondary to a revision's name */
function ImportedAt({ iso }: { iso?: string }) {
  return iso ? <span className="muted">(imported {iso.replace("T", " ").slice(0, 16)} UTC)</span> : null;
}

interface PageProps {
  params: Promise<{ id: string; range: string }>;
}

/** /tasks/<id>/revisions/<a>...<b>: everything that changed from revision a to revision b, and what it did to every number. */
export default async function RevisionDiffPage({ params }: PageProps) {
  const p = await params;
  const id = pageParam(p.id);
  await guardPage("read", id);
  const range = parseRevisionRange(pageParam(p.range));
  if (!range) notFound();
  const prisma = await getPrisma();
  const [a, b] = await Promise.all([getRevisionSnapshot(prisma, id, range.a), getRevisionSnapshot(prisma, id, range.b)]);
  if (!a || !b) notFound();
  const diff = diffRevisions(a, b);
  const duration = await getMediaDuration(prisma, b.id);
  const taskHref = `/tasks/${encodeURIComponent(id)}`;
  const sections: TaskPageSection[] = [
    { id: "gates", title: "Gates that changed outcome", body: <GateChangesList gates={diff.gates} /> },
    {
      id: "rows",
      title: "Calibration rows under both revisions",
      body: <RowsDiffTable rows={diff.rows} beforeLabel={a.label} afterLabel={b.label} />,
    },
    {
      id: "gold",
      title: "Ground truth events",
      body: (
        <>
          {duration.unreadable ? (
            <p className="error-box" data-testid="media-unreadable">
              {duration.unreadable}; the timeline uses the SPEC card&apos;s length
            </p>
          ) : null}
          <GoldTimeline diff={diff.gold} durationSec={duration.durationSec} />
          <GoldChangesTable diff={diff.gold} />
        </>
      ),
    },
    { id: "judge", title: "Judge", body: <JudgeDiffView diff={diff.judges} /> },
    { id: "texts", title: "Instruction, task.toml, SPEC", body: diff.texts.map((t) => <TextDiffView key={t.name} diff={t} />) },
    { id: "files", title: "Files", body: <FilesDiffTable files={diff.files} /> },
  ];
  return (
    <>
      <p className="muted">
        <Link href="/">Tasks</Link> / <Link href={taskHref}>{id}</Link> / <Link href={`${taskHref}/revisions`}>revisions</Link>
      </p>
      <h1>What changed</h1>
      <p>
        from <strong data-testid="revision-before">{a.label}</strong> <ImportedAt iso={a.importedAt} /> to{" "}
        <strong data-testid="revision-after">{b.label}</strong> <ImportedAt iso={b.importedAt} /> ·{" "}
        <Link href={`${taskHref}/revisions/${b.id}...${a.id}`}>swap</Link>
      </p>
      <SectionNav sections={sections} />
      <TaskSections sections={sections} />
    </>
  );
}
