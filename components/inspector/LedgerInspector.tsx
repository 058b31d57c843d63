"use client";
// The ledger inspector: the task's video, a two-track timeline under it and the judge's
// per-event table beside it, kept in step. Clicking an event (row or mark) seeks the video to
// it; while playing, the event under the playhead becomes the selection and scrolls into view;
// j / k step through events, space plays / pauses, , / . step one frame and shift+, / shift+. one
// second; an event is sought to the centre of its start frame (frame-math.ts); ?event=E3 / P2
// keeps the selection linkable. From 1200 px the event detail sits beside the video.
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from "react";
import type { JudgeFamily } from "@/lib/judges/judge-family";
import type { JudgeEvent } from "@/lib/judges/types";
import type { Playback } from "@/lib/media/playback-source";
import { MediaStage } from "@/components/video/MediaStage";
import { useVideoSync, type VideoSync } from "@/components/video/use-video-sync";
import { EventDetail } from "./EventDetail";
import { EventFilters } from "./EventFilters";
import { EventTable } from "./EventTable";
import { FrameReadout } from "./FrameReadout";
import { Timeline } from "./Timeline";
import { eventAtTime, eventToken, keyAction, stepSelection, urlWithEvent } from "./event-navigation";
import { eventSeekTime, stepTime } from "./frame-math";
import { countByFilter, filterEvents, toInspectorEvents, type EventFilter, type InspectorEvent } from "./inspector-events";
import { timelineSpan } from "./timeline-layout";
import { indexNearMisses, nearMissOf } from "./near-miss-index";
import { CoverageTrack } from "../rollouts/CoverageTrack";
import type { CoverageTrackData } from "../rollouts/coverage-track-layout";
import "./inspector.css";

interface Props {
  events: JudgeEvent[];
  /** the judge's family (judgeFamilyOf): how near misses are paired; null: none are */
  family: JudgeFamily | null;
  fps: number | null;
  durationSec: number | null;
  playback: Playback;
  aspectRatio: string | null;
  /** the stored position of the event named by ?event=, already validated against the events */
  initialEvent: number | null;
  /** what each linked run inspected (components/rollouts/CoverageTrack) */
  coverage?: CoverageTrackData[];
}

/** a seek we asked for: ignore timeupdates from before it lands so the selection does not flicker back */
const SEEK_SETTLE_SEC = 0.5;
/** the URL follows the selection once it settles: each replaceState makes Next's router re-render */
const URL_SETTLE_MS = 200;

export function LedgerInspector({ events, family, fps, durationSec, playback, aspectRatio, initialEvent, coverage }: Props) {
  const list = useMemo(() => toInspectorEvents(events, fps), [events, fps]);
  const byKey = useMemo(() => new Map(list.map((x) => [x.key, x])), [list]);
  const counts = useMemo(() => countByFilter(list), [list]);
  const nearMiss = useMemo(() => indexNearMisses(family, events), [family, events]);
  const nearMissOfRow = useCallback((x: { event: JudgeEvent }) => nearMissOf(nearMiss, x.event), [nearMiss]);
  const span = useMemo(() => timelineSpan(durationSec, list), [durationSec, list]);
  const [filter, setFilter] = useState<EventFilter>("all");
  const visible = useMemo(() => filterEvents(list, filter), [list, filter]);
  const { video, selected, onSelect, onTime } = useSelectionFollowsVideo({ byKey, visible, fps, durationSec, initialEvent });

  const selectedEvent = selected === null ? null : (byKey.get(selected) ?? null);
  const unseekable = counts.all - list.filter((x) => x.seekable).length;

  return (
    <div
      className="inspector"
      data-testid="ledger-inspector"
      data-selected-event={selected ?? ""}
      data-playing={video.playing ? "true" : "false"}
    >
      <div className="inspector-media">
        <MediaStage playback={playback} aspectRatio={aspectRatio} video={video} onTime={onTime} />
        <FrameReadout time={video.time} fps={fps}>
          {" "}
          · <kbd>,</kbd> / <kbd>.</kbd> one frame · <kbd>shift</kbd>+<kbd>,</kbd> / <kbd>.</kbd> one second
        </FrameReadout>
        <Timeline list={visible} span={span} currentTime={video.time} selectedKey={selected} onSelect={onSelect} onSeek={video.seek} />
        {coverage?.length ? <CoverageTrack tracks={coverage} span={span} onSeek={video.seek} /> : null}
        {unseekable > 0 ? (
          <p className="muted" data-testid="unseekable-note">
            {unseekable} event{unseekable === 1 ? " has" : "s have"} no time in the judge&apos;s breakdown: listed (at the end) but not
            seekable.
          </p>
        ) : null}
      </div>
      <div className="inspector-detail">
        <EventDetail x={selectedEvent} nearMiss={selectedEvent ? nearMissOf(nearMiss, selectedEvent.event) : undefined} />
      </div>
      <div className="inspector-events">
        <EventFilters filter={filter} counts={counts} onChange={setFilter} />
        <EventTable list={visible} selectedKey={selected} onSelect={onSelect} nearMissOf={nearMissOfRow} />
      </div>
    </div>
  );
}

/** What the player's and keyboard's handlers, registered once, read of the latest render. */
interface LiveSelection {
  selected: number | null;
  visible: InspectorEvent[];
  playing: boolean;
  time: number;
  seekTarget: number | null;
  urlTimer: number;
}

/**
 * The selection kept in step with the video: choosing an event seeks to it (and, once settled,
 * names it in the URL); while playing, the event under the playhead becomes the selection; the
 * deep-linked event is sought on mount; the keyboard steps events, frames and seconds.
 */
function useSelectionFollowsVideo({
  byKey,
  visible,
  fps,
  durationSec,
  initialEvent,
}: {
  byKey: Map<number, InspectorEvent>;
  visible: InspectorEvent[];
  fps: number | null;
  durationSec: number | null;
  initialEvent: number | null;
}) {
  const video = useVideoSync();
  const [selected, setSelected] = useState<number | null>(initialEvent);

  // the timeupdate handler is registered once with the player; it reads the latest values here
  const live = useRef<LiveSelection>({ selected, visible, playing: video.playing, time: video.time, seekTarget: null, urlTimer: 0 });
  useEffect(() => {
    live.current.visible = visible;
    live.current.playing = video.playing;
    live.current.time = video.time;
  }, [visible, video.playing, video.time]);

  const choose = useCallback(
    (key: number | null, seek: boolean) => {
      live.current.selected = key;
      setSelected(key);
      window.clearTimeout(live.current.urlTimer);
      const x = key === null ? undefined : byKey.get(key);
      const token = x ? eventToken(x.event) : null;
      live.current.urlTimer = window.setTimeout(
        () => window.history.replaceState(null, "", urlWithEvent(window.location.href, token)),
        URL_SETTLE_MS,
      );
      const t = x ? eventSeekTime({ timeSec: x.timeSec, extra: x.event.extra }, fps) : null;
      if (seek && t !== null) {
        live.current.seekTarget = t;
        video.seek(t);
      }
    },
    [byKey, fps, video.seek],
  );
  const onSelect = useCallback((key: number) => choose(key, true), [choose]);

  // deep link: seek to the linked event as soon as the player can take it
  useEffect(() => {
    const x = initialEvent === null ? undefined : byKey.get(initialEvent);
    const t = x ? eventSeekTime({ timeSec: x.timeSec, extra: x.event.extra }, fps) : null;
    if (t !== null) video.seek(t);
    // once, on mount: later selections seek through `choose`
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const onTime = useCallback(
    (t: number) => {
      video.setTime(t);
      const l = live.current;
      if (l.seekTarget !== null) {
        if (Math.abs(t - l.seekTarget) > SEEK_SETTLE_SEC) return;
        l.seekTarget = null;
      }
      if (!l.playing) return;
      const key = eventAtTime(l.visible, t, l.selected);
      if (key !== null && key !== l.selected) choose(key, false);
    },
    [choose, video.setTime],
  );

  useInspectorKeys(video, live, choose, fps, durationSec);

  return { video, selected, onSelect, onTime };
}

/** j / k step through events, space plays / pauses, , / . step a frame and shift+, / shift+. a second. */
function useInspectorKeys(
  video: VideoSync,
  live: RefObject<LiveSelection>,
  choose: (key: number | null, seek: boolean) => void,
  fps: number | null,
  durationSec: number | null,
) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = keyAction(e, e.target instanceof HTMLElement ? e.target : null);
      if (!action) return;
      e.preventDefault();
      if (action === "toggle-play") video.toggle();
      else if (action === "next" || action === "previous")
        choose(stepSelection(live.current.visible, live.current.selected, action === "next" ? 1 : -1), true);
      else {
        video.pause();
        video.seek(stepTime(live.current.time, action, fps, durationSec));
      }
    };
    window.addEventListener("keydown", onKey);
    const l = live.current;
    return () => {
      window.removeEventListener("keydown", onKey);
      window.clearTimeout(l.urlTimer);
    };
  }, [live, choose, video.toggle, video.pause, video.seek, fps, durationSec]);
}
