// Media times inspected, recovered from tool-call arguments: ffmpeg -ss/-t/-to/-frames and select
// filters, fps dumps, `transcribe --start/--end`, Python time lists next to a video decoder, and
// image reads of extracted frames. Heuristic by nature; each segment names its step and source.
import type { Step } from "../parse/step-types";
import type { Coverage, CoverageSegment } from "./coverage-types";
import { parseTime } from "./time-values";

const MEDIA = /\.(?:mp4|mkv|mov|webm|avi|m4v|wav|mp3|m4a|flac)\b|\/materials\//i;
const IMAGE = /\.(?:png|jpe?g|webp|bmp)\b/i;

/** Split a shell line into simple commands (pipes and && chains), keeping quoted text whole enough. */
function commands(text: string): string[] {
  return text.split(/\s*(?:&&|\|\||;|\n|\|)\s*/).filter((c) => c.trim() !== "");
}

const OPTION_RES = new Map<string, RegExp>();
function opt(cmd: string, names: string[]): string | null {
  for (const n of names) {
    let re = OPTION_RES.get(n);
    if (!re) OPTION_RES.set(n, (re = new RegExp(`(?:^|\\s)${n}\\s+("[^"]*"|'[^']*'|\\S+)`)));
    const m = re.exec(cmd);
    if (m) return m[1];
  }
  return null;
}

function ffmpegSegments(
  cmd: string,
  step: number,
  out: CoverageSegment[],
  state: { frames: number; unbounded: boolean },
  outputs: Map<string, number>,
): void {
  if (!/\bffmpeg\b/.test(cmd) || !/\s-i\s/.test(cmd)) return;
  const input = opt(cmd, ["-i"]) ?? "";
  if (IMAGE.test(input)) return; // re-processing an extracted still is not new coverage
  const audioOnly = /\s-vn\b/.test(cmd) || /\.(?:wav|mp3|m4a|flac|aac)\b(?!.*\s-i\s)/i.test(cmd.split(/\s-i\s/).pop() ?? "");
  const ss = opt(cmd, ["-ss"]);
  const start = ss !== null ? parseTime(ss) : null;
  const t = opt(cmd, ["-t"]);
  const to = opt(cmd, ["-to"]);
  const frames = opt(cmd, ["-frames:v", "-vframes", "-frames"]);
  const filter = opt(cmd, ["-vf", "-filter:v", "-filter_complex"]) ?? "";
  const fps = /fps=(\d+(?:\.\d+)?)(?:\/(\d+))?/.exec(filter);
  const between = [...filter.matchAll(/between\(\s*t\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*\)/g)];
  const kind = audioOnly ? "audio" : "video";
  const outPath = (cmd.trim().split(/\s+/).pop() ?? "").replace(/["']/g, "");
  if (between.length > 0) {
    for (const b of between) out.push({ step, kind, startSec: Number(b[1]), endSec: Number(b[2]), source: "ffmpeg select between()" });
    return;
  }
  const s = start ?? 0;
  if (frames !== null && Number(frames) <= 1 && !audioOnly) {
    state.frames += 1;
    out.push({ step, kind: "frame", startSec: s, endSec: s, source: `ffmpeg -ss ${ss ?? 0} -frames 1` });
    if (IMAGE.test(outPath)) outputs.set(outPath.split("/").pop() ?? outPath, s);
    return;
  }
  const duration = t !== null ? parseTime(t) : null;
  const end = to !== null ? parseTime(to) : duration !== null ? s + duration : null;
  if (!audioOnly && frames !== null) state.frames += Number(frames) || 0;
  if (!audioOnly && frames === null && IMAGE.test(outPath)) {
    // an image sequence (fps dump): many frames
    state.frames += fps && end !== null ? Math.max(1, Math.round(((end - s) * Number(fps[1])) / Number(fps[2] ?? 1))) : 1000;
    if (end === null) state.unbounded = true;
  }
  out.push({
    step,
    kind,
    startSec: s,
    endSec: end,
    source: `ffmpeg${ss ? ` -ss ${ss}` : ""}${t ? ` -t ${t}` : ""}${to ? ` -to ${to}` : ""}${fps ? ` fps=${fps[0].slice(4)}` : ""}`,
  });
}

function transcribeSegment(cmd: string, step: number, out: CoverageSegment[]): void {
  if (!/\b(?:transcribe|whisper)\b/.test(cmd) || !MEDIA.test(cmd)) return;
  const start = parseTime(opt(cmd, ["--start", "--from"]) ?? "0") ?? 0;
  const endRaw = opt(cmd, ["--end", "--to"]);
  out.push({ step, kind: "audio", startSec: start, endSec: endRaw !== null ? parseTime(endRaw) : null, source: "transcribe" });
}

function pythonSamples(text: string, step: number, out: CoverageSegment[], state: { frames: number; unbounded: boolean }): void {
  if (!/av\.open|VideoCapture|decord|imageio/.test(text)) return;
  const list = /\b(?:times|timestamps|ts|seconds)\s*=\s*\[([\d.,\s]+)\]/.exec(text);
  if (list) {
    const values = list[1]
      .split(",")
      .map((v) => Number(v.trim()))
      .filter((v) => Number.isFinite(v));
    for (const v of values) out.push({ step, kind: "frame", startSec: v, endSec: v, source: "python time list" });
    state.frames += values.length;
    return;
  }
  const seek = /seek\(\s*int\(\s*([\d.]+)\s*\//.exec(text) ?? /CAP_PROP_POS_MSEC\s*,\s*([\d.]+)/.exec(text);
  if (seek) {
    const sec = /MSEC/.test(seek[0]) ? Number(seek[1]) / 1000 : Number(seek[1]);
    out.push({ step, kind: "frame", startSec: sec, endSec: sec, source: "python seek" });
    state.frames += 1;
    return;
  }
  if (/for\s+\w+(?:\s*,\s*\w+)?\s+in\s+(?:enumerate\()?\w+\.decode\(/.test(text) && !/\bbreak\b/.test(text)) {
    state.unbounded = true;
    out.push({ step, kind: "video", startSec: 0, endSec: null, source: "python decode loop" });
  }
}

export function extractCoverage(steps: Step[]): Coverage {
  const segments: CoverageSegment[] = [];
  const state = { frames: 0, unbounded: false };
  const outputs = new Map<string, number>();
  let mediaCalls = 0;
  let imagesViewed = 0;
  for (const s of steps) {
    if (s.kind !== "tool_call") continue;
    const text = s.text;
    if (MEDIA.test(text)) mediaCalls++;
    const before = segments.length;
    for (const cmd of commands(text)) {
      ffmpegSegments(cmd, s.index, segments, state, outputs);
      transcribeSegment(cmd, s.index, segments);
    }
    if (segments.length === before) pythonSamples(text, s.index, segments, state);
    // Read / view_file of an extracted still: counts as looking at that moment
    const tool = (s.toolName ?? "").toLowerCase();
    if ((tool === "read" || tool === "view_file" || tool === "view_image") && IMAGE.test(text)) {
      imagesViewed++;
      const name = text.trim().split("/").pop() ?? "";
      const known = outputs.get(name);
      // t100.png / frame_10s.png name seconds; frame_000123.png names a frame number, not a time
      const fromName = /(?:^t|[_-])(\d+(?:\.\d+)?)s?\.(?:png|jpe?g|webp)$/i.exec(name);
      const secondsNamed = fromName && (/^t\d/i.test(name) || /\d+(?:\.\d+)?s\.\w+$/i.test(name)) ? Number(fromName[1]) : null;
      const at = known ?? secondsNamed;
      if (at !== null) segments.push({ step: s.index, kind: "frame", startSec: at, endSec: at, source: `viewed ${name}` });
    }
  }
  return { segments, mediaCalls, imagesViewed, framesExtracted: state.frames, unboundedVideoDecode: state.unbounded };
}

/** Seconds of the media covered (union of spans; a still counts as `stillSec`), clamped to the duration. */
export function coveredSeconds(
  coverage: Coverage,
  durationSec: number,
  kinds: CoverageSegment["kind"][] = ["video", "frame"],
  stillSec = 1,
): number {
  const spans = coverage.segments
    .filter((s) => kinds.includes(s.kind))
    .map(
      (s) =>
        [
          Math.min(s.startSec, durationSec),
          Math.min(s.endSec === null ? durationSec : s.kind === "frame" ? s.startSec + stillSec : s.endSec, durationSec),
        ] as const,
    )
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  let total = 0;
  let curStart = -1;
  let curEnd = -1;
  for (const [a, b] of spans) {
    if (a > curEnd) {
      if (curEnd > curStart) total += curEnd - curStart;
      curStart = a;
      curEnd = b;
    } else curEnd = Math.max(curEnd, b);
  }
  if (curEnd > curStart) total += curEnd - curStart;
  return total;
}

export function coveragePercent(coverage: Coverage, durationSec: number | null, kinds?: CoverageSegment["kind"][]): number | null {
  if (durationSec === null || !(durationSec > 0)) return null;
  return (100 * coveredSeconds(coverage, durationSec, kinds)) / durationSec;
}
