// Which frame of the demo clip the browser is showing, read from the pixels: the clip has a
// burned-in counter ("frame 400   t= 00:00:16.667", drawtext at 24,24; scripts/make-demo-media.sh),
// so the counter's corner as the <video> draws it onto a canvas is compared with the same corner
// of frames ffmpeg decodes from the committed file. Independent of the player's own arithmetic:
// a seek that lands one frame early shows "frame 399" and matches 399, not 400.
import { execFileSync } from "node:child_process";
import path from "node:path";
import type { Locator } from "@playwright/test";
import { BUNDLED_TASKS_DIR } from "./fixtures";

const CLIP = path.join(BUNDLED_TASKS_DIR, "demo-shapes-activity", "media", "demo-shapes.mp4");
/** The counter's box (x 16..545, y 16..56 on the 1280×720 clip) with a margin; below it no shape passes. */
const CORNER = { x: 0, y: 0, w: 576, h: 72 };
const BYTES = CORNER.w * CORNER.h * 3;

/** The counter corner (RGB) of every decoded frame first..last, by ffmpeg's decoded index. */
export function decodedCorners(first: number, last: number): Map<number, Buffer> {
  const raw = execFileSync(
    "ffmpeg",
    [
      ...["-v", "error", "-i", CLIP],
      ...["-vf", `select=between(n\\,${first}\\,${last}),crop=${CORNER.w}:${CORNER.h}:${CORNER.x}:${CORNER.y}`],
      ...["-fps_mode", "passthrough", "-frames:v", String(last - first + 1), "-f", "rawvideo", "-pix_fmt", "rgb24", "-"],
    ],
    { maxBuffer: (last - first + 2) * BYTES },
  );
  if (raw.length !== (last - first + 1) * BYTES) throw new Error(`ffmpeg gave ${raw.length} bytes for frames ${first}..${last}`);
  const out = new Map<number, Buffer>();
  for (let n = first; n <= last; n++) out.set(n, raw.subarray((n - first) * BYTES, (n - first + 1) * BYTES));
  return out;
}

/** The counter corner (RGB) of what the <video> shows now, drawn onto a canvas at the clip's size. */
async function shownCorner(video: Locator): Promise<Buffer> {
  const b64 = await video.evaluate((v: HTMLVideoElement, c: typeof CORNER) => {
    const canvas = document.createElement("canvas");
    canvas.width = c.w;
    canvas.height = c.h;
    const ctx = canvas.getContext("2d");
    if (!ctx || v.videoWidth === 0) return "";
    ctx.drawImage(v, c.x, c.y, c.w, c.h, 0, 0, c.w, c.h);
    const rgba = ctx.getImageData(0, 0, c.w, c.h).data;
    let s = "";
    for (let i = 0; i < rgba.length; i += 4) s += String.fromCharCode(rgba[i], rgba[i + 1], rgba[i + 2]);
    return btoa(s);
  }, CORNER);
  return Buffer.from(b64, "base64");
}

/**
 * Pixels that differ by more than a quarter of the range in some channel: a glyph that changed
 * (white on black) counts, a level or two of colour-conversion difference between Chromium's
 * and ffmpeg's YUV→RGB does not.
 */
const changedPixels = (a: Buffer, b: Buffer) => {
  let n = 0;
  for (let i = 0; i < a.length; i += 3)
    if (Math.abs(a[i] - b[i]) > 64 || Math.abs(a[i + 1] - b[i + 1]) > 64 || Math.abs(a[i + 2] - b[i + 2]) > 64) n++;
  return n;
};

/**
 * The decoded frame whose counter corner is nearest to what the video shows, or null when the
 * match is not clear (nothing drawn yet, or the nearest is not well apart from the runner-up:
 * the counters of neighbouring frames differ in several glyphs, a few levels of decoder or
 * colour-conversion noise do not).
 */
export async function shownFrame(video: Locator, candidates: Map<number, Buffer>): Promise<number | null> {
  const shown = await shownCorner(video);
  if (shown.length !== BYTES) return null;
  const ranked = [...candidates].map(([n, ref]) => ({ n, d: changedPixels(shown, ref) })).sort((a, b) => a.d - b.d);
  const [best, next] = ranked;
  return next && best.d * 3 < next.d ? best.n : null;
}
