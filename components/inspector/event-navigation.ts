// Keyboard and playback navigation over the inspector's (time-ordered, filtered) event list.
// Pure: the component feeds in keys, times and the list; these functions say what to select.
import type { StepAction } from "./frame-math";

export interface NavEvent {
  key: number;
  timeSec: number | null;
  seekable: boolean;
}

/** j / k: the next / previous event in list order; from nothing, the first / last. */
export function stepSelection(list: readonly NavEvent[], selected: number | null, dir: 1 | -1): number | null {
  if (list.length === 0) return null;
  const at = selected === null ? -1 : list.findIndex((e) => e.key === selected);
  if (at === -1) return (dir === 1 ? list[0] : list[list.length - 1]).key;
  return list[Math.min(list.length - 1, Math.max(0, at + dir))].key;
}

/** Seeking lands a hair before the requested time on some files; count an event as reached within this. */
export const REACHED_EPS = 0.05;

/**
 * The event the playhead is in: the last seekable event starting at or before `t` (the list is
 * time-ordered, unseekable events last). Among events starting at that same time, `prefer`
 * wins when it is one of them, so a click on one of several simultaneous events sticks.
 */
export function eventAtTime(list: readonly NavEvent[], t: number, prefer: number | null = null): number | null {
  let lo = 0;
  let hi = list.length; // first index whose time is > t (or unseekable)
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const e = list[mid];
    if (e.seekable && e.timeSec !== null && e.timeSec <= t + REACHED_EPS) lo = mid + 1;
    else hi = mid;
  }
  if (lo === 0) return null;
  const last = list[lo - 1];
  if (prefer !== null) {
    for (let i = lo - 1; i >= 0 && list[i].timeSec === last.timeSec; i--) if (list[i].key === prefer) return prefer;
  }
  return last.key;
}

export type KeyAction = "next" | "previous" | "toggle-play" | StepAction;

interface KeyLike {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

interface TargetLike {
  tagName?: string;
  isContentEditable?: boolean;
}

/** Keys belong to whatever the reviewer is typing in; space also belongs to a focused button. */
export function keyAction(e: KeyLike, target: TargetLike | null): KeyAction | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  const tag = target?.tagName?.toUpperCase();
  if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || target?.isContentEditable) return null;
  if (e.key === "j" || e.key === "J") return "next";
  if (e.key === "k" || e.key === "K") return "previous";
  // , and . step one frame; with shift (which types < and > on most layouts) one second
  if (e.key === "<" || (e.key === "," && e.shiftKey)) return "second-back";
  if (e.key === ">" || (e.key === "." && e.shiftKey)) return "second-forward";
  if (e.key === ",") return "frame-back";
  if (e.key === ".") return "frame-forward";
  if (e.key === " " || e.key === "Spacebar") {
    // a focused button / link (the video.js control bar's too) already acts on space
    if (tag === "BUTTON" || tag === "A") return null;
    return "toggle-play";
  }
  return null;
}

/**
 * `?event=` names an event the way the UI numbers it, one-based: `E3` is expected event #3, `P2`
 * the submission's second entry. A bare number is the old zero-based position in the stored
 * array (links written before the change); the page redirects it to its token.
 */
export type EventParam = { kind: "token"; key: number } | { kind: "legacy"; key: number; token: string } | null;

type Keyed = { kind: "expected" | "spurious"; index: number };

/** "E3" for ground-truth event index 2, "P2" for submission entry index 1. */
export function eventToken(e: Keyed): string {
  return `${e.kind === "expected" ? "E" : "P"}${e.index + 1}`;
}

export function parseEventParam(raw: string | string[] | undefined | null, events: readonly Keyed[]): EventParam {
  const v = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!v) return null;
  const token = /^([EP])(\d{1,9})$/i.exec(v);
  if (token) {
    const kind = token[1].toUpperCase() === "E" ? "expected" : "spurious";
    const index = Number(token[2]) - 1;
    const key = events.findIndex((e) => e.kind === kind && e.index === index);
    return key === -1 ? null : { kind: "token", key };
  }
  if (!/^\d{1,9}$/.test(v)) return null;
  const key = Number(v);
  return key < events.length ? { kind: "legacy", key, token: eventToken(events[key]) } : null;
}

/** The current URL with ?event=<token> set (or removed), other parameters kept. */
export function urlWithEvent(href: string, token: string | null): string {
  const url = new URL(href);
  if (token === null) url.searchParams.delete("event");
  else url.searchParams.set("event", token);
  return url.pathname + url.search + url.hash;
}
