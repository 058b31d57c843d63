import "server-only";
// A revision's media record as the inspector and compare pages need it: the pin facts, whether
// the local copy is on this machine, and what to play (lib/media/playback-source.ts).
import { localCopyExists } from "./media-files";
import { choosePlayback, type MediaFacts, type Playback } from "./playback-source";
import { inSharedStore } from "./shared-media";

export const mediaSelect = {
  id: true,
  url: true,
  sha256: true,
  verification: true,
  verifiedAt: true,
  verifyNote: true,
  localPath: true,
  durationSec: true,
  width: true,
  height: true,
  fps: true,
} as const;

interface MediaRecord {
  id: string;
  url: string | null;
  sha256: string | null;
  verification: MediaFacts["verification"];
  verifiedAt: Date | null;
  verifyNote: string | null;
  localPath: string | null;
  durationSec: number | null;
  width: number | null;
  height: number | null;
  fps: number | null;
}

const NO_MEDIA: Playback = { kind: "none", trust: "none", message: "The task has no media record (no input pin in its SPEC card)." };

export interface MediaView {
  facts: MediaFacts | null;
  playback: Playback;
  durationSec: number | null;
  fps: number | null;
  /** "1280:720" for video.js, from the pin's resolution */
  aspectRatio: string | null;
}

export function toMediaView(m: MediaRecord | undefined | null): MediaView {
  if (!m) return { facts: null, playback: NO_MEDIA, durationSec: null, fps: null, aspectRatio: null };
  const facts: MediaFacts = {
    id: m.id,
    url: m.url,
    sha256: m.sha256,
    verification: m.verification,
    verifiedAt: m.verifiedAt?.toISOString() ?? null,
    verifyNote: m.verifyNote,
    localPath: m.localPath,
    // on this disk, or published to the bucket all nodes share (put before the row said verified)
    localExists: localCopyExists(m.localPath) || inSharedStore(m.localPath, m.verification),
  };
  return {
    facts,
    playback: choosePlayback(facts),
    durationSec: m.durationSec,
    fps: m.fps,
    aspectRatio: m.width && m.height ? `${m.width}:${m.height}` : null,
  };
}
