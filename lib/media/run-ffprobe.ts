// Runs Debian's ffprobe on a local media file (argument array, no shell, bounded time and
// output) and returns its facts. ffprobe is optional at run time: its absence is a clear message.
import { execFile } from "node:child_process";
import { readEnvOf } from "../env";
import { probeFacts, type MediaProbe } from "./probe-facts";
import { neutralPaths } from "./server-paths";
import { errnoCode } from "../errors/caught";

export type ProbeOutcome = { ok: true; probe: MediaProbe } | { ok: false; reason: string };

export const FFPROBE_MISSING = "ffprobe is not installed on this server (apt-get install -y ffmpeg): media facts cannot be measured";

export function runFfprobe(file: string, bin = readEnvOf(["FFPROBE_PATH"]).FFPROBE_PATH): Promise<ProbeOutcome> {
  return new Promise((resolve) => {
    execFile(
      bin,
      ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", "--", file],
      { timeout: 60_000, maxBuffer: 8 * 1024 * 1024, encoding: "utf8" },
      (error, stdout, stderr) => {
        if (errnoCode(error) === "ENOENT") return resolve({ ok: false, reason: FFPROBE_MISSING });
        if (error)
          return resolve({
            ok: false,
            reason: `ffprobe could not read the file: ${neutralPaths((stderr || error.message).trim().split("\n").slice(-2).join(" "))}`,
          });
        try {
          resolve(probeFacts(JSON.parse(stdout)));
        } catch {
          resolve({ ok: false, reason: "ffprobe printed something that is not JSON" });
        }
      },
    );
  });
}
