// ffmpeg-style time values: "12", "12.5", "00:01:02.5", "1:02", "500ms".
export function parseTime(raw: string): number | null {
  const t = raw.trim().replace(/^['"]|['"]$/g, "");
  if (/^\d+(?:\.\d+)?$/.test(t)) return Number(t);
  const ms = /^(\d+(?:\.\d+)?)ms$/.exec(t);
  if (ms) return Number(ms[1]) / 1000;
  const s = /^(\d+(?:\.\d+)?)s$/.exec(t);
  if (s) return Number(s[1]);
  const parts = /^(?:(\d+):)?(\d{1,2}):(\d{1,2}(?:\.\d+)?)$/.exec(t);
  if (parts) return Number(parts[1] ?? 0) * 3600 + Number(parts[2]) * 60 + Number(parts[3]);
  return null;
}
