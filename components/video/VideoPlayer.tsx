"use client";
// video.js 8 inside React 19: the <video-js> element is created imperatively in an effect so
// React never owns the DOM video.js rewrites, and the player is disposed on unmount (StrictMode
// mounts effects twice in dev). The parent drives it through the VideoControls it receives.
import { useEffect, useRef } from "react";
import videojs from "video.js";
import type Player from "video.js/dist/types/player";
import "video.js/dist/video-js.css";
import "./video.css";

export interface VideoControls {
  /** seek to a time; waits for metadata when the video has not loaded yet */
  seek(sec: number): void;
  play(): void;
  pause(): void;
  toggle(): void;
  currentTime(): number;
  paused(): boolean;
}

interface Props {
  src: string;
  type: string;
  /** "16:9"; from the pin's width x height when known */
  aspectRatio?: string | null;
  onReady?: (controls: VideoControls) => void;
  /** every timeupdate / seek: the playhead and the current event follow this */
  onTime?: (sec: number) => void;
  onPlayingChange?: (playing: boolean) => void;
  /** the media error code (MediaError.code) when the player fails; null when it gave none */
  onError?: (code: number | null) => void;
}

function controlsFor(p: Player): VideoControls {
  return {
    seek(sec) {
      if (p.isDisposed()) return;
      if (p.readyState() >= 1) p.currentTime(sec);
      else p.one("loadedmetadata", () => p.currentTime(sec));
    },
    play() {
      // a rejected play() (autoplay policy, no source) is reported by the error event; keep it off the console
      void p.play()?.catch(() => {});
    },
    pause() {
      p.pause();
    },
    toggle() {
      if (p.paused()) this.play();
      else p.pause();
    },
    currentTime: () => p.currentTime() ?? 0,
    paused: () => p.paused(),
  };
}

export function VideoPlayer({ src, type, aspectRatio, onReady, onTime, onPlayingChange, onError }: Props) {
  const holder = useRef<HTMLDivElement>(null);
  // callbacks change every render; the player is created once per source
  const callbacks = useRef({ onReady, onTime, onPlayingChange, onError });
  useEffect(() => {
    callbacks.current = { onReady, onTime, onPlayingChange, onError };
  });

  useEffect(() => {
    const el = document.createElement("video-js");
    holder.current!.appendChild(el);
    const p = videojs(el, {
      controls: true,
      preload: "auto",
      fluid: true,
      aspectRatio: aspectRatio ?? "16:9",
      playbackRates: [0.25, 0.5, 1, 1.5, 2, 4],
      sources: [{ src, type }],
      // video.js's own overlay ("The media could not be loaded, …") says neither which source nor what to do
      errorDisplay: false,
    });
    const time = () => callbacks.current.onTime?.(p.currentTime() ?? 0);
    const playing = () => callbacks.current.onPlayingChange?.(!p.paused());
    p.on(["timeupdate", "seeked"], time);
    p.on(["play", "pause", "ended"], playing);
    // the stage says what failed and what to do (playback-failure.ts), from the media error's code
    p.on("error", () => callbacks.current.onError?.(p.error()?.code ?? null));
    p.ready(() => callbacks.current.onReady?.(controlsFor(p)));
    return () => {
      p.dispose();
    };
  }, [src, type, aspectRatio]);

  return <div data-vjs-player ref={holder} data-testid="video-player" className="video-holder" />;
}
