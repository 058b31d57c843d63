// What a reviewer reads when the player cannot play: what failed (which source, as the browser's
// media error code says) and what to do, instead of video.js's own "The media could not be loaded,
// either because the server or network failed or because the format is not supported." Pure.
import type { Playback } from "@/lib/media/playback-source";

/** HTMLMediaElement's MediaError codes (video.js passes them through) */
const ABORTED = 1;
const NETWORK = 2;
const DECODE = 3;
const UNSUPPORTED = 4;

function why(code: number | null): string {
  if (code === ABORTED) return "loading was stopped before it finished";
  if (code === NETWORK) return "the connection failed while loading it";
  if (code === DECODE) return "the browser cannot decode the file";
  // a source that does not answer (offline, 404, refused) is reported as "not supported" too
  if (code === UNSUPPORTED) return "it did not answer with a video this browser plays (offline, moved, refused, or another format)";
  return "the player reported an error";
}

export function playbackFailureText(playback: Exclude<Playback, { kind: "none" }>, code: number | null): string {
  if (playback.kind === "remote") {
    let host = playback.src;
    try {
      host = new URL(playback.src).host;
    } catch {
      // keep the source as written
    }
    return `The pinned video at ${host} could not be played: ${why(code)}. The timeline and events below still work; to watch the media, fetch the pinned file into this server's cache (Fetch pinned media) or attach a local copy.`;
  }
  return `This server's copy of the video could not be played: ${why(code)}. The timeline and events below still work; verify or attach the copy again (Verify or attach a local copy).`;
}
