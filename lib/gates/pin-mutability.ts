// Whether a media URL names a revision that can move. The sha256 still guards the bytes, so a
// mutable pin is a warning, not a failure: the file behind it can change, and the next reviewer
// who fetches it gets a mismatch instead of the media the task was calibrated on (seed 002 made
// revision-pinned hosting a point). Pure.

const COMMIT = /^[0-9a-f]{40}$/i;
/** path segments that are names of moving refs, wherever they appear */
const MOVING_REF = /^(main|master|latest|head|dev|develop|trunk)$/i;

interface HostRule {
  host: RegExp;
  /** the ref segment of the path, or null when the URL has none */
  refOf(segments: string[]): string | null;
  /** a host whose links have no revision at all (a share link points at whatever the file is now) */
  noRevisions?: string;
}

const RULES: HostRule[] = [
  {
    // huggingface.co/<ns>/<repo>/resolve/<rev>/…, /datasets/<ns>/<repo>/resolve/<rev>/…, /blob/, /raw/
    host: /(^|\.)huggingface\.co$|(^|\.)hf\.co$/i,
    refOf: (s) => refAfter(s, ["resolve", "blob", "raw"]),
  },
  {
    // github.com/<o>/<r>/blob|raw/<ref>/…; /releases/latest/download/…
    host: /^github\.com$/i,
    refOf: (s) => (s[2] === "releases" && s[3] === "latest" ? "latest" : refAfter(s, ["blob", "raw"])),
  },
  { host: /^raw\.githubusercontent\.com$/i, refOf: (s) => s[2] ?? null },
  { host: /(^|\.)gitlab\.com$/i, refOf: (s) => refAfter(s, ["raw", "blob"]) },
  { host: /(^|\.)dropbox(usercontent)?\.com$/i, refOf: () => null, noRevisions: "a Dropbox share link has no revision" },
  { host: /^drive\.google\.com$|^docs\.google\.com$/i, refOf: () => null, noRevisions: "a Google Drive link has no revision" },
];

function refAfter(segments: string[], markers: string[]): string | null {
  const i = segments.findIndex((s) => markers.includes(s));
  return i >= 0 && i + 1 < segments.length ? decodeURIComponent(segments[i + 1]) : null;
}

/**
 * Why the pin can move, in words ("names the branch `main`, not a commit"), or null when it names
 * an immutable revision or nothing we can tell moves.
 */
export function mutablePinReason(url: string | null | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  const segments = parsed.pathname.split("/").filter((s) => s !== "");
  const rule = RULES.find((r) => r.host.test(parsed.hostname));
  if (rule?.noRevisions) return parsed.searchParams.has("rev") ? null : rule.noRevisions;
  const queryRef = parsed.searchParams.get("ref") ?? parsed.searchParams.get("revision");
  if (queryRef !== null && !COMMIT.test(queryRef)) return `names the ref \`${queryRef}\` in its query, not a commit`;
  if (rule) {
    const ref = rule.refOf(segments);
    if (ref !== null && !COMMIT.test(ref)) return `names the ref \`${ref}\`, not a commit`;
    return null;
  }
  const moving = segments.find((s) => MOVING_REF.test(s));
  return moving ? `names the moving ref \`${moving}\` in its path` : null;
}
