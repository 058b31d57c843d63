// The task page's "pinned media" section: the card's claims, what ffprobe measured, where they
// differ, and the latest fetch/probe run (for its live progress).
import type { PrismaClient } from "../../generated/prisma/client";
import { listRuns } from "../../jobs/run-store";
import { MEDIA_FETCH_KIND } from "../media-fetch-job";

interface Probe {
  durationSec: number | null;
  width: number | null;
  height: number | null;
  fps: number | null;
  frameCount: number | null;
  hasAudio: boolean;
  videoCodec: string | null;
  audioCodec: string | null;
  differences?: { fact: string; claimed: string; measured: string }[];
}

export async function getMediaFacts(prisma: PrismaClient, revisionId: string) {
  const media = await prisma.media.findFirst({ where: { revisionId }, orderBy: { id: "asc" } });
  if (!media) return null;
  const [latest] = await listRuns(prisma, { revisionId, kind: MEDIA_FETCH_KIND }, 1);
  const probe = media.probe as Probe | null;
  return {
    mediaId: media.id,
    hasCopy: media.localPath !== null && media.verification === "verified",
    claimed: { durationSec: media.durationSec, width: media.width, height: media.height, fps: media.fps, frameCount: media.frameCount, hasAudio: media.hasAudio },
    measured: probe,
    differences: (probe?.differences ?? []).map((d) => `${d.fact}: ${d.claimed} stated, ${d.measured} measured`),
    probedAt: media.probedAt?.toISOString() ?? null,
    latestRun: latest ?? null,
  };
}
