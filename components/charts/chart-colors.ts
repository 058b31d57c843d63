// SVG presentation attributes cannot read CSS variables, so the charts carry the palette of
// globals.css as literal colours.
export const COLORS = {
  pass: "#1a7f37",
  partial: "#d4a017",
  fail: "#c62828",
  warn: "#9a6700",
  spurious: "#8250df",
  accent: "#2457c5",
  muted: "#8a949e",
};

export const CONDITION_COLORS: Record<string, string> = {
  full: "#2457c5",
  no_media: "#8250df",
  single_frame: "#d4a017",
  video_only: "#1a7f37",
  audio_only: "#c2410c",
  frame_dump_no_tools: "#0e7490",
  other: "#5b6570",
};
