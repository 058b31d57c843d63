"use client";
// A ledger no judge scores (a task with no judge, or none for this pairing): its predicted events,
// found by the generic reader (lib/judges/generic-events.ts), on one timeline track under the
// video and in a table. Clicking a mark or a row seeks there (the centre of its frame when the
// frame rate is known), clicking the axis seeks, the playhead follows the video, and the event
// under the playhead is highlighted. Nothing here says right or wrong: there is no judge.
import { useMemo } from "react";
import type { PredictedEvent } from "@/lib/judges/generic-events";
import type { Playback } from "@/lib/media/playback-source";
import { MediaStage } from "@/components/video/MediaStage";
import { useVideoSync } from "@/components/video/use-video-sync";
import { eventSeekTime, frameOf } from "./frame-math";
import { formatClock, MIN_MARK_WIDTH } from "./timeline-layout";
import { FrameReadout } from "./FrameReadout";
import { TimelineAxis } from "./Timeline";
import "./inspector.css";

interface Props {
  events: PredictedEvent[];
  path: string;
  untimed: number;
  truncated: boolean;
  fps: number | null;
  durationSec: number | null;
  playback: Playback;
  aspectRatio: string | null;
}

/** The span the track covers: the video, or the last predicted time when it runs past it. */
export function predictedSpan(events: readonly PredictedEvent[], durationSec: number | null): number {
  let end = durationSec && durationSec > 0 ? durationSec : 0;
  for (const e of events) end = Math.max(end, e.endSec ?? e.startSec);
  return end > 0 ? end : 1;
}

/** The event whose [start, end] (or start frame) holds t; the latest one started otherwise none. */
export function predictedAt(events: readonly PredictedEvent[], t: number): number | null {
  let hit: number | null = null;
  for (const e of events) if (e.startSec <= t + 1e-9 && t <= (e.endSec ?? e.startSec) + 0.5) hit = e.index;
  return hit;
}

export function PredictedEventsView({ events, path, untimed, truncated, fps, durationSec, playback, aspectRatio }: Props) {
  const video = useVideoSync();
  const span = useMemo(() => predictedSpan(events, durationSec), [events, durationSec]);
  const pct = (t: number) => Math.min(100, Math.max(0, (t / span) * 100));
  const current = predictedAt(events, video.time);
  const seekTo = (e: PredictedEvent) => video.seek(eventSeekTime({ timeSec: e.startSec }, fps) ?? e.startSec);
  return (
    <div className="inspector" data-testid="predicted-events" data-current-event={current ?? ""}>
      <div className="inspector-media">
        <MediaStage playback={playback} aspectRatio={aspectRatio} video={video} />
        <FrameReadout time={video.time} fps={fps} />
        <div className="timeline" data-testid="timeline">
          <TimelineAxis span={span} onSeek={video.seek} />
          <div className="timeline-body">
            <div className="timeline-track" data-track="predicted">
              <span className="timeline-track-label">predicted</span>
              <div className="timeline-lane">
                {events.map((e) => {
                  const left = pct(e.startSec);
                  const width = Math.max(MIN_MARK_WIDTH, e.endSec === null ? 0 : pct(e.endSec) - left);
                  const title = `${formatClock(e.startSec)} ${e.label} (prediction ${e.index + 1}, not scored)`;
                  return (
                    <button
                      type="button"
                      key={e.index}
                      className={`timeline-mark credit-unscored${e.index === current ? " current" : ""}`}
                      style={{ left: `${Math.min(left, 100 - width)}%`, width: `${width}%` }}
                      title={title}
                      aria-label={title}
                      data-prediction={e.index + 1}
                      onClick={() => seekTo(e)}
                    />
                  );
                })}
              </div>
            </div>
            <div className="timeline-overlay">
              <div
                className="timeline-playhead"
                data-testid="playhead"
                style={{ left: `${pct(video.time)}%` }}
                title={formatClock(video.time)}
              />
            </div>
          </div>
        </div>
        <p className="muted" data-testid="predicted-note">
          No judge scores this ledger: {events.length} predicted event{events.length === 1 ? "" : "s"} read from <code>{path}</code> by
          their time fields
          {untimed ? `; ${untimed} entr${untimed === 1 ? "y has" : "ies have"} no time and ${untimed === 1 ? "is" : "are"} not drawn` : ""}
          {truncated ? "; only the first 5,000 entries are read" : ""}.
        </p>
      </div>
      <div className="inspector-events">
        <PredictedTable events={events} current={current} fps={fps} seekTo={seekTo} />
      </div>
    </div>
  );
}

/** The predictions in a table: each start seeks the video (with its frame when the fps is known). */
function PredictedTable({
  events,
  current,
  fps,
  seekTo,
}: {
  events: PredictedEvent[];
  current: number | null;
  fps: number | null;
  seekTo: (e: PredictedEvent) => void;
}) {
  return (
    <div className="table-scroll">
      <table className="data compact" data-testid="predicted-table">
        <thead>
          <tr>
            <th className="num">#</th>
            <th>start</th>
            <th>end</th>
            <th>prediction</th>
            <th>read from</th>
          </tr>
        </thead>
        <tbody>
          {events.map((e) => (
            <tr
              key={e.index}
              className={e.index === current ? "selected" : undefined}
              onClick={() => seekTo(e)}
              data-prediction={e.index + 1}
            >
              <td className="num">P{e.index + 1}</td>
              <td className="mono">
                <button type="button" className="linklike" onClick={() => seekTo(e)}>
                  {formatClock(e.startSec)}
                </button>
                {fps ? <span className="muted"> · frame {frameOf(eventSeekTime({ timeSec: e.startSec }, fps)!, fps)}</span> : null}
              </td>
              <td className="mono">{formatClock(e.endSec)}</td>
              <td>{e.label}</td>
              <td className="muted mono">{e.startField}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
