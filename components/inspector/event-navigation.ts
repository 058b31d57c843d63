// Keyboard and playback navigation over the inspector's (time-ordered, filtered) event list.
// Pure: the component feeds in keys, times and the list; these functions say what to select.

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

export type KeyAction = "next" | "previous" | "toggle-play";

interface KeyLike {
  key: string;
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
  if (e.key === " " || e.key === "Spacebar") {
    // a focused button / link (the video.js control bar's too) already acts on space
    if (tag === "BUTTON" || tag === "A") return null;
    return "toggle-play";
  }
  return null;
}

/** `?event=N` from a search param: a valid index into the events, else null. */
export function parseEventParam(raw: string | string[] | undefined | null, count: number): number | null {
  const v = Array.isArray(raw) ? raw[0] : raw;
  if (v == null || !/^\d{1,9}$/.test(v.trim())) return null;
  const n = Number(v.trim());
  return n < count ? n : null;
}

/** The current URL with ?event=N set (or removed), other parameters kept. */
export function urlWithEvent(href: string, key: number | null): string {
  const url = new URL(href);
  if (key === null) url.searchParams.delete("event");
  else url.searchParams.set("event", String(key));
  return url.pathname + url.search + url.hash;
}
