// Media pins stated outside the SPEC card: the Dockerfile's ARG/ENV pairs (ARG defaults, ENV
// referencing ARGs: `ARG MATERIALS_URL=…` + `ARG MATERIALS_SHA256=…`, `ARG A_URL=${BASE}/A.mp4`), a
// SPEC.md `## Input` list, task.toml keys and fetch scripts under environment/. Everything is read
// as text, never run. Pure, linear in the input (one pass per line, bounded lines).
import { decodeUtf8, splitLines } from "./text";
import type { Finding, TaskFiles } from "./types";

export interface StatedPin {
  /** the URL as stated after ARG/ENV substitution; "" when the key is set empty */
  url: string;
  sha256: string | null;
  /** "environment/Dockerfile:9 ARG MATERIALS_URL" */
  urlSource: string;
  shaSource: string | null;
  /** a TODO / placeholder value instead of a URL or a hash */
  placeholder: boolean;
}

const SHA = /^[0-9a-f]{64}$/i;
const MAX_LINES = 5000;
const MAX_VALUE = 2000;
/** values a contributor leaves to fill in later */
const PLACEHOLDER = /^(?:todo|tbd|pending|fixme|xxx|changeme|<[^>]*>)|\btodo\b|placeholder/i;
/** keys that fetch tools (speech models, rosters, language id), not the task's media */
const NOT_MEDIA_KEY = /model|whisper|roster|langid|weights|checkpoint|tokenizer|wheel|pip|font|reference/i;
const MEDIA_EXT = /\.(mp4|mov|mkv|webm|avi|m4v|ts)(?:[?#]|$)/i;

/** A URL that streams a page or a player, not a file: the sha256 detects drift, nothing keeps the bytes. */
export function streamingPageReason(url: string | null): string | null {
  if (url === null) return null;
  const u = url.trim();
  if (u === "") return "the URL is empty";
  if (/^https?:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch|live|shorts|embed)|youtu\.be\/)/i.test(u)) return "it is a YouTube page";
  if (/^https?:\/\/(?:www\.|player\.)?(?:vimeo\.com|twitch\.tv|dailymotion\.com)\//i.test(u)) return "it is a streaming page";
  if (/\.m3u8(?:[?#]|$)/i.test(u)) return "it is a stream playlist";
  return null;
}

/** ARG/ENV assignments of a Dockerfile, in order, with `${VAR}` / `$VAR` expanded from earlier ones. */
export function dockerfileAssignments(text: string, file: string): { key: string; value: string; source: string }[] {
  const vars = new Map<string, string>();
  const out: { key: string; value: string; source: string }[] = [];
  splitLines(text)
    .slice(0, MAX_LINES)
    .forEach((line, i) => {
      const arg = /^\s*ARG\s+([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
      const env = /^\s*ENV\s+(.*)$/.exec(line);
      // `ENV A=1 B=2` sets several, `ENV A 1` one; `ARG X` without a default sets nothing
      const pairs = arg
        ? [`${arg[1]}=${arg[2]}`]
        : env === null
          ? []
          : /^[A-Za-z_][A-Za-z0-9_]*=/.test(env[1])
            ? splitPairs(env[1])
            : [env[1].trim().replace(/\s+/, "=")];
      for (const pair of pairs) {
        const eq = pair.indexOf("=");
        if (eq <= 0) continue;
        const key = pair.slice(0, eq);
        const value = expand(unquote(pair.slice(eq + 1)).slice(0, MAX_VALUE), vars);
        vars.set(key, value);
        out.push({ key, value, source: `${file}:${i + 1} ${arg ? "ARG" : "ENV"} ${key}` });
      }
    });
  return out;
}

/** `A=1 B="two words"` -> ["A=1", 'B="two words"']; a value without spaces stays whole. */
function splitPairs(text: string): string[] {
  const out: string[] = [];
  const re = /([A-Za-z_][A-Za-z0-9_]*=(?:"[^"]*"|'[^']*'|\S*))/g;
  for (const m of text.matchAll(re)) out.push(m[1]);
  return out;
}

const unquote = (v: string) => v.trim().replace(/^"([^"]*)"$|^'([^']*)'$/, "$1$2");

function expand(value: string, vars: Map<string, string>): string {
  return value.replace(
    /\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (all, a: string | undefined, b: string | undefined) => {
      const v = vars.get(a ?? b ?? "");
      return v === undefined ? all : v;
    },
  );
}

/**
 * URL keys paired with their hash keys by prefix (`MATERIALS_URL` + `MATERIALS_SHA256`,
 * `VIDEO_URL` + `VIDEO_SHA256`, `MATERIALS_BASE_URL` + `MATERIALS_SHA256S`), media keys only.
 */
export function pairPins(assignments: { key: string; value: string; source: string }[]): StatedPin[] {
  const byKey = new Map(assignments.map((a) => [a.key.toUpperCase(), a]));
  const pins: StatedPin[] = [];
  for (const a of assignments) {
    const k = a.key.toUpperCase();
    if (!/_?URLS?$/.test(k) || NOT_MEDIA_KEY.test(k)) continue;
    const prefix = k.replace(/_?(?:BASE_)?URLS?$/, "");
    const sha = [`${prefix}_SHA256`, `${prefix}_SHA256S`, `${prefix}SHA256`, `${prefix}_SHA`].map((s) => byKey.get(s)).find((s) => s);
    // a URL the build only concatenates into others (`BASE`) is not itself a pin
    const used = assignments.some((b) => b !== a && b.value.includes(a.value) && a.value !== "" && /URL/i.test(b.key));
    if (used && sha === undefined) continue;
    const isMedia =
      MEDIA_EXT.test(a.value) || /MATERIAL|VIDEO|MEDIA|SOURCE|MATCH|FOOTAGE|RECORDING|ARCHIVE/.test(k) || streamingPageReason(a.value);
    if (!isMedia && sha === undefined) continue;
    const shaValue = sha?.value.trim() ?? null;
    pins.push({
      url: a.value.trim(),
      sha256: shaValue !== null && SHA.test(shaValue) ? shaValue.toLowerCase() : null,
      urlSource: a.source,
      shaSource: sha?.source ?? null,
      placeholder: PLACEHOLDER.test(a.value) || (shaValue !== null && PLACEHOLDER.test(shaValue)),
    });
  }
  return pins;
}

/** `## Input` (or `### Input`) list in SPEC.md prose: the first URL and the first 64-hex hash under it. */
export function specInputSection(specText: string): StatedPin | null {
  const lines = splitLines(specText).slice(0, MAX_LINES);
  const start = lines.findIndex((l) => /^\s{0,3}#{1,6}\s+(?:media\s+)?input\b/i.test(l));
  if (start < 0) return null;
  let url: { v: string; line: number } | null = null;
  let sha: { v: string; line: number } | null = null;
  for (let i = start + 1; i < lines.length && !/^\s{0,3}#{1,6}\s/.test(lines[i]); i++) {
    const l = lines[i].slice(0, MAX_VALUE);
    const u = /https?:\/\/[^\s`"'<>)\]]+/.exec(l);
    if (u && url === null) url = { v: u[0], line: i + 1 };
    const h = /(?<![0-9a-f])[0-9a-f]{64}(?![0-9a-f])/i.exec(l);
    if (h && sha === null) sha = { v: h[0].toLowerCase(), line: i + 1 };
  }
  if (url === null && sha === null) return null;
  return {
    url: url?.v ?? "",
    sha256: sha?.v ?? null,
    urlSource: url ? `SPEC.md:${url.line} ## Input` : `SPEC.md:${start + 1} ## Input`,
    shaSource: sha ? `SPEC.md:${sha.line} ## Input` : null,
    placeholder: false,
  };
}

/** task.toml `*_url = "…"` / `*_sha256 = "…"` lines (any table), paired by prefix like the Dockerfile's. */
export function taskTomlPins(text: string): StatedPin[] {
  const assignments: { key: string; value: string; source: string }[] = [];
  splitLines(text)
    .slice(0, MAX_LINES)
    .forEach((line, i) => {
      const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*"([^"]{0,2000})"/.exec(line);
      if (m && /url|sha256/i.test(m[1])) assignments.push({ key: m[1], value: m[2], source: `task.toml:${i + 1} ${m[1]}` });
    });
  return pairPins(assignments);
}

/** Fetch scripts under environment/ that pull a streaming page (yt-dlp, a YouTube URL): read as text only. */
export function streamingFetchScripts(files: TaskFiles): { file: string; line: number; text: string }[] {
  const out: { file: string; line: number; text: string }[] = [];
  for (const [path, bytes] of files) {
    if (!/^environment\/[^/]+$/.test(path) || bytes.length > 200_000) continue;
    if (!/\.(sh|py|bash)$|Dockerfile$/i.test(path)) continue;
    const text = decodeUtf8(bytes);
    if (text === null) continue;
    const lines = splitLines(text).slice(0, MAX_LINES);
    const i = lines.findIndex((l) => !/^\s*#/.test(l) && /\byt-dlp\b|\byoutube-dl\b|youtube\.com\/watch|youtu\.be\//i.test(l));
    if (i >= 0) out.push({ file: path, line: i + 1, text: lines[i].trim().slice(0, 200) });
  }
  return out;
}

/** Every pin the folder states outside the card, most specific first: SPEC `## Input`, Dockerfile, task.toml. */
export function statedPins(files: TaskFiles, specText: string | null): StatedPin[] {
  const text = (path: string) => {
    const bytes = files.get(path);
    return bytes === undefined ? null : decodeUtf8(bytes);
  };
  const docker = text(DOCKERFILE);
  const toml = text("task.toml");
  const section = specText === null ? null : specInputSection(specText);
  return [
    ...(section ? [section] : []),
    ...(docker === null ? [] : pairPins(dockerfileAssignments(docker, DOCKERFILE))),
    ...(toml === null ? [] : taskTomlPins(toml)),
  ];
}

export const DOCKERFILE = "environment/Dockerfile";

/** A fetch script pulling a streaming page, unless the pin itself was already found to be one. */
export function streamingScriptFindings(files: TaskFiles, pinFindings: Finding[]): Finding[] {
  if (pinFindings.some((f) => f.code === "media_pin_streaming")) return [];
  return streamingFetchScripts(files).map((s) => ({
    code: "media_pin_streaming" as const,
    severity: "warning" as const,
    file: s.file,
    line: s.line,
    message: `${s.file}:${s.line} fetches a streaming page ("${s.text}"): the sha256 detects drift, nothing keeps the bytes available`,
  }));
}
