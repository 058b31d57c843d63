#!/usr/bin/env bash
# Regenerates the demo task prisma/fixtures/tasks/demo-shapes-activity/ from ONE event table:
# the clip (media/demo-shapes.mp4), the answer key (gt.json = oracle.json), the closed
# vocabulary, and the calibration ledgers. The clip and the key come from the same table, so
# they cannot drift apart.
#
#   scripts/make-demo-media.sh              everything (the encode takes ~1.5 min, 2 threads)
#   scripts/make-demo-media.sh --json-only  key, vocabulary and ledgers only (no ffmpeg)
#
# Authoring only: CI never runs this, it reads the committed files. Needs node, and for the
# clip ffmpeg/ffprobe (apt-get install -y ffmpeg) and fonts-dejavu-core. The encode is
# deterministic for a given ffmpeg/x264 build (x264 frame threading is deterministic; no
# timestamps or encoder strings are written), but another build may produce other bytes:
# the committed clip, pinned by sha256 + byte length in SPEC.md, is the reference.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TASK="$ROOT/prisma/fixtures/tasks/demo-shapes-activity"
CLIP="$TASK/media/demo-shapes.mp4"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

mkdir -p "$TASK/media" "$TASK/environment" "$TASK/steps/solve/tests" "$TASK/steps/solve/solution" \
  "$TASK/calibration/rollouts" "$TASK/calibration/ablations/ledgers"

# --- 1. The event table and everything derived from it (node: always present in this repo) ---
node --input-type=module - "$TASK" "$WORK/graph.txt" "$FONT" <<'JS'
import { writeFileSync } from "node:fs";
const [taskDir, graphPath, font] = process.argv.slice(2);

const FPS = 24, FRAMES = 3600, W = 1280, H = 720, SIZE = 120;
const LANE = [110, 260, 410, 560];           // top-left y of the four horizontal lanes
const HIDDEN_LEFT = -SIZE, HIDDEN_RIGHT = W;  // fully off screen on either side
const SHAPES = {
  red_square:     { color: "0xe03030", alpha: "255" },
  blue_circle:    { color: "0x2f6fe0", alpha: "if(lte((X-59.5)*(X-59.5)+(Y-59.5)*(Y-59.5),3600),255,0)" },
  green_triangle: { color: "0x30b050", alpha: "if(lte(abs(X-59.5),(Y+0.5)/2),255,0)" },
  purple_diamond: { color: "0x9050d0", alpha: "if(lte(abs(X-59.5)+abs(Y-59.5),60),255,0)" },
};

// THE EVENT TABLE. Frames are 0-based and inclusive: the shapes move on frames s..e only, so
// frame s is the first frame that differs from its predecessor and frame e the first frame at
// rest at the destination (for exit: the first frame the shape is gone).
//   enter: from off-screen left into `lane`, stopping at x   exit: to off-screen right
//   move:  every noun shifts by dx                           swap: two shapes trade places
const EVENTS = [
  { verb: "enter", nouns: ["red_square"], s: 72, e: 131, lane: 0, x: 160 },
  { verb: "enter", nouns: ["blue_circle"], s: 240, e: 311, lane: 1, x: 160 },
  { verb: "move", nouns: ["red_square"], s: 400, e: 519, dx: 420 },
  { verb: "enter", nouns: ["green_triangle"], s: 519, e: 570, lane: 2, x: 160 }, // touches the previous
  { verb: "move", nouns: ["blue_circle", "green_triangle"], s: 700, e: 819, dx: 300 },
  { verb: "exit", nouns: ["red_square"], s: 950, e: 1049 },
  { verb: "enter", nouns: ["purple_diamond"], s: 1030, e: 1099, lane: 3, x: 160 }, // overlaps the exit
  { verb: "swap", nouns: ["blue_circle", "green_triangle"], s: 1250, e: 1309 },
  { verb: "move", nouns: ["purple_diamond"], s: 1420, e: 1559, dx: 560 },
  { verb: "exit", nouns: ["blue_circle"], s: 1680, e: 1759 },
  { verb: "enter", nouns: ["red_square"], s: 1800, e: 1871, lane: 0, x: 300 },
  { verb: "exit", nouns: ["green_triangle"], s: 1990, e: 2061 },
  { verb: "swap", nouns: ["purple_diamond", "red_square"], s: 2200, e: 2295 },
  { verb: "move", nouns: ["red_square"], s: 2420, e: 2519, dx: -400 },
  { verb: "enter", nouns: ["blue_circle"], s: 2560, e: 2631, lane: 1, x: 600 },
  { verb: "exit", nouns: ["purple_diamond"], s: 2750, e: 2849 },
  { verb: "move", nouns: ["blue_circle", "red_square"], s: 2900, e: 2999, dx: 260 },
  { verb: "exit", nouns: ["blue_circle", "red_square"], s: 3120, e: 3239 },
  { verb: "enter", nouns: ["green_triangle"], s: 3330, e: 3401, lane: 2, x: 500 },
];

function fail(msg) { console.error(`event table: ${msg}`); process.exit(1); }

// Walk the table once, tracking each shape's position, and emit overlay expression terms.
// F is the output frame index; overlay's own `n` is 1-based here, so use the timestamp.
const F = `round(t*${FPS})`;
const ramp = (s, e) => `clip((${F}-${s}+1)/${e - s + 1},0,1)`;
const state = Object.fromEntries(Object.keys(SHAPES).map((k) => [k, { x: HIDDEN_LEFT, y: LANE[0], x0: HIDDEN_LEFT, y0: LANE[0], busyUntil: -1, xs: [], ys: [] }]));
for (const ev of EVENTS) {
  if (!(0 <= ev.s && ev.s < ev.e && ev.e < FRAMES)) fail(`bad frames ${ev.s}-${ev.e}`);
  const targets = {};
  for (const noun of ev.nouns) {
    const st = state[noun];
    if (!st) fail(`unknown noun ${noun}`);
    if (st.busyUntil >= ev.s) fail(`${noun} is already moving at frame ${ev.s}`);
    const visible = st.x > HIDDEN_LEFT && st.x < HIDDEN_RIGHT;
    if ((ev.verb === "enter") === visible) fail(`${ev.verb} ${noun} at ${ev.s}: visible=${visible}`);
    if (ev.verb === "enter") {
      // jump (while invisible) to the left edge of the entry lane, then slide in
      if (st.x !== HIDDEN_LEFT) st.xs.push(`${HIDDEN_LEFT - st.x}*gte(${F},${ev.s})`);
      if (st.y !== LANE[ev.lane]) st.ys.push(`${LANE[ev.lane] - st.y}*gte(${F},${ev.s})`);
      st.x = HIDDEN_LEFT; st.y = LANE[ev.lane];
      targets[noun] = { x: ev.x, y: st.y };
    } else if (ev.verb === "exit") targets[noun] = { x: HIDDEN_RIGHT, y: st.y };
    else if (ev.verb === "move") targets[noun] = { x: st.x + ev.dx, y: st.y };
    else if (ev.verb === "swap") {
      const other = state[ev.nouns.find((n) => n !== noun)];
      targets[noun] = { x: other.x, y: other.y };
    } else fail(`unknown verb ${ev.verb}`);
  }
  for (const [noun, to] of Object.entries(targets)) {
    const st = state[noun], len = ev.e - ev.s + 1;
    // every motion frame must move the shape by >= 2 px (overlay snaps to even pixels),
    // otherwise the first or last frame of the event would not be visible
    if (Math.max(Math.abs(to.x - st.x), Math.abs(to.y - st.y)) / len < 2) fail(`${noun} too slow at ${ev.s}`);
    if (to.x !== st.x) st.xs.push(`${to.x - st.x}*${ramp(ev.s, ev.e)}`);
    if (to.y !== st.y) st.ys.push(`${to.y - st.y}*${ramp(ev.s, ev.e)}`);
    Object.assign(st, { x: to.x, y: to.y, busyUntil: ev.e });
  }
}

// --- filtergraph: dark background, faint lane guides, four looped shape sprites, timecode ---
const lines = [`color=c=0x20242a:s=${W}x${H}:r=${FPS}:d=${FRAMES / FPS}` +
  LANE.map((y) => `,drawbox=x=0:y=${y + SIZE / 2}:w=${W}:h=2:color=0x2c3138:t=fill`).join("") + "[bg0]"];
let prev = "bg0";
for (const [noun, { color, alpha }] of Object.entries(SHAPES)) {
  const st = state[noun], sum = (base, terms) => [String(base), ...terms].join("+").replace(/\+-/g, "-");
  lines.push(`color=c=${color}:s=${SIZE}x${SIZE}:r=${FPS}:d=0.04,format=rgba,` +
    `geq=r='r(X,Y)':g='g(X,Y)':b='b(X,Y)':a='${alpha}',loop=loop=-1:size=1[${noun}]`);
  lines.push(`[${prev}][${noun}]overlay=eval=frame:x='${sum(st.x0, st.xs)}':y='${sum(st.y0, st.ys)}'[over_${noun}]`);
  prev = `over_${noun}`;
}
lines.push(`[${prev}]drawtext=fontfile=${font}:fontsize=32:fontcolor=white:box=1:boxcolor=black@0.6:` +
  `boxborderw=8:x=24:y=24:text='frame %{frame_num}   t=%{pts\\:hms}'[out]`);
writeFileSync(graphPath, lines.join(";\n") + "\n");

// --- answer key: the egocentric family's shape and sort order (start, verb, nouns, end) ---
const byKey = (a, b) => a.start_frame - b.start_frame || (a.verb < b.verb ? -1 : a.verb > b.verb ? 1 : 0) ||
  (a.nouns.join("\u0000") < b.nouns.join("\u0000") ? -1 : a.nouns.join("\u0000") > b.nouns.join("\u0000") ? 1 : 0) ||
  a.end_frame - b.end_frame;
const action = (verb, nouns, s, e) => ({ verb, nouns: [...nouns].sort(), start_frame: s, end_frame: e });
const gt = EVENTS.map((ev) => action(ev.verb, ev.nouns, ev.s, ev.e)).sort(byKey);
const json = (value) => JSON.stringify(value, null, 2) + "\n"; // = Python json.dump(indent=2)
const ledger = (actions) => json({ actions: actions.sort(byKey) });
const put = (rel, text) => writeFileSync(`${taskDir}/${rel}`, text);
put("steps/solve/tests/gt.json", json({ actions: gt }));
put("steps/solve/solution/oracle.json", json({ actions: gt }));
put("environment/vocabulary.json", json({
  fps: FPS,
  verbs: [...new Set(gt.map((a) => a.verb))].sort(),
  nouns: [...new Set(gt.flatMap((a) => a.nouns))].sort(),
}));

// --- calibration ledgers: deterministic perturbations of the key (recipes in PROVENANCE.md) ---
const clampFrame = (f) => Math.min(FRAMES - 1, Math.max(0, f));
const shifted = (a, ds, de) => action(a.verb, a.nouns, clampFrame(a.start_frame + ds), clampFrame(a.end_frame + de));
// Codex: boundaries off by [ds, de]; only entries 0 (exactly +12, the edge) and 2 stay inside ±12
const CODEX_SHIFT = [[12, 12], [-13, 0], [-7, 5], [20, 18], [-24, -30], [13, 13], [-12, 19], [30, 2],
  [40, 36], [15, 9], [-3, -18], [48, 48], [22, -14], [19, 11], [-36, -20], [17, 25], [60, 44], [-16, -13], [27, 31]];
if (CODEX_SHIFT.length !== gt.length) fail("CODEX_SHIFT must have one entry per action");
const codex = gt.map((a, i) => shifted(a, ...CODEX_SHIFT[i]));
// ...and over-segments the three longest motions into two halves each (extra false positives)
for (const a of [...gt].sort((p, q) => (q.end_frame - q.start_frame) - (p.end_frame - p.start_frame)).slice(0, 3))
  codex.push(action(a.verb, a.nouns, a.start_frame + 30, a.end_frame - 20));
put("calibration/rollouts/codex-gpt-5.6-sol.solution.json", ledger(codex));
// Claude: boundaries within 3 frames, but red/purple and blue/green confused and swap read as move
const CONFUSE = { red_square: "purple_diamond", purple_diamond: "red_square", blue_circle: "green_triangle", green_triangle: "blue_circle" };
const claude = gt.map((a, i) => action(a.verb === "swap" ? "move" : a.verb, a.nouns.map((n) => CONFUSE[n]),
  a.start_frame + (i % 3) - 1, a.end_frame + ((i + 1) % 4) - 2));
put("calibration/rollouts/claude-opus-4.8.solution.json", ledger(claude));
// Antigravity: gave up after the first quarter; boundaries read off 2 s samples (48-frame grid)
const grid48 = (f) => Math.round(f / 48) * 48;
const agy = gt.filter((a) => a.start_frame < FRAMES / 4).map((a) => action(a.verb, a.nouns, grid48(a.start_frame), grid48(a.end_frame)));
put("calibration/rollouts/antigravity-gemini-3.6-flash.solution.json", ledger(agy));
put("calibration/rollouts/empty.solution.json", ledger([]));
put("calibration/rollouts/oracle.solution.json", json({ actions: gt }));
// Ablations. no-media: the best fixed guess (most frequent verb + noun) every 180 frames.
const noMedia = Array.from({ length: 19 }, (_, i) => action("enter", ["blue_circle"], 90 + 180 * i, 160 + 180 * i));
put("calibration/ablations/ledgers/no-media.json", ledger(noMedia));
// single-frame: only frame 1800 seen (red square entering, diamond resting): one guess per shape
put("calibration/ablations/ledgers/single-frame.json", ledger([
  action("enter", ["red_square"], 1780, 1860), action("enter", ["purple_diamond"], 1500, 1600)]));
// frame-dump, no tools: every 48th frame pasted, so boundaries land on the 48-frame grid,
// and with no tools to keep notes it lost track of every second action
const dump = gt.filter((_, i) => i % 2 === 0).map((a) => action(a.verb, a.nouns, grid48(a.start_frame), grid48(a.end_frame)));
put("calibration/ablations/ledgers/frame-dump-no-tools.json", ledger(dump));
console.error(`event table ok: ${gt.length} actions, vocabulary ${new Set(gt.map((a) => a.verb)).size} verbs`);
JS

[[ "${1:-}" == "--json-only" ]] && exit 0

# --- 2. Encode: H.264 yuv420p, 1280x720, 24 fps, GOP 2 s (cheap seeking), +faststart, no audio ---
command -v ffmpeg >/dev/null || { echo "ffmpeg missing: apt-get install -y ffmpeg" >&2; exit 1; }
[[ -f "$FONT" ]] || { echo "font missing: apt-get install -y fonts-dejavu-core" >&2; exit 1; }
ffmpeg -v error -y -filter_complex_script "$WORK/graph.txt" -map '[out]' -frames:v 3600 \
  -c:v libx264 -preset medium -crf 20 -pix_fmt yuv420p -g 48 -keyint_min 48 -sc_threshold 0 \
  -threads 2 -map_metadata -1 -fflags +bitexact -flags:v +bitexact \
  -movflags +faststart "$WORK/clip.mp4"

# --- 3. Check the result is what the key assumes, then pin it in SPEC.md ---
probe() { ffprobe -v error -select_streams v:0 -count_packets -show_entries "stream=$1" -of csv=p=0 "$WORK/clip.mp4"; }
[[ "$(probe width,height,r_frame_rate,nb_read_packets)" == "1280,720,24/1,3600" ]] || { echo "probe mismatch: $(probe width,height,r_frame_rate,nb_read_packets)" >&2; exit 1; }
[[ -z "$(ffprobe -v error -select_streams a -show_entries stream=index -of csv=p=0 "$WORK/clip.mp4")" ]] || { echo "unexpected audio stream" >&2; exit 1; }
mv "$WORK/clip.mp4" "$CLIP"
SHA="$(sha256sum "$CLIP" | cut -d' ' -f1)"
BYTES="$(stat -c %s "$CLIP")"
if [[ -f "$TASK/SPEC.md" ]]; then
  sed -i -E "s/^  sha256: \"[0-9a-f]*\"/  sha256: \"$SHA\"/; s/^  bytes: [0-9]+/  bytes: $BYTES/" "$TASK/SPEC.md"
fi
echo "clip: $CLIP"
echo "sha256: $SHA"
echo "bytes: $BYTES"
