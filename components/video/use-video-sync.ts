"use client";
// Shared wiring between a VideoPlayer and the views that seek it (inspector, compare): seeks
// requested before the player is ready are kept and applied once it is, and the playhead time
// and play state are mirrored into React state.
import { useCallback, useRef, useState } from "react";
import type { VideoControls } from "./VideoPlayer";

export type VideoSync = ReturnType<typeof useVideoSync>;

export function useVideoSync() {
  const controls = useRef<VideoControls | null>(null);
  const pendingSeek = useRef<number | null>(null);
  const [time, setTime] = useState(0);
  const [playing, setPlaying] = useState(false);

  const seek = useCallback((sec: number) => {
    const t = Math.max(0, sec);
    if (controls.current) controls.current.seek(t);
    else pendingSeek.current = t;
    setTime(t);
  }, []);

  const onReady = useCallback((c: VideoControls) => {
    controls.current = c;
    if (pendingSeek.current !== null) {
      c.seek(pendingSeek.current);
      pendingSeek.current = null;
    }
  }, []);

  const toggle = useCallback(() => controls.current?.toggle(), []);
  const pause = useCallback(() => controls.current?.pause(), []);

  return { time, setTime, playing, setPlaying, seek, onReady, toggle, pause };
}
