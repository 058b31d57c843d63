"use client";
// The video area of the inspector and compare views: the player when something can be played,
// otherwise a plain statement of why not (the timeline and table still work).
import { useState } from "react";
import type { Playback } from "@/lib/media/playback-source";
import { playbackFailureText } from "./playback-failure";
import type { VideoSync } from "./use-video-sync";
import { VideoPlayer } from "./VideoPlayer";

interface Props {
  playback: Playback;
  aspectRatio: string | null;
  /** the view's useVideoSync(): the player reports to it */
  video: Pick<VideoSync, "onReady" | "setTime" | "setPlaying">;
  /** instead of video.setTime, for a view that follows the playhead itself (the inspector) */
  onTime?: (sec: number) => void;
}

export function MediaStage(props: Props) {
  const { playback } = props;
  if (playback.kind === "none") return <div className="video-missing panel">{playback.message}</div>;
  // a new source (a copy just attached) starts with a fresh player and no stale error
  return <Stage key={playback.src} {...props} playback={playback} />;
}

function Stage({ playback, aspectRatio, video, onTime = video.setTime }: Props & { playback: Exclude<Playback, { kind: "none" }> }) {
  // the media error's code once the player fails (null: it gave none), undefined while it has not
  const [failure, setFailure] = useState<number | null | undefined>(undefined);
  const error = failure === undefined ? null : playbackFailureText(playback, failure);
  return (
    // on an error the player keeps its place in the DOM (a retry needs it) but not its 16:9 black box
    <div className={error ? "media-stage failed" : "media-stage"} data-playback={playback.kind} data-trust={playback.trust}>
      <VideoPlayer
        src={playback.src}
        type={playback.type}
        aspectRatio={aspectRatio}
        onReady={video.onReady}
        onTime={onTime}
        onPlayingChange={video.setPlaying}
        onError={setFailure}
      />
      {error ? (
        <p className="error-box" data-testid="playback-failure">
          {error}
        </p>
      ) : null}
    </div>
  );
}
