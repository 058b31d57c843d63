import { describe, expect, it } from "vitest";
import { LOGS_FILE_MAX, parseLogsStream } from "./logs-stream";

const enc = (s: string) => new TextEncoder().encode(s);
const frame = (header: object, body = "") => `${JSON.stringify(header)}\n${body}`;

describe("parseLogsStream", () => {
  it("reads framed files and the entry count", () => {
    const r = parseLogsStream(
      enc(
        frame({ name: "verifier/reward.json", size: 15 }, '{"reward": 0.5}') +
          frame({ name: "artifacts/judge-details.json", size: 2 }, "{}") +
          frame({ entries: 4 }),
      ),
    );
    expect(r.malformed).toBeNull();
    expect(r.entries).toBe(4);
    expect(new TextDecoder().decode(r.files.get("verifier/reward.json") as Uint8Array)).toBe('{"reward": 0.5}');
    expect(new TextDecoder().decode(r.files.get("artifacts/judge-details.json") as Uint8Array)).toBe("{}");
  });

  it("keeps 'too large' as a marker and skips non-regular files", () => {
    const r = parseLogsStream(
      enc(
        frame({ name: "verifier/reward.json", tooLarge: 9e6 }) +
          frame({ name: "verifier/reward.txt", skipped: "x" }) +
          frame({ entries: 2 }),
      ),
    );
    expect(r.files.get("verifier/reward.json")).toBe("too-large");
    expect(r.files.has("verifier/reward.txt")).toBe(false);
    expect(r.entries).toBe(2);
  });

  it.each([
    [
      "no count (killed before the emitter finished)",
      frame({ name: "verifier/reward.txt", size: 1 }, "1"),
      "the stream ended before the entry count",
    ],
    [
      "a name outside the expected ones",
      frame({ name: "../../etc/passwd", size: 0 }) + frame({ entries: 1 }),
      "a file name outside the expected ones",
    ],
    [
      "an artifact in a subdirectory",
      frame({ name: "artifacts/a/b.json", size: 0 }) + frame({ entries: 1 }),
      "a file name outside the expected ones",
    ],
    ["a size past the end", frame({ name: "verifier/reward.txt", size: 10 }, "1"), "verifier/reward.txt: a size that does not fit"],
    [
      "a size past the cap",
      frame({ name: "verifier/reward.txt", size: LOGS_FILE_MAX + 1 }, "1"),
      "verifier/reward.txt: a size that does not fit",
    ],
    ["a negative size", frame({ name: "verifier/reward.txt", size: -1 }), "verifier/reward.txt: a size that does not fit"],
    ["a header that is not JSON", "reward: 1\n", "a header line is not JSON"],
    ["no newline at all", "x".repeat(1000), "a header line is missing or too long"],
    ["bytes after the count", frame({ entries: 1 }) + "junk", "bytes after the entry count"],
  ])("refuses %s", (_name, text, why) => {
    const r = parseLogsStream(enc(text));
    expect(r.malformed).toBe(why);
  });

  it("a count after trailing junk is not trusted, but files before it still are", () => {
    const r = parseLogsStream(enc(frame({ name: "verifier/reward.txt", size: 3 }, "0.5") + frame({ entries: 9 }) + "x"));
    expect(r.entries).toBe(9);
    expect(r.malformed).toBe("bytes after the entry count");
    expect(r.files.size).toBe(1);
  });
});
