// States what plays and whether its bytes were checked against the task's pin: reviewers judge
// whether an event is observable from these pixels, so an unverified copy must say so.
import type { MediaFacts, Playback } from "@/lib/media/playback-source";

const TITLES: Record<Playback["trust"], string> = {
  verified: "Verified",
  unverified: "Unverified",
  mismatch: "Mismatch",
  none: "No video",
};

export function MediaBanner({ playback, media }: { playback: Playback; media: MediaFacts | null }) {
  return (
    <div className={`media-banner ${playback.trust}`} data-testid="media-banner" data-trust={playback.trust} role="status">
      <strong>{TITLES[playback.trust]}.</strong> {playback.message}
      {media?.verifiedAt ? (
        <div className="muted">
          Last check {media.verifiedAt.slice(0, 16).replace("T", " ")}: {media.verifyNote ?? media.verification}
        </div>
      ) : null}
      {media?.sha256 ? (
        <div className="muted">
          Pin sha256 <code>{media.sha256}</code>
        </div>
      ) : null}
    </div>
  );
}
