import { describe, expect, it } from "vitest";
import { extractMediaPin, isPinnedUrl } from "./media-pin";
import { parseSpecMd } from "./spec-card";

const enc = (s: string) => new TextEncoder().encode(s);
const SPEC = [
  "---",
  "title: T",
  "---",
  "",
  "# Card",
  "",
  "```yaml",
  "task: x/y",
  "input:",
  "  url: https://e.x/v.mp4",
  "  sha256: " + "a".repeat(64),
  "  length_min: 10.5",
  '  resolution: "1920x1080"',
  "```",
  "",
].join("\n");

describe("parseSpecMd", () => {
  it("reads front matter and the first yaml block, with the fence line", () => {
    const r = parseSpecMd(enc(SPEC));
    expect(r.ok && r.spec).toMatchObject({ frontMatter: { title: "T" }, card: { task: "x/y" }, cardLine: 7 });
  });

  it("a broken front matter is a finding with its line; the card still parses", () => {
    const r = parseSpecMd(enc(SPEC.replace("title: T", "title: [T")));
    expect(r.ok && r.findings).toMatchObject([{ code: "spec_front_matter_invalid", line: 2 }]);
    expect(r.ok && r.spec?.card).toMatchObject({ task: "x/y" });
  });

  it("is fatal by default; 'recover' salvages top-level keys when only a non-critical key is broken", () => {
    const bad = SPEC.replace("task: x/y", "task: x/y\ndifficulty: {turns: >430}");
    const strict = parseSpecMd(enc(bad));
    expect(strict).toMatchObject({ ok: false, error: { file: "SPEC.md", line: 9, field: "yaml card" } });
    const lenient = parseSpecMd(enc(bad), "recover");
    expect(lenient.ok && lenient.spec?.card).toEqual({ task: "x/y", input: expect.objectContaining({ length_min: 10.5 }) });
    expect(lenient.ok && lenient.findings).toMatchObject([
      { code: "spec_card_invalid", severity: "error", message: expect.stringContaining("broken keys: `difficulty` (line 9)") },
    ]);
  });

  it("imports a card whose broken part holds a key the review needs, and says the review needs it", () => {
    const bad = SPEC.replace("  length_min: 10.5", "  length_min: {x: >1}");
    const r = parseSpecMd(enc(bad), "recover");
    expect(r.ok && r.spec?.card).toEqual({ task: "x/y" });
    expect(r.ok && r.findings[0].message).toMatch(/broken keys: `input` \(line 12\).*a review needs `input`/);
  });

  it("refuses (even in recover) a card none of whose keys parse", () => {
    const r = parseSpecMd(enc("```yaml\ntask: [x\n```\n"), "recover");
    expect(r).toMatchObject({ ok: false, error: { line: 2, reason: expect.stringContaining("no key of the card parses") } });
  });

  it('names EVERY broken key with its line, and the first error says the cause (an unquoted ": ")', () => {
    const card = [
      "```yaml",
      "task: v/b",
      "evidence: per-rally blocks: blocker and frame",
      "question: q",
      "scorer: exact match: ±2 frames",
      "input:",
      "  url: https://e.x/v.mp4",
      "anti_shortcut:",
      "  - agents: no web: offline only",
      "```",
      "",
    ];
    const strict = parseSpecMd(enc(card.join("\n")));
    expect(strict.ok).toBe(false);
    const reason = strict.ok ? "" : strict.error.reason;
    expect(strict.ok ? null : strict.error.line).toBe(3);
    expect(reason).toMatch(
      /^the value of `evidence` holds an unquoted ": " after "per-rally blocks": YAML reads it as a nested key, quote the whole value/,
    );
    expect(reason).toContain("broken keys: `evidence` (line 3");
    expect(reason).toContain("`scorer` (line 5");
    expect(reason).toContain("`anti_shortcut` (line 9");
    const salvaged = parseSpecMd(enc(card.join("\n")), "recover");
    expect(salvaged.ok && salvaged.spec?.card).toEqual({ task: "v/b", question: "q", input: { url: "https://e.x/v.mp4" } });
    expect(salvaged.ok && salvaged.findings[0].message).toMatch(
      /`evidence` \(line 3.*`scorer` \(line 5.*`anti_shortcut` \(line 9.*a review needs `scorer`/,
    );
  });

  it("a card that is a scalar, not a mapping, is refused", () => {
    expect(parseSpecMd(enc("```yaml\njust text\n```\n"))).toMatchObject({
      ok: false,
      error: { reason: "the card is not a mapping of keys" },
    });
  });

  it("tilde fences and yml info strings count; other code blocks do not", () => {
    const r = parseSpecMd(enc("```bash\nx: 1\n```\n~~~yml\ntask: a\n~~~\n"));
    expect(r.ok && r.spec).toMatchObject({ card: { task: "a" }, cardLine: 4 });
  });
});

describe("extractMediaPin", () => {
  it("reads url, sha, length and a WxH resolution from the card", () => {
    const r = parseSpecMd(enc(SPEC));
    const card = r.ok ? (r.spec?.card ?? null) : null;
    const { media, findings } = extractMediaPin(card, SPEC, "# Task\n");
    expect(media[0]).toMatchObject({ url: "https://e.x/v.mp4", durationSec: 630, width: 1920, height: 1080, localPath: null });
    expect(findings).toEqual([]);
  });

  it("takes fps / frames / audio from the sentence describing the file, not from elsewhere", () => {
    const card = { input: { url: "media/clip.mp4", sha256: "b".repeat(64), resolution: 720 } };
    const instruction =
      "A 53-min video at 1 fps is >3000 frames.\n\nThe clip: 1280x720, **30 frames\nper second**, 4,500 frames. There is no audio track.";
    const { media } = extractMediaPin(card, null, instruction, new Set(["media/clip.mp4"]));
    expect(media[0]).toMatchObject({ width: 1280, height: 720, fps: 30, frameCount: 4500, hasAudio: false, localPath: "media/clip.mp4" });
    expect(media[0].sources.height).toBe("SPEC.md card input.resolution");
  });

  it("a bad sha and a missing input block are findings", () => {
    expect(extractMediaPin({ input: { url: "u", sha256: "xyz" } }, null, "").findings.map((f) => f.code)).toEqual([
      "media_pin_incomplete",
      "media_pin_incomplete",
    ]);
    expect(extractMediaPin({ task: "t" }, null, "")).toMatchObject({ media: [], findings: [{ code: "media_pin_incomplete" }] });
  });
});

describe("isPinnedUrl", () => {
  it.each([
    ["https://huggingface.co/datasets/x/resolve/0123/v.mp4", true],
    ["http://example.org/v.mp4", true],
    ["media/demo-shapes.mp4", false],
    ["./media/clip.mp4", false],
    ["file:///data/v.mp4", false],
    ["https://localhost/v.mp4", false],
    ["", false],
    [null, false],
  ])("%s -> %s", (url, pinned) => {
    expect(isPinnedUrl(url)).toBe(pinned);
  });
});
