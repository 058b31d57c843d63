// Media pins stated outside the SPEC card (Dockerfile ARG/ENV, SPEC `## Input`, task.toml) and
// streaming pages (YouTube, empty MATERIALS_URL, a fetch script), on small inline folders. Expected
// values are the literals written in the inputs, expanded by hand.
import { describe, expect, it } from "vitest";
import { toFiles } from "./__tests__/foreign-task-folders";
import { extractMediaPin } from "./media-pin";
import {
  dockerfileAssignments,
  specInputSection,
  statedPins,
  streamingPageReason,
  streamingScriptFindings,
  taskTomlPins,
} from "./media-sources";

const SHA_A = "a".repeat(64);
const SHA_B = "b".repeat(64);
const folder = toFiles;

/** The import's path for a card-less folder: stated pins -> the pin, then fetch scripts. */
function pinOf(files: Record<string, string>, spec: string | null = null) {
  const f = folder(files);
  const { media, findings } = extractMediaPin(null, spec, "", new Set(), statedPins(f, spec));
  const all = [...findings, ...streamingScriptFindings(f, findings)];
  return { url: media[0]?.url ?? null, sha256: media[0]?.sha256 ?? null, sources: media[0]?.sources, codes: all.map((x) => x.code) };
}

describe("Dockerfile ARG/ENV forms", () => {
  it.each([
    ["ENV A=b", [["A", "b"]]],
    ["ENV A b", [["A", "b"]]],
    [
      'ENV A=1 B="two words"',
      [
        ["A", "1"],
        ["B", "two words"],
      ],
    ],
    [
      "ARG REV=abc\nENV U=https://h/${REV}/v.mp4",
      [
        ["REV", "abc"],
        ["U", "https://h/abc/v.mp4"],
      ],
    ],
    [
      "ARG REV=abc\nENV U=https://h/$REV/v.mp4",
      [
        ["REV", "abc"],
        ["U", "https://h/abc/v.mp4"],
      ],
    ],
    // an ARG without a default sets nothing: the reference stays as written
    ["ARG REV\nENV U=https://h/${REV}/v.mp4", [["U", "https://h/${REV}/v.mp4"]]],
  ])("%s", (text, expected) => {
    expect(dockerfileAssignments(text, "environment/Dockerfile").map((a) => [a.key, a.value])).toEqual(expected);
  });

  it("cites the line and the instruction of each assignment", () => {
    expect(dockerfileAssignments("FROM x\nENV A b", "environment/Dockerfile")[0].source).toBe("environment/Dockerfile:2 ENV A");
  });

  it("pins MATERIALS_URL expanded from an ARG default with MATERIALS_SHA256", () => {
    const docker = [
      "FROM ubuntu",
      "ARG MATERIALS_REVISION=7dc08d8",
      "ARG MATERIALS_URL=https://huggingface.co/d/resolve/${MATERIALS_REVISION}/match.mp4",
      `ENV MATERIALS_SHA256 ${SHA_A}`,
    ].join("\n");
    const pin = pinOf({ "environment/Dockerfile": docker });
    expect([pin.url, pin.sha256]).toEqual(["https://huggingface.co/d/resolve/7dc08d8/match.mp4", SHA_A]);
    expect(pin.sources).toMatchObject({
      url: "environment/Dockerfile:3 ARG MATERIALS_URL",
      sha256: "environment/Dockerfile:4 ENV MATERIALS_SHA256",
    });
    expect(pin.codes).not.toContain("media_pin_streaming");
  });
});

describe("SPEC `## Input` list", () => {
  const spec = [
    "# Spec",
    "",
    "## Input",
    "",
    "- video: https://example.org/files/match.mp4",
    `- sha256: \`${SHA_A}\``,
    "",
    "## Notes",
    `- an older hash: ${SHA_B}`,
  ].join("\n");

  it("gives the first URL and hash under the heading, never one past the next heading", () => {
    expect(specInputSection(spec)).toEqual({
      url: "https://example.org/files/match.mp4",
      sha256: SHA_A,
      urlSource: "SPEC.md:5 ## Input",
      shaSource: "SPEC.md:6 ## Input",
      placeholder: false,
    });
  });

  it("pins the media of a folder whose card has no input block", () => {
    const pin = pinOf({}, spec);
    expect([pin.url, pin.sha256]).toEqual(["https://example.org/files/match.mp4", SHA_A]);
  });

  it("a hash under the next heading is not the input's", () => {
    const urlOnly = ["## Input", "- https://example.org/files/match.mp4", "## Notes", `- ${SHA_B}`].join("\n");
    expect(specInputSection(urlOnly)?.sha256).toBeNull();
  });

  it("no Input heading: nothing", () => expect(specInputSection("# Spec\n- https://example.org/x.mp4")).toBeNull());
});

describe("task.toml keys", () => {
  it("pairs `<prefix>_url` with `<prefix>_sha256` in any table", () => {
    const toml = ["[task]", 'name = "x"', "", "[metadata]", 'video_url = "https://example.org/v.mp4"', `video_sha256 = "${SHA_B}"`].join(
      "\n",
    );
    expect(taskTomlPins(toml).map((p) => [p.url, p.sha256, p.urlSource, p.shaSource])).toEqual([
      ["https://example.org/v.mp4", SHA_B, "task.toml:5 video_url", "task.toml:6 video_sha256"],
    ]);
    const pin = pinOf({ "task.toml": toml });
    expect([pin.url, pin.sha256]).toEqual(["https://example.org/v.mp4", SHA_B]);
  });

  it("a key that fetches a model is not the media", () => {
    expect(taskTomlPins('whisper_model_url = "https://example.org/m.bin"\nwhisper_model_sha256 = "' + SHA_A + '"')).toEqual([]);
  });
});

describe("streaming pages are not pins", () => {
  it.each([
    ["https://www.youtube.com/watch?v=abc123", "it is a YouTube page"],
    ["https://youtu.be/abc123", "it is a YouTube page"],
    ["", "the URL is empty"],
    ["https://example.org/live/index.m3u8", "it is a stream playlist"],
    ["https://example.org/files/match.mp4", null],
  ])("streamingPageReason(%j) = %j", (url, reason) => expect(streamingPageReason(url)).toBe(reason));

  it("a YouTube watch URL in MATERIALS_URL: warning, no pin", () => {
    const pin = pinOf({
      "environment/Dockerfile": `ARG MATERIALS_URL=https://www.youtube.com/watch?v=abc123\nARG MATERIALS_SHA256=${SHA_A}`,
    });
    expect(pin.url).toBeNull();
    expect(pin.codes.filter((c) => c === "media_pin_streaming")).toHaveLength(1);
    // the page is kept for the reviewer in the pin's sources, never as its url
    expect(pin.sources?.url).toContain("youtube.com/watch");
  });

  it("an empty MATERIALS_URL filled by a fetch script: one warning, no pin", () => {
    const pin = pinOf({
      "environment/Dockerfile": `ARG MATERIALS_URL=\nARG MATERIALS_SHA256=${SHA_A}\nRUN /fetch.sh`,
      "environment/fetch.sh": "#!/bin/sh\nyt-dlp -f mp4 -o /media/match.mp4 https://www.youtube.com/watch?v=abc123\n",
    });
    expect(pin.url).toBeNull();
    // the pin's own finding says it; the script does not add a second one
    expect(pin.codes.filter((c) => c === "media_pin_streaming")).toHaveLength(1);
  });

  it("a fetch script pulling a YouTube page beside a file pin: a warning citing the script line", () => {
    const f = folder({
      "environment/Dockerfile": `ARG MATERIALS_URL=https://example.org/files/match.mp4\nARG MATERIALS_SHA256=${SHA_A}`,
      "environment/fetch_media.py": "# yt-dlp is not used here\nimport subprocess\nsubprocess.run(['yt-dlp', 'https://youtu.be/abc'])\n",
    });
    expect(streamingScriptFindings(f, []).map((x) => [x.code, x.file, x.line])).toEqual([
      ["media_pin_streaming", "environment/fetch_media.py", 3],
    ]);
  });

  it("a script outside environment/ or a comment fetches nothing", () => {
    const f = folder({
      "steps/solve/fetch.sh": "yt-dlp https://youtu.be/abc",
      "environment/build.sh": "# yt-dlp https://youtu.be/abc\ncurl -o v.mp4 https://example.org/v.mp4",
    });
    expect(streamingScriptFindings(f, [])).toEqual([]);
  });
});
