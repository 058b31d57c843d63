// Temp dirs the server makes in the OS temp dir (a verifier's sandbox layout, a pushed archive,
// an extracted archive) carry their creator's pid in the name, `vbench-verifier-<pid>-XXXXXX`, so a
// process starting after a crash (kill -9 leaves them behind, issue 23 finding 12) can sweep the
// ones nobody holds: the creator is gone, or (an older name without a pid) the dir is older than
// this process. A dir whose creator is alive is never touched, whatever its age: another server or
// worker may be using it right now.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const TEMP_PREFIXES = ["vbench-verifier-", "vbench-push-", "vbench-archive-"] as const;
export type TempPrefix = (typeof TEMP_PREFIXES)[number];

/** a fresh private dir `<base>/<prefix><pid>-XXXXXX` */
export function makeTempDirSync(prefix: TempPrefix, base = os.tmpdir()): string {
  return fs.mkdtempSync(path.join(base, `${prefix}${process.pid}-`));
}

export function makeTempDir(prefix: TempPrefix, base = os.tmpdir()): Promise<string> {
  return fs.promises.mkdtemp(path.join(base, `${prefix}${process.pid}-`));
}

export interface TempEntry {
  name: string;
  isDirectory: boolean;
  mtimeMs: number;
}

export interface SweepFacts {
  /** when this process started (ms since the epoch) */
  processStartMs: number;
  /** whether a pid is a live process (ours included) */
  alive: (pid: number) => boolean;
}

/** Pure: the entries to remove. Only real directories with one of our prefixes are considered. */
export function sweepable(entries: readonly TempEntry[], facts: SweepFacts): string[] {
  const out: string[] = [];
  for (const e of entries) {
    if (!e.isDirectory) continue;
    const prefix = TEMP_PREFIXES.find((p) => e.name.startsWith(p));
    if (!prefix) continue;
    const rest = e.name.slice(prefix.length);
    const m = /^(\d{1,10})-[A-Za-z0-9]{6}$/.exec(rest);
    if (m) {
      const pid = Number(m[1]);
      if (pid > 0 && !facts.alive(pid)) out.push(e.name);
      // mkdtemp's form before pids were added; anything else (a test's own dir) is not ours
    } else if (/^[A-Za-z0-9]{6}$/.test(rest) && e.mtimeMs < facts.processStartMs) out.push(e.name);
  }
  return out;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it exists, owned by someone else
    return e instanceof Error && "code" in e && e.code === "EPERM";
  }
}

/** Removes the temp dirs nobody holds; returns how many. Never throws (a start must not fail on it). */
export function sweepTempDirs(base = os.tmpdir()): number {
  const processStartMs = Date.now() - process.uptime() * 1000;
  let entries: TempEntry[] = [];
  try {
    entries = fs
      .readdirSync(base, { withFileTypes: true })
      .filter((d) => TEMP_PREFIXES.some((p) => d.name.startsWith(p)))
      .flatMap((d) => {
        try {
          const st = fs.lstatSync(path.join(base, d.name));
          return [{ name: d.name, isDirectory: st.isDirectory(), mtimeMs: st.mtimeMs }];
        } catch {
          return [];
        }
      });
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of sweepable(entries, { processStartMs, alive: isAlive })) {
    try {
      fs.rmSync(path.join(base, name), { recursive: true, force: true });
      removed += 1;
    } catch {
      /* someone else's, or gone already */
    }
  }
  return removed;
}
