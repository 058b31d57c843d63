// The frame and clock under the video (the frame only when the frame rate is known), with the
// view's own key hints after it.
import { frameOf } from "./frame-math";
import { formatClock } from "./timeline-layout";

export function FrameReadout({ time, fps, children }: { time: number; fps: number | null; children?: React.ReactNode }) {
  return (
    <p className="frame-readout muted" data-testid="current-frame" data-frame={fps ? frameOf(time, fps) : ""}>
      {fps ? (
        <>
          frame <strong className="mono">{frameOf(time, fps)}</strong> ·{" "}
        </>
      ) : null}
      <span className="mono">{formatClock(time)}</span>
      {children}
    </p>
  );
}
