// A request path whose percent-encoding does not decode to UTF-8 ("%ZZ", the overlong "%C0%AE",
// the lone surrogate "%ED%A0%80"). Next's own router throws on these before any guard runs and
// answers 500 (bench:hostile found 33); the proxy answers 400 in the one error shape instead.
export function malformedPathReason(rawPath: string): string | null {
  try {
    decodeURIComponent(rawPath);
    return null;
  } catch {
    return "the request path is not valid percent-encoded UTF-8";
  }
}
