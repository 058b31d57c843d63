// Content-Type for a media file by its extension. The browser decides whether it can play a
// <video> source from this header (and video.js from the `type` we hand it), so a wrong type
// (e.g. application/octet-stream) can make a playable file look unplayable.

const TYPES: Record<string, string> = {
  mp4: "video/mp4",
  m4v: "video/mp4",
  mov: "video/quicktime",
  webm: "video/webm",
  mkv: "video/x-matroska",
  ogv: "video/ogg",
  m4a: "audio/mp4",
  mp3: "audio/mpeg",
  wav: "audio/wav",
  ogg: "audio/ogg",
  opus: "audio/ogg",
  flac: "audio/flac",
};

export const FALLBACK_MEDIA_TYPE = "application/octet-stream";

export function extensionOf(pathOrUrl: string): string {
  const clean = pathOrUrl.split(/[?#]/)[0];
  const base = clean.slice(clean.lastIndexOf("/") + 1);
  const dot = base.lastIndexOf(".");
  return dot <= 0 ? "" : base.slice(dot + 1).toLowerCase();
}

export function mediaTypeFor(pathOrUrl: string): string {
  return TYPES[extensionOf(pathOrUrl)] ?? FALLBACK_MEDIA_TYPE;
}

/** The extension a cached upload is stored under: the original's when it is a known media type, else mp4. */
export function cacheExtensionFor(fileName: string): string {
  const ext = extensionOf(fileName);
  return ext in TYPES ? ext : "mp4";
}
