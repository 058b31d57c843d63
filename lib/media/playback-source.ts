// What the inspector plays and how much to trust it. Preference: a local copy (served by
// /api/media/<id> with Range support), unless it is known NOT to match the pin and the pinned
// URL is there to fall back on; then the pinned URL; else nothing. The banner states the trust
// level of whatever plays, because reviewers judge observability from these pixels.
import { extensionOf, mediaTypeFor } from "./media-type";

export type PinState = "unverified" | "verified" | "mismatch";

export interface MediaFacts {
  id: string;
  url: string | null;
  sha256: string | null;
  verification: PinState;
  /** ISO time of the last verification, if any */
  verifiedAt: string | null;
  verifyNote: string | null;
  localPath: string | null;
  /** localPath is set AND the file exists on this machine (checked by the server) */
  localExists: boolean;
}

export type Playback =
  | { kind: "local"; src: string; type: string; trust: PinState; message: string }
  | { kind: "remote"; src: string; type: string; trust: "unverified"; message: string }
  | { kind: "none"; trust: "none"; message: string };

export function mediaRoute(mediaId: string): string {
  return `/api/media/${encodeURIComponent(mediaId)}`;
}

/** video.js refuses a source whose type it cannot tell; pinned URLs are nearly always mp4. */
function remoteType(url: string): string {
  return extensionOf(url) ? mediaTypeFor(url) : "video/mp4";
}

export function choosePlayback(m: MediaFacts): Playback {
  const local = m.localPath && m.localExists;
  // a relative `url` names a file bundled with the task, not a place a browser can fetch: streamed
  // as is, it would resolve against the page's own path (a 404 under /tasks/<id>/ledgers/…)
  const url = m.url && /^https?:\/\//i.test(m.url) ? m.url : null;
  const preferUrl = url && m.verification === "mismatch";
  if (local && !preferUrl) {
    const src = mediaRoute(m.id);
    const type = mediaTypeFor(m.localPath!);
    if (!m.sha256)
      return {
        kind: "local",
        src,
        type,
        trust: "unverified",
        message: "Playing a local copy; the task pins no sha256, so it cannot be verified.",
      };
    if (m.verification === "verified")
      return { kind: "local", src, type, trust: "verified", message: "Playing a local copy whose sha256 matches the pin." };
    if (m.verification === "mismatch")
      return {
        kind: "local",
        src,
        type,
        trust: "mismatch",
        message: "Playing a local copy whose sha256 does NOT match the pin (no pinned URL to fall back on).",
      };
    return {
      kind: "local",
      src,
      type,
      trust: "unverified",
      message: "Playing a local copy that has not been checked against the pin yet: verify it.",
    };
  }
  if (url) {
    const why = local ? " The local copy does not match the pin." : m.localPath ? " The local copy is missing on this machine." : "";
    return {
      kind: "remote",
      src: url,
      type: remoteType(url),
      trust: "unverified",
      message: `Streaming the pinned URL; its bytes are not checked here.${why} Attach a local copy to verify.`,
    };
  }
  return {
    kind: "none",
    trust: "none",
    message: m.url
      ? `The media is bundled with the task (${m.url}) and its local copy is missing on this machine: attach a copy to play it.`
      : m.localPath
        ? "The local copy is missing on this machine and no URL is pinned."
        : "No local copy and no pinned URL: nothing to play.",
  };
}
