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

// Many series on one chart (a sweep draws every stored ledger): a categorical palette whose
// neighbours differ in hue and lightness (Tableau 10), then the same hues dashed, so eleven lines
// are never eleven similar blues.
export const CATEGORICAL = ["#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#79706e"];
const DASHES = [undefined, "6 3", "2 2", "8 3 2 3"];

/** The colour and dash of the i-th series (0-based). */
export function seriesStyle(i: number): { color: string; dash: string | undefined } {
  return { color: CATEGORICAL[i % CATEGORICAL.length], dash: DASHES[Math.floor(i / CATEGORICAL.length) % DASHES.length] };
}
