// Compare two ledgers of a task under the same judge pairing: ?a=<ledgerId>&b=<ledgerId>&judge=<pairingId>.
import Link from "next/link";
import { judgeFamilyOf } from "@/lib/judges/judge-family";
import { notFound } from "next/navigation";
import { z } from "zod";
import { getPrisma } from "@/lib/data/db";
import { guardPage, pageParam } from "@/lib/auth/guard";
import { getCompare } from "@/lib/ledgers/get-compare";
import { CompareView } from "@/components/inspector/CompareView";
import { MediaBanner } from "@/components/video/MediaBanner";

export const dynamic = "force-dynamic";

const id = z
  .string()
  .regex(/^[\w-]{1,64}$/)
  .optional()
  .catch(undefined);
const search = z.object({ a: id, b: id, judge: id });

interface PageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function ComparePage({ params, searchParams }: PageProps) {
  const taskId = pageParam((await params).id);
  await guardPage("read", taskId);
  const q = search.parse(await searchParams);
  const data = await getCompare(await getPrisma(), taskId, { a: q.a, b: q.b, pairingId: q.judge });
  if (!data) notFound();
  const base = `/tasks/${encodeURIComponent(data.task.id)}`;
  return (
    <>
      <p className="muted">
        <Link href="/">Tasks</Link> / <Link href={base}>{data.task.id}</Link> / compare
      </p>
      <h1>Compare ledgers</h1>
      {/* a plain GET form: the choice lives in the URL, so a comparison can be linked */}
      <form className="picker panel" method="get" data-testid="compare-picker">
        <LedgerSelect name="a" label="Ledger A" ledgers={data.ledgers} selected={data.a?.ledger.id} />
        <LedgerSelect name="b" label="Ledger B" ledgers={data.ledgers} selected={data.b?.ledger.id} />
        <label>
          Judge pairing (same ground truth for both)
          <select name="judge" defaultValue={data.pairing?.id ?? ""}>
            {data.pairings.map((p) => (
              <option key={p.id} value={p.id}>
                {p.judgeId}
                {p.isPrimary ? " (official)" : ""}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="primary">
          Compare
        </button>
      </form>
      {data.problems.map((p) => (
        <p key={p} className="error-box">
          {p}
        </p>
      ))}
      {data.a?.run && data.b?.run ? (
        <>
          <p>
            <Link href={`${base}/ledgers/${data.a.ledger.id}?judge=${data.pairing?.id ?? ""}`}>inspect A</Link> ·{" "}
            <Link href={`${base}/ledgers/${data.b.ledger.id}?judge=${data.pairing?.id ?? ""}`}>inspect B</Link>
          </p>
          <MediaBanner playback={data.media.playback} media={data.media.facts} />
          <CompareView
            a={{ label: data.a.ledger.path.split("/").pop()!, rewardValue: data.a.run.rewardValue, events: data.a.run.events }}
            b={{ label: data.b.ledger.path.split("/").pop()!, rewardValue: data.b.run.rewardValue, events: data.b.run.events }}
            family={judgeFamilyOf(data.pairing?.judgeId)}
            playback={data.media.playback}
            aspectRatio={data.media.aspectRatio}
          />
        </>
      ) : (
        <p className="muted">Choose two ledgers to compare them event by event.</p>
      )}
    </>
  );
}

interface LedgerChoice {
  id: string;
  path: string;
  rewardValue: number | null;
}

/** "path (0.0938)": the ledger and its score under the chosen pairing. */
const option = (l: LedgerChoice) => `${l.path}${l.rewardValue === null ? "" : ` (${l.rewardValue.toFixed(4)})`}`;

function LedgerSelect({ name, label, ledgers, selected }: { name: string; label: string; ledgers: LedgerChoice[]; selected?: string }) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={selected ?? ""}>
        <option value="">choose…</option>
        {ledgers.map((l) => (
          <option key={l.id} value={l.id}>
            {option(l)}
          </option>
        ))}
      </select>
    </label>
  );
}
