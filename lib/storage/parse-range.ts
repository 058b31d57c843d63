// HTTP Range header parsing for media streaming (RFC 9110 §14). Pure: header + file size in,
// decision out. Browsers seeking a <video> send `bytes=N-` (open-ended) and occasionally a
// suffix `bytes=-N`; we serve exactly one range. A multi-range request is answered with the
// whole file (the RFC lets a server ignore Range), which every video element accepts.

export type RangeDecision =
  /** no usable Range header: 200 with the whole body */
  | { kind: "full" }
  /** 206 with Content-Range: bytes start-end/size (end inclusive) */
  | { kind: "partial"; start: number; end: number }
  /** 416 with Content-Range: bytes * /size */
  | { kind: "unsatisfiable"; reason: string };

const SPEC = /^(\d*)-(\d*)$/;

export function parseRangeHeader(header: string | null | undefined, size: number): RangeDecision {
  if (header == null || header.trim() === "") return { kind: "full" };
  const eq = header.indexOf("=");
  const unit = (eq === -1 ? header : header.slice(0, eq)).trim().toLowerCase();
  // a unit we do not know: the RFC says ignore the header
  if (unit !== "bytes") return { kind: "full" };
  const specs = header
    .slice(eq + 1)
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
  if (specs.length === 0) return { kind: "unsatisfiable", reason: "empty byte range set" };
  if (specs.length > 1) return { kind: "full" };
  const m = SPEC.exec(specs[0]);
  if (!m || (m[1] === "" && m[2] === "")) return { kind: "unsatisfiable", reason: `malformed range "${specs[0]}"` };
  if (size <= 0) return { kind: "unsatisfiable", reason: "the file is empty" };
  const last = size - 1;
  if (m[1] === "") {
    // suffix range: the last N bytes
    const n = Number(m[2]);
    if (!Number.isSafeInteger(n) || n === 0) return { kind: "unsatisfiable", reason: "zero-length suffix range" };
    return { kind: "partial", start: Math.max(0, size - n), end: last };
  }
  const start = Number(m[1]);
  if (!Number.isSafeInteger(start) || start > last) return { kind: "unsatisfiable", reason: `range starts at or beyond ${size} bytes` };
  if (m[2] === "") return { kind: "partial", start, end: last };
  // digits only, so a huge end is just "to the end of the file"
  const end = Number(m[2]);
  if (end < start) return { kind: "unsatisfiable", reason: "range ends before it starts" };
  // an end past the file is clamped, as the RFC requires
  return { kind: "partial", start, end: Math.min(end, last) };
}

export function contentRange(decision: RangeDecision, size: number): string | null {
  if (decision.kind === "partial") return `bytes ${decision.start}-${decision.end}/${size}`;
  if (decision.kind === "unsatisfiable") return `bytes */${size}`;
  return null;
}
