// Frame-accurate seeking. A video element shows frame n for currentTime in [n/fps, (n+1)/fps);
// seeking to n/fps exactly lands on the boundary, where float error or the decoder's rounding
// shows frame n−1 (event #3 at frame 400 once showed 399). Seeking to the frame's centre,
// (n + 0.5)/fps, leaves half a frame of margin on either side, so the decoded frame is n.
// Pure: the inspector feeds in times, fps and keys.

/** a time computed as n/fps may come back a hair under n/fps: forgive this much of a frame */
const FRAME_EPS = 1e-6;

/** The frame on screen at time t (0-based, as the judges and the burned-in counter count). */
export function frameOf(t: number, fps: number): number {
  return Math.max(0, Math.floor(t * fps + FRAME_EPS));
}

export function frameCentre(n: number, fps: number): number {
  return (Math.max(0, n) + 0.5) / fps;
}

const usableFps = (fps: number | null): fps is number => typeof fps === "number" && Number.isFinite(fps) && fps > 0;

interface Seekable {
  timeSec: number | null;
  extra?: Record<string, unknown>;
}

/**
 * Where to seek for an event: the centre of its start frame (the judge's own start_frame when it
 * has one, else the frame its time falls in); without a frame rate, its time as given.
 */
export function eventSeekTime(e: Seekable, fps: number | null): number | null {
  if (e.timeSec === null) return null;
  if (!usableFps(fps)) return e.timeSec;
  const start = e.extra?.startFrame;
  const frame = typeof start === "number" && Number.isInteger(start) && start >= 0 ? start : frameOf(e.timeSec, fps);
  return frameCentre(frame, fps);
}

export type StepAction = "frame-back" | "frame-forward" | "second-back" | "second-forward";

/**
 * The time after one step from t: one frame or one second, landing on a frame centre, kept
 * inside the video (its last frame when the duration is known). Without a frame rate a frame step
 * does nothing (there is no frame to step to) and a second step moves one second.
 */
export function stepTime(t: number, action: StepAction, fps: number | null, durationSec: number | null): number {
  const seconds = action === "second-back" ? -1 : action === "second-forward" ? 1 : 0;
  if (!usableFps(fps)) {
    const next = Math.max(0, t + seconds);
    return durationSec && durationSec > 0 ? Math.min(next, durationSec) : next;
  }
  const frame =
    action === "frame-back" ? frameOf(t, fps) - 1 : action === "frame-forward" ? frameOf(t, fps) + 1 : frameOf(t + seconds, fps);
  const last = durationSec && durationSec > 0 ? Math.max(0, Math.ceil(durationSec * fps - FRAME_EPS) - 1) : Infinity;
  return frameCentre(Math.min(Math.max(0, frame), last), fps);
}
