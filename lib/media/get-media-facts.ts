// The task page's "pinned media" section: the card's claims, what ffprobe measured, where they
// differ, and the latest fetch/probe run (for its live progress).
import type { PrismaClient } from "../generated/prisma/client";
import { listRuns } from "../jobs/run-store";
import { claimsOf } from "./probe-facts";
import { MEDIA_FETCH_KIND } from "./media-fetch-params";
import { readStored, StoredProbeSchema } from "../db/stored-json";

export async function getMediaFacts(prisma: PrismaClient, revisionId: string) {
  const media = await prisma.media.findFirst({ where: { revisionId }, orderBy: { id: "asc" } });
  if (!media) return null;
  const [latest] = await listRuns(prisma, { revisionId, kind: MEDIA_FETCH_KIND }, 1);
  const probe = readStored(StoredProbeSchema, media.probe, "Media.probe", null);
  return {
    mediaId: media.id,
    hasCopy: media.localPath !== null && media.verification === "verified",
    claimed: claimsOf(media),
    measured: probe.value,
    // a probe that does not parse is said, with its reason, where the differences are listed
    differences: [
      ...(probe.ok ? [] : [probe.reason]),
      ...(probe.value?.differences ?? []).map((d) => `${d.fact}: ${d.claimed} stated, ${d.measured} measured`),
    ],
    probedAt: media.probedAt?.toISOString() ?? null,
    latestRun: latest ?? null,
  };
}

/**
 * The length a revision's gold timeline is drawn against: what ffprobe measured, else the card's
 * claim. A stored probe that fails its schema falls back to the claim and says why (`unreadable`).
 */
export async function getMediaDuration(prisma: PrismaClient, revisionId: string) {
  const media = await prisma.media.findFirst({ where: { revisionId }, orderBy: { id: "asc" }, select: { durationSec: true, probe: true } });
  if (!media) return { durationSec: null, unreadable: null };
  const probe = readStored(StoredProbeSchema, media.probe, "Media.probe", null);
  return { durationSec: probe.value?.durationSec ?? media.durationSec, unreadable: probe.ok ? null : probe.reason };
}
