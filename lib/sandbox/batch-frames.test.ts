import { describe, expect, it } from "vitest";
import { BATCH_LOGS_MAX, BatchFrameReader, type FrameRead } from "./batch-frames";

const enc = (s: string) => new TextEncoder().encode(s);
const KEEP = 16 * 1024;
const HEADER = { item: 3, exit: 0, timedOut: false, outputExceeded: false, wallMs: 12.5, stdoutBytes: 4, stderrBytes: 5, clean: true };
// the logs stream of one item as the emitter writes it (logs-stream.ts)
const LOGS = `${JSON.stringify({ name: "verifier/reward.txt", size: 4 })}\n0.75${JSON.stringify({ entries: 3 })}\n`;
const frame = (over: object = {}, tail = "oops\n", logs = LOGS) =>
  `${JSON.stringify({ ...HEADER, stderrTail: enc(tail).length, logs: enc(logs).length, ...over })}\n${tail}${logs}`;

function readAll(text: string, chunk = text.length): FrameRead[] {
  const reader = new BatchFrameReader(KEEP);
  const reads: FrameRead[] = [];
  for (let at = 0; at < text.length; at += chunk) {
    reader.push(enc(text.slice(at, at + chunk)));
    for (let r = reader.next(); ; r = reader.next()) {
      if (r.kind === "more") break;
      reads.push(r);
      if (r.kind === "error") return reads;
    }
  }
  return reads;
}

describe("BatchFrameReader", () => {
  it.each([1, 7, 1000])("reads consecutive frames delivered in chunks of %i bytes", (chunk) => {
    const reads = readAll(frame() + frame({ item: 4, exit: 137, timedOut: true }, "", `${JSON.stringify({ entries: 2 })}\n`), chunk);
    expect(reads.map((r) => r.kind)).toEqual(["frame", "frame"]);
    const [first, second] = reads.map((r) => (r.kind === "frame" ? r.frame : null));
    expect(first).toMatchObject({ item: 3, exitCode: 0, timedOut: false, wallMs: 12.5, stderrTail: "oops\n", clean: true });
    expect(new TextDecoder().decode(first?.logs.files.get("verifier/reward.txt") as Uint8Array)).toBe("0.75");
    expect(first?.logs.entries).toBe(3);
    expect(second).toMatchObject({ item: 4, exitCode: 137, timedOut: true, stderrTail: "" });
    expect(second?.logs.files.size).toBe(0);
  });

  it("waits for the announced bytes before answering", () => {
    const text = frame();
    expect(readAll(text.slice(0, -1))).toEqual([]);
  });

  it.each([
    ["not JSON", "{item: 1}\n", "a frame header is not JSON"],
    ["not an object", "[1]\n", "a frame header is not an object"],
    ["a negative count", frame({ exit: -1 }), "frame header field exit is not a count"],
    ["a missing count", frame({ item: undefined }), "frame header field item is not a count"],
    ["a fractional count", frame({ stdoutBytes: 1.5 }), "frame header field stdoutBytes is not a count"],
    ["a flag that is not boolean", frame({ clean: 1 }), "frame header field clean is not a boolean"],
    ["a wall time that is not a duration", frame({ wallMs: "1" }), "frame header field wallMs is not a duration"],
    ["a tail over its cap", frame({ stderrTail: KEEP + 65 }), `stderr tail of ${KEEP + 65} bytes is over its cap`],
    ["a logs stream over its cap", frame({ logs: BATCH_LOGS_MAX + 1 }), `logs stream of ${BATCH_LOGS_MAX + 1} bytes is over its cap`],
    ["a header line without end", "x".repeat(2000), "a frame header is longer than allowed"],
    ["a header line too long", `${JSON.stringify({ ...HEADER, pad: "x".repeat(1100) })}\n`, "a frame header is longer than allowed"],
  ])("refuses %s", (_what, text, reason) => {
    expect(readAll(text)).toEqual([{ kind: "error", reason }]);
  });
});
