"use client";
// What each linked run looked at, under the inspector's timeline: video spans and stills above,
// audio below, on the same time axis; click a mark to seek the video there.
import Link from "next/link";
import { useMemo } from "react";
import { percentText, trackMarks, type CoverageTrackData } from "./coverage-track-layout";
import "./rollouts.css";

export function CoverageTrack({ tracks, span, onSeek }: { tracks: CoverageTrackData[]; span: number; onSeek: (sec: number) => void }) {
  const laid = useMemo(() => tracks.map((t) => ({ t, marks: trackMarks(t.segments, span) })), [tracks, span]);
  if (tracks.length === 0) return null;
  return (
    <div className="coverage-tracks" data-testid="coverage-track">
      {laid.map(({ t, marks }) => (
        <div key={t.rolloutId} className="coverage-track">
          <div className="coverage-label">
            <Link href={t.href}>{t.label}</Link>{" "}
            <span className="muted" data-testid="coverage-percent">
              looked at {percentText(t.videoPercent)} of the video · heard {percentText(t.audioPercent)}
            </span>
          </div>
          {(["video", "audio"] as const).map((lane) => (
            <div key={lane} className={`coverage-lane lane-${lane}`} aria-label={`${lane} inspected by ${t.label}`}>
              {marks
                .filter((m) => m.lane === lane)
                .map((m, i) => (
                  <button
                    key={i}
                    type="button"
                    className={m.still ? "coverage-still" : "coverage-span"}
                    style={{ left: `${m.left}%`, width: `${m.width}%` }}
                    title={m.title}
                    onClick={() => onSeek(m.startSec)}
                  />
                ))}
            </div>
          ))}
        </div>
      ))}
      {tracks.every((t) => t.segments.length === 0) ? (
        <p className="muted">No linked run opened the media in a way its tool calls show.</p>
      ) : null}
    </div>
  );
}
