// ffprobe's JSON -> the media facts the gates need, and where they differ from what the SPEC
// card claims (e.g. "1280x960 stated, 1280x720 measured"). Pure: the spawn is in run-ffprobe.ts.
import { z } from "zod";

export interface MediaProbe {
  durationSec: number | null;
  width: number | null;
  height: number | null;
  fps: number | null;
  frameCount: number | null;
  videoCodec: string | null;
  audioCodec: string | null;
  hasAudio: boolean;
  byteLength: number | null;
  container: string | null;
}

const Stream = z.looseObject({
  codec_type: z.string().optional(),
  codec_name: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  avg_frame_rate: z.string().optional(),
  r_frame_rate: z.string().optional(),
  nb_frames: z.string().optional(),
  duration: z.string().optional(),
});
const Probe = z.looseObject({
  streams: z.array(Stream).default([]),
  format: z.looseObject({ duration: z.string().optional(), size: z.string().optional(), format_name: z.string().optional() }).optional(),
});

const number = (s: string | undefined): number | null => {
  if (s === undefined || s === "N/A" || s.trim() === "") return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
};

/** "24000/1001" -> 23.976…; "0/0" (unknown) -> null */
export function parseRate(rate: string | undefined): number | null {
  if (!rate) return null;
  const [n, d] = rate.split("/").map(Number);
  if (!Number.isFinite(n) || !Number.isFinite(d) || d === 0 || n === 0) return null;
  return n / d;
}

export type ProbeParse = { ok: true; probe: MediaProbe } | { ok: false; reason: string };

export function probeFacts(json: unknown): ProbeParse {
  const parsed = Probe.safeParse(json);
  if (!parsed.success)
    return { ok: false, reason: `ffprobe output: ${parsed.error.issues[0]?.path.join(".") || "root"}: ${parsed.error.issues[0]?.message}` };
  const { streams, format } = parsed.data;
  const video = streams.find((s) => s.codec_type === "video");
  const audio = streams.find((s) => s.codec_type === "audio");
  if (!video) return { ok: false, reason: "ffprobe found no video stream" };
  const durationSec = number(format?.duration) ?? number(video.duration);
  const fps = parseRate(video.avg_frame_rate) ?? parseRate(video.r_frame_rate);
  const frames = number(video.nb_frames) ?? (durationSec !== null && fps !== null ? Math.round(durationSec * fps) : null);
  return {
    ok: true,
    probe: {
      durationSec,
      width: video.width ?? null,
      height: video.height ?? null,
      fps,
      frameCount: frames,
      videoCodec: video.codec_name ?? null,
      audioCodec: audio?.codec_name ?? null,
      hasAudio: audio !== undefined,
      byteLength: number(format?.size),
      container: format?.format_name ?? null,
    },
  };
}

export interface MediaClaims {
  durationSec: number | null;
  width: number | null;
  height: number | null;
  fps: number | null;
  frameCount: number | null;
  hasAudio: boolean | null;
}

/** The SPEC card's claims out of a record that carries them (a Media row) and more. */
export function claimsOf(m: MediaClaims): MediaClaims {
  return { durationSec: m.durationSec, width: m.width, height: m.height, fps: m.fps, frameCount: m.frameCount, hasAudio: m.hasAudio };
}

export interface ClaimDifference {
  fact: "duration" | "resolution" | "frame rate" | "frames" | "audio";
  claimed: string;
  measured: string;
}

/** Tolerances: a container's duration is rounded differently by tools, a frame rate by a hair. */
const DURATION_SLACK_SEC = 1;
const FPS_SLACK = 0.01;

export function claimDifferences(claims: MediaClaims, probe: MediaProbe): ClaimDifference[] {
  const out: ClaimDifference[] = [];
  if (claims.durationSec !== null && probe.durationSec !== null && Math.abs(claims.durationSec - probe.durationSec) > DURATION_SLACK_SEC)
    out.push({ fact: "duration", claimed: `${claims.durationSec} s`, measured: `${probe.durationSec.toFixed(3)} s` });
  if ((claims.width !== null && claims.width !== probe.width) || (claims.height !== null && claims.height !== probe.height))
    out.push({
      fact: "resolution",
      claimed: `${claims.width ?? "?"}x${claims.height ?? "?"}`,
      measured: `${probe.width ?? "?"}x${probe.height ?? "?"}`,
    });
  if (claims.fps !== null && probe.fps !== null && Math.abs(claims.fps - probe.fps) > FPS_SLACK)
    out.push({ fact: "frame rate", claimed: `${claims.fps} fps`, measured: `${probe.fps.toFixed(3)} fps` });
  if (claims.frameCount !== null && probe.frameCount !== null && claims.frameCount !== probe.frameCount)
    out.push({ fact: "frames", claimed: String(claims.frameCount), measured: String(probe.frameCount) });
  if (claims.hasAudio !== null && claims.hasAudio !== probe.hasAudio)
    out.push({
      fact: "audio",
      claimed: claims.hasAudio ? "audio track" : "no audio",
      measured: probe.hasAudio ? `audio (${probe.audioCodec})` : "no audio track",
    });
  return out;
}
