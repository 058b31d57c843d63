// How the reward and artifacts leave the sandbox. /logs is a size-capped tmpfs that dies with the
// sandbox, so after test.sh exits the wrapper runs EMIT_LOGS, which writes the few files we read
// (reward.json, reward.txt, up to 8 artifacts/*.json) to fd 3, a pipe to the server, each framed
// as a JSON header line plus its bytes, then the number of entries under /logs. test.sh runs with
// fd 3 closed; the stream is still treated as hostile (a judge could reach the wrapper's fd through
// /proc), so parseLogsStream is strict and bounded and only ever yields what the judge could have
// written as reward anyway. Pure.

export const LOGS_FILE_MAX = 1024 * 1024;
export const ARTIFACTS_MAX = 8;

// Python (-I -S: no environment, no site): regular files only (a symlink is not followed), each
// at most LOGS_FILE_MAX bytes, then a count of /logs entries that stops one past the cap.
export function emitLogsScript(fileCap: number): string {
  return ["import os, json, sys", emitLogsFunction(fileCap), "emit_logs(os.fdopen(3, 'wb'), True)"].join("\n");
}

// The emitter as a Python function `emit_logs(out, artifacts)` writing the frames to the binary
// file `out`: the single run streams to fd 3; the batch driver (batch-driver.ts) frames each
// item's copy in memory, without artifacts (a probe needs only the reward).
export function emitLogsFunction(fileCap: number): string {
  return [
    "def emit_logs(out, artifacts):",
    "    import os, json, stat as S",
    "    def emit(rel):",
    "        p = '/logs/' + rel",
    "        try:",
    "            st = os.lstat(p)",
    "        except OSError:",
    "            return",
    "        if not S.S_ISREG(st.st_mode):",
    "            out.write((json.dumps({'name': rel, 'skipped': 'not a regular file'}) + '\\n').encode()); return",
    `        if st.st_size > ${LOGS_FILE_MAX}:`,
    "            out.write((json.dumps({'name': rel, 'tooLarge': st.st_size}) + '\\n').encode()); return",
    `        data = open(p, 'rb').read(${LOGS_FILE_MAX + 1})`,
    "        out.write((json.dumps({'name': rel, 'size': len(data)}) + '\\n').encode()); out.write(data)",
    "    emit('verifier/reward.json'); emit('verifier/reward.txt')",
    "    try:",
    `        names = sorted(n for n in os.listdir('/logs/artifacts') if n.endswith('.json'))[:${ARTIFACTS_MAX}] if artifacts else []`,
    "    except OSError:",
    "        names = []",
    "    for n in names: emit('artifacts/' + n)",
    "    count = 0",
    "    for root, dirs, files in os.walk('/logs'):",
    "        count += len(dirs) + len(files)",
    `        if count > ${fileCap}: break`,
    "    out.write((json.dumps({'entries': count}) + '\\n').encode()); out.flush()",
  ].join("\n");
}

export interface LogsRead {
  files: Map<string, Uint8Array | "too-large">;
  // entries under /logs (files and directories, the verifier/ and artifacts/ dirs included); null
  // when the stream ended before the count (the sandbox was killed, or the emitter failed)
  entries: number | null;
  malformed: string | null;
}

const NAME = /^(verifier\/reward\.(json|txt)|artifacts\/[A-Za-z0-9._-]{1,100}\.json)$/;

export function parseLogsStream(bytes: Uint8Array): LogsRead {
  const files = new Map<string, Uint8Array | "too-large">();
  let at = 0;
  const fail = (why: string): LogsRead => ({ files, entries: null, malformed: why });
  while (at < bytes.length) {
    const nl = bytes.indexOf(10, at);
    if (nl < 0 || nl - at > 400) return fail("a header line is missing or too long");
    let header: Record<string, unknown>;
    try {
      header = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(at, nl)));
    } catch {
      return fail("a header line is not JSON");
    }
    at = nl + 1;
    if (typeof header.entries === "number" && Number.isSafeInteger(header.entries) && header.entries >= 0)
      return { files, entries: header.entries, malformed: at === bytes.length ? null : "bytes after the entry count" };
    const name = header.name;
    if (typeof name !== "string" || !NAME.test(name) || name.split("/").includes(".."))
      return fail("a file name outside the expected ones");
    if (files.size >= ARTIFACTS_MAX + 2) return fail("more files than expected");
    if ("tooLarge" in header) files.set(name, "too-large");
    else if ("skipped" in header) continue;
    else {
      const size = header.size;
      if (typeof size !== "number" || !Number.isSafeInteger(size) || size < 0 || size > LOGS_FILE_MAX || at + size > bytes.length)
        return fail(`${name}: a size that does not fit`);
      files.set(name, bytes.slice(at, at + size));
      at += size;
    }
  }
  return fail("the stream ended before the entry count");
}
