// Ledger inspector: one ledger under one judge pairing (?judge=<pairingId>), event by event,
// beside the task's video; ?event=E3 (expected #3) or ?event=P2 (prediction 2) selects and seeks
// to an event; an old zero-based ?event=N link is redirected to its token.
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { z } from "zod";
import { getPrisma } from "@/lib/data/db";
import { allows, guardPage, pageParam } from "@/lib/auth/guard";
import { getLedgerInspection } from "@/lib/ledgers/get-ledger-inspection";
import { ledgerCoverage } from "@/lib/rollouts/store/ledger-coverage";
import { StatusBadge } from "@/components/StatusBadge";
import { CreditByGroupChart } from "@/components/charts/CreditByGroupChart";
import { creditBreakdown } from "@/components/charts/credit-breakdown";
import { LedgerInspector } from "@/components/inspector/LedgerInspector";
import { PredictedEventsView } from "@/components/inspector/PredictedEventsView";
import { parseEventParam } from "@/components/inspector/event-navigation";
import { possibleUnits, totals, toInspectorEvents } from "@/components/inspector/inspector-events";
import { RejectedBadge } from "@/components/task/RejectedBadge";
import { rejectionReason } from "@/components/task/judge-rejection";
import { formatUnits } from "@/components/inspector/format-value";
import { MediaBanner } from "@/components/video/MediaBanner";
import { MediaPinControls } from "@/components/video/MediaPinControls";
import { judgeFamilyOf } from "@/lib/judges/judge-family";
import { listAnchoredComments } from "@/lib/asks/store/anchored-comments";
import { AnchoredComments } from "@/components/comments/AnchoredComments";
import { getArtifactProvenance, type ArtifactProvenance } from "@/lib/submissions/store/artifact-source";

export const dynamic = "force-dynamic";

const search = z.object({
  judge: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional()
    .catch(undefined),
  event: z.union([z.string(), z.array(z.string())]).optional(),
});

/** The same page and parameters, with the old zero-based position replaced by the event's token. */
function legacyEventRedirect(taskId: string, ledgerId: string, raw: Record<string, string | string[] | undefined>, token: string): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(raw)) for (const x of Array.isArray(v) ? v : v === undefined ? [] : [v]) params.append(k, x);
  params.set("event", token);
  return `/tasks/${encodeURIComponent(taskId)}/ledgers/${encodeURIComponent(ledgerId)}?${params}`;
}

interface PageProps {
  params: Promise<{ id: string; ledgerId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function LedgerInspectorPage({ params, searchParams }: PageProps) {
  const { id, ledgerId: rawLedgerId } = await params;
  const taskId = pageParam(id);
  const actor = await guardPage("read", taskId);
  const canReview = await allows(actor, "review", taskId);
  const ledgerId = pageParam(rawLedgerId);
  const raw = await searchParams;
  const q = search.parse(raw);
  const data = await getLedgerInspection(await getPrisma(), taskId, ledgerId, q.judge);
  if (!data) notFound();
  const { task, ledger, pairing, run, media } = data;
  const events = run?.events ?? [];
  const eventParam = parseEventParam(q.event, events);
  if (eventParam?.kind === "legacy") redirect(legacyEventRedirect(taskId, ledgerId, raw, eventParam.token));
  const base = `/tasks/${encodeURIComponent(task.id)}`;
  const [canComment, comments, provenance] = await Promise.all([
    allows(actor, "submit", taskId),
    listAnchoredComments(await getPrisma(), task.id, "event", ledger.id),
    getArtifactProvenance(await getPrisma(), task.id, { kind: "ledger", id: ledger.id }),
  ]);
  return (
    <>
      <p className="muted">
        <Link href="/">Tasks</Link> / <Link href={base}>{task.id}</Link> / ledger
      </p>
      <h1>
        {ledger.label} <span className="muted">·</span> <code>{ledger.path}</code>
      </h1>
      <div className="grid2">
        <LedgerFacts data={data} base={base} provenance={provenance} />
        <section>
          <MediaBanner playback={media.playback} media={media.facts} />
          {media.facts && canReview ? (
            <MediaPinControls
              taskId={task.id}
              mediaId={media.facts.id}
              hasLocalCopy={media.facts.localExists}
              hasPin={!!media.facts.sha256}
            />
          ) : null}
        </section>
      </div>
      {run?.eventsError ? <p className="error-box">{run.eventsError}</p> : null}
      {run ? (
        <>
          <h2>Events</h2>
          <LedgerInspector
            events={events}
            family={judgeFamilyOf(pairing?.judgeId)}
            fps={media.fps}
            durationSec={media.durationSec}
            playback={media.playback}
            aspectRatio={media.aspectRatio}
            initialEvent={eventParam?.key ?? null}
            coverage={await ledgerCoverage(await getPrisma(), task.id, ledger.id, media.durationSec)}
          />
          <h2>Credit by group</h2>
          <CreditByGroupChart breakdown={creditBreakdown(run.reward, events)} />
        </>
      ) : (
        <UnscoredLedger data={data} />
      )}
      <AnchoredComments
        taskId={task.id}
        kind="event"
        thingId={ledger.id}
        comments={comments}
        canComment={canComment}
        hrefAt={(n) => `?event=${n}`}
      />
    </>
  );
}

type Inspection = NonNullable<Awaited<ReturnType<typeof getLedgerInspection>>>;

/** The ledger's bytes and where they came from, its judge pairings and reward, the rows citing it, and the compare link. */
function LedgerFacts({ data, base, provenance }: { data: Inspection; base: string; provenance: ArtifactProvenance | null }) {
  const { ledger, pairing, run } = data;
  const events = run?.events ?? [];
  return (
    <section className="panel">
      <dl className="facts">
        <dt>Ledger</dt>
        <dd>
          <code title={ledger.sha256}>{ledger.sha256.slice(0, 16)}…</code> · {ledger.byteLength} B · {ledger.origin}
        </dd>
        <dt>Source</dt>
        <dd data-testid="artifact-source" style={{ overflowWrap: "anywhere" }}>
          {provenance?.source.text ?? "not recorded"}
        </dd>
        <dt>Judge</dt>
        <JudgePairings data={data} />
        <dt>Score</dt>
        <ScoreSummary run={run} events={events} />
        <dt>Cited by</dt>
        <CitedBy rows={data.rows} claimedWhere={provenance?.claimedWhereByRow ?? {}} />
        <dt>Compare</dt>
        <dd>
          <Link href={`${base}/compare?a=${ledger.id}${pairing ? `&judge=${pairing.id}` : ""}`}>compare with another ledger</Link>
        </dd>
      </dl>
    </section>
  );
}

/** No score under the chosen pairing: the predicted events read from the ledger, or why none could be. */
function UnscoredLedger({ data }: { data: Inspection }) {
  const { pairing, media } = data;
  return data.predicted?.ok ? (
    <>
      <h2>Predicted events</h2>
      <PredictedEventsView
        events={data.predicted.events}
        path={data.predicted.path}
        untimed={data.predicted.untimed}
        truncated={data.predicted.truncated}
        fps={media.fps}
        durationSec={media.durationSec}
        playback={media.playback}
        aspectRatio={media.aspectRatio}
      />
    </>
  ) : (
    <p className="muted" data-testid="no-events">
      This ledger has no score under {pairing ? "the chosen judge pairing" : "any judge (the task has none)"}, and no predicted events could
      be read from it{data.predicted ? `: ${data.predicted.reason}` : ""}.
    </p>
  );
}

/** Every judge pairing of the revision with its reward; the chosen one marked. */
function JudgePairings({ data }: { data: Inspection }) {
  const { pairing } = data;
  return (
    <dd data-testid="judge-pairings">
      {data.pairings.map((p) => (
        <div key={p.id}>
          {p.id === pairing?.id ? <strong>▸ </strong> : null}
          <Link href={`?judge=${p.id}`} aria-current={p.id === pairing?.id ? "page" : undefined}>
            <code>{p.judgeId}</code>
          </Link>{" "}
          with <code>{p.groundTruthPath}</code> {p.isPrimary ? <StatusBadge status="official" /> : null}{" "}
          <span className="mono">{p.rewardValue === null ? "not scored" : p.rewardValue.toFixed(4)}</span>{" "}
          <RejectedBadge reason={p.reason} />
        </div>
      ))}
      {data.pairingNotFound ? (
        <div className="error-box">That judge pairing is not part of this revision; showing the first one.</div>
      ) : null}
    </dd>
  );
}

/** The reward under the chosen pairing, or why it is a rejection rather than a measured 0. */
function ScoreSummary({ run, events }: { run: Inspection["run"]; events: NonNullable<Inspection["run"]>["events"] }) {
  const sum = totals(toInspectorEvents(events));
  const rejection = rejectionReason(run?.reason);
  const possible = possibleUnits(events);
  const expectedCount = events.filter((e) => e.kind === "expected").length;
  return (
    <dd>
      {run && rejection ? (
        <div className="rejected-box" data-testid="rejected-summary">
          <RejectedBadge reason={run.reason} /> reward <strong data-testid="reward-value">{run.rewardValue.toFixed(4)}</strong>: the judge
          refused the submission as a whole (<q>{rejection}</q>), so it earned 0 of the {possible} units it could have earned over{" "}
          {expectedCount} expected events. This 0 is a rejection, not a measured score.
        </div>
      ) : run ? (
        <>
          reward <strong data-testid="reward-value">{run.rewardValue.toFixed(4)}</strong> ({run.reason}) ·{" "}
          {formatUnits(sum.earned, sum.available)} units over {events.length} events
        </>
      ) : (
        <span className="muted">not scored under this pairing</span>
      )}
    </dd>
  );
}

/** The calibration rows that cite this ledger, each claim with who makes it. */
function CitedBy({ rows, claimedWhere }: { rows: Inspection["rows"]; claimedWhere: Record<string, string> }) {
  return (
    <dd>
      {rows.length === 0 ? <span className="muted">no calibration row</span> : null}
      {rows.map((r) => (
        <div key={r.id}>
          {r.harness} · {r.model ?? "?"} · {r.conditionLabel} · claimed {r.claimedScore?.toFixed(4) ?? "—"} {claimedWhere[r.id] ?? ""}{" "}
          <StatusBadge status={r.status} />
          {r.rolloutPath ? <span className="muted"> · {r.rolloutPath.split("/").pop()}</span> : null}
        </div>
      ))}
    </dd>
  );
}
