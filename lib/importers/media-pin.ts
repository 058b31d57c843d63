// The pinned media as the task states it: the SPEC card's `input` block first, then facts the
// instruction / SPEC prose states about the file (resolution, fps, frame count, audio, codec).
// Nothing is measured here; the media verifier checks these claims against the real file later.
import { streamingPageReason, type StatedPin } from "./media-sources";
import type { Finding, JsonValue, MediaPin } from "./types";

type Card = Record<string, JsonValue>;

export function extractMediaPin(
  card: JsonValue | null,
  specText: string | null,
  instructionText: string,
  folderPaths: ReadonlySet<string> = new Set(),
  stated: StatedPin[] = [],
): { media: MediaPin[]; findings: Finding[] } {
  const input = isRecord(card) && isRecord(card.input) ? card.input : null;
  const pin: MediaPin = emptyPin();
  const set = <K extends keyof Omit<MediaPin, "sources">>(key: K, value: MediaPin[K] | null | undefined, source: string) => {
    if (value === null || value === undefined || pin[key] !== null) return;
    pin[key] = value;
    pin.sources[key] = source;
  };
  const findings: Finding[] = [];

  if (input) {
    // `urls:` (several pages concatenated into one file, melee): the first names the source
    const urls = Array.isArray(input.urls) ? input.urls.filter((u): u is string => typeof u === "string") : [];
    set(
      "url",
      str(input.url) ?? urls[0] ?? null,
      urls.length > 0 && !str(input.url) ? "SPEC.md card input.urls[0]" : "SPEC.md card input.url",
    );
    const sha = str(input.sha256)?.toLowerCase() ?? null;
    if (sha !== null && /^[0-9a-f]{64}$/.test(sha)) set("sha256", sha, "SPEC.md card input.sha256");
    else if (sha !== null) findings.push(incomplete(`input.sha256 "${sha}" is not a 64-hex SHA-256`));
    set("byteLength", int(input.bytes ?? input.byte_length ?? input.size_bytes), "SPEC.md card input.bytes");
    const minutes = num(input.length_min ?? input.duration_min);
    const seconds = num(input.length_s ?? input.length_sec ?? input.duration_s ?? input.duration_sec);
    set("durationSec", minutes !== null ? round(minutes * 60) : seconds, "SPEC.md card input.length");
    const [w, h] = resolution(input.resolution);
    set("width", w, "SPEC.md card input.resolution");
    set("height", h, "SPEC.md card input.resolution");
    set("fps", num(input.fps), "SPEC.md card input.fps");
    set("codec", str(input.codec), "SPEC.md card input.codec");
    if (typeof input.audio === "boolean") set("hasAudio", input.audio, "SPEC.md card input.audio");
  }
  const audio = isRecord(card) && isRecord(card.modalities_required) ? str(card.modalities_required.audio) : null;
  if (audio !== null && NO_AUDIO.test(audio)) set("hasAudio", false, "SPEC.md card modalities_required.audio");

  for (const [name, text] of [
    ["steps/solve/instruction.md", instructionText],
    ["SPEC.md", specText ?? ""],
  ] as const) {
    const facts = proseFacts(text);
    set("width", facts.width, `${name} prose`);
    set("height", facts.height, `${name} prose`);
    set("fps", facts.fps, `${name} prose`);
    set("frameCount", facts.frameCount, `${name} prose`);
    set("codec", facts.codec, `${name} prose`);
    set("hasAudio", facts.hasAudio, `${name} prose`);
  }
  // a required audio modality means the file has a track (FlightGear's spoken ATC)
  if (audio !== null && !/^\s*(not used|n\/a|none)/i.test(audio)) set("hasAudio", true, "SPEC.md card modalities_required.audio");

  if (input === null && stated.length === 0) return { media: [], findings: [incomplete("the SPEC card has no input block: no media pin")] };
  findings.push(...fillFromStated(pin, stated));
  // a relative url naming a file in the folder is the media itself (a bundled demo clip)
  if (pin.url !== null && !/^[a-z][a-z0-9+.-]*:/i.test(pin.url) && folderPaths.has(pin.url.replace(/^\.\//, ""))) {
    pin.localPath = pin.url.replace(/^\.\//, "");
    pin.sources.localPath = "SPEC.md card input.url (a file in the folder)";
  }
  findings.push(...streamingFindings(pin));
  if (pin.url === null || pin.sha256 === null) findings.push(incomplete("the media pin lacks a url or a sha256"));
  return { media: [pin, ...morePins(pin, stated)], findings };
}

/** "no audio", "silent", "audio stripped", "video-only adaptive streams": the file has no audio track. */
const NO_AUDIO =
  /\bno audio\b|audio (?:is )?(?:stripped|absent|dropped)|\bsilent\b|\bnoaudio\b|video-only (?:adaptive )?streams?|has no audio|carry no audio/i;

const isPlaceholderUrl = (url: string | null) => url !== null && /^(?:todo|tbd|pending|fixme)\b|\btodo\b|placeholder/i.test(url);

/**
 * The card's gaps filled from the pins stated elsewhere (a `## Input` list, the Dockerfile's
 * ARG/ENV, task.toml): a card URL keeps its own hash source when one names the same URL; a card
 * without a URL (or with a placeholder) takes the first stated pin. Placeholders pin nothing.
 */
function fillFromStated(pin: MediaPin, stated: StatedPin[]): Finding[] {
  const findings: Finding[] = [];
  for (const s of stated.filter((x) => x.placeholder))
    findings.push({
      ...incomplete(`${s.urlSource} is a placeholder ("${s.url.slice(0, 80)}"): it pins no media yet`),
      file: fileOf(s.urlSource),
    });
  const usable = stated.filter((x) => !x.placeholder);
  if (pin.url !== null && isPlaceholderUrl(pin.url)) {
    findings.push(
      incomplete(
        `input.url "${pin.url.slice(0, 80)}" is not a URL${usable.length > 0 ? `: read the pin from ${usable[0].urlSource}` : ""}`,
      ),
    );
    pin.url = null;
    delete pin.sources.url;
  }
  if (usable.length === 0) return findings;
  const same = pin.url === null ? usable[0] : usable.find((s) => s.url === pin.url);
  if (same === undefined) return findings;
  if (pin.url === null) {
    pin.url = same.url;
    pin.sources.url = same.urlSource;
  }
  if (pin.sha256 === null && same.sha256 !== null) {
    pin.sha256 = same.sha256;
    pin.sources.sha256 = same.shaSource ?? same.urlSource;
  } else if (pin.sha256 !== null && same.sha256 !== null && same.sha256 !== pin.sha256 && pin.sources.sha256?.startsWith("SPEC.md card"))
    findings.push({
      code: "media_pin_sources_differ",
      severity: "info",
      file: fileOf(same.shaSource ?? same.urlSource),
      field: "sha256",
      message: `${same.shaSource} checks ${same.sha256} for ${same.url}; the SPEC card's input.sha256 is ${pin.sha256} (a derived file baked from it, or a stale pin: confirm)`,
    });
  return findings;
}

/**
 * A streaming page (YouTube, an empty MATERIALS_URL filled by a fetch script) is not a pinned
 * file: the URL is kept in `sources` for the reviewer, never as the pin.
 */
function streamingFindings(pin: MediaPin): Finding[] {
  const source = pin.sources.url;
  if (source === undefined && pin.url === null) return [];
  const reason = streamingPageReason(pin.url ?? "");
  if (reason === null) return [];
  const where = source ?? "the media pin";
  pin.sources.url = `${where}: ${pin.url === "" ? "(empty)" : pin.url} (not a pinned file: ${reason})`;
  pin.url = null;
  return [
    {
      code: "media_pin_streaming",
      severity: "warning",
      file: fileOf(where),
      field: "url",
      message: `${where} is not a pinned file (${reason}): the sha256 detects drift, nothing keeps the bytes available`,
    },
  ];
}

/** Further media files the Dockerfile pins beside the first (captaincook's 22 recordings), url + sha256 only. */
function morePins(first: MediaPin, stated: StatedPin[]): MediaPin[] {
  const rest = stated.filter(
    (s) => !s.placeholder && s.url !== "" && s.url !== first.url && s.sha256 !== null && s.sha256 !== first.sha256,
  );
  if (first.sources.url === undefined || !rest.some((s) => fileOf(s.urlSource) === fileOf(first.sources.url ?? ""))) return [];
  return rest
    .filter((s) => fileOf(s.urlSource) === fileOf(first.sources.url ?? ""))
    .map((s) => ({
      ...emptyPin(),
      url: s.url,
      sha256: s.sha256,
      // the recordings are one set: what the SPEC says of the media (no audio track) holds for each
      hasAudio: first.hasAudio,
      sources: { url: s.urlSource, ...(s.shaSource ? { sha256: s.shaSource } : {}) },
    }));
}

const fileOf = (source: string) => source.split(/[: ]/)[0];

function emptyPin(): MediaPin {
  return {
    url: null,
    sha256: null,
    byteLength: null,
    durationSec: null,
    width: null,
    height: null,
    fps: null,
    frameCount: null,
    codec: null,
    hasAudio: null,
    localPath: null,
    sources: {},
  };
}

/** "720" / 720 -> height only; "1280x720" -> both; "720p" -> height. */
function resolution(value: JsonValue | undefined): [number | null, number | null] {
  if (typeof value === "number" && Number.isInteger(value) && value > 0) return [null, value];
  if (typeof value !== "string") return [null, null];
  const both = /^(\d{3,5})\s*[x×]\s*(\d{3,5})$/.exec(value.trim());
  if (both) return [Number(both[1]), Number(both[2])];
  const height = /^(\d{3,5})p?$/.exec(value.trim());
  return height ? [null, Number(height[1])] : [null, null];
}

interface ProseFacts {
  width: number | null;
  height: number | null;
  fps: number | null;
  frameCount: number | null;
  codec: string | null;
  hasAudio: boolean | null;
}

/**
 * Facts are read only from the window right after a "WxH" mention (the sentence describing the
 * file), so a frame count mentioned elsewhere ("1 fps is >3000 frames") is not taken for the media.
 */
function proseFacts(markdown: string): ProseFacts {
  const text = markdown.replace(/[*_`]/g, "").replace(/\s+/g, " ");
  const size = /\b(\d{3,5})\s?[x×]\s?(\d{3,5})\b/.exec(text);
  const window = size ? text.slice(size.index, size.index + 200) : "";
  const fps = /(\d+(?:\.\d+)?)\s?(?:fps|frames per second)/i.exec(window);
  const frames = /(\d[\d,]{2,})\s+frames\b(?! per second)/i.exec(window);
  const codec = /\b(H\.?264|H\.?265|HEVC|AV1|VP9)\b/i.exec(text);
  return {
    width: size ? Number(size[1]) : null,
    height: size ? Number(size[2]) : null,
    fps: fps ? Number(fps[1]) : null,
    frameCount: frames ? Number(frames[1].replace(/,/g, "")) : null,
    codec: codec ? codec[1] : null,
    hasAudio: NO_AUDIO.test(text) ? false : null,
  };
}

function incomplete(message: string): Finding {
  return { code: "media_pin_incomplete", severity: "warning", file: "SPEC.md", field: "input", message };
}

const str = (v: JsonValue | undefined): string | null => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);
const num = (v: JsonValue | undefined): number | null =>
  typeof v === "number" && Number.isFinite(v) ? v : typeof v === "string" && /^\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : null;
const int = (v: JsonValue | undefined): number | null => {
  const n = num(v);
  return n !== null && Number.isInteger(n) ? n : null;
};
const round = (n: number): number => Math.round(n * 1000) / 1000;

function isRecord(value: JsonValue | undefined | null): value is Card {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A media URL pins the media only when anyone can fetch the same bytes from it: an absolute
 * http(s) URL with a host. A relative path (the demo's `media/demo-shapes.mp4`), a file: URL or
 * a bare name points into one checkout, not at published media.
 */
export function isPinnedUrl(url: string | null | undefined): boolean {
  if (!url) return false;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return false;
  }
  return (
    (parsed.protocol === "https:" || parsed.protocol === "http:") &&
    parsed.hostname !== "" &&
    !/^(localhost|127\.|0\.0\.0\.0|\[::1\])/i.test(parsed.hostname)
  );
}
