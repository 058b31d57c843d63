// One process at a time per PGlite directory. PGlite has no server to arbitrate: a second process
// opening the same files corrupts them or fails with a cryptic WASM error. So opening a directory
// takes `<dir>.lock` (created exclusively, holding the pid and command line); a second process is
// refused with a message naming the holder, and a lock left by a process that is gone is taken over.
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { errnoCode } from "../errors/caught";

export interface LockHolder {
  pid: number;
  command: string;
  since: string;
}

export class PgliteInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: LockHolder,
    lockFile: string,
  ) {
    super(
      `the PGlite database ${dir} is in use by process ${holder.pid} (${holder.command}, since ${holder.since}); ` +
        `only one process may open it. Stop that process, use the dashboard, or set DATABASE_URL to another database. ` +
        `(If no such process runs, remove ${lockFile}.)`,
    );
    this.name = "PgliteInUseError";
  }
}

export const lockFileOf = (dir: string) => `${path.resolve(dir)}.lock`;

/** Whether a process with this pid exists (EPERM: it exists, owned by someone else). */
export function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return errnoCode(e) === "EPERM";
  }
}

// a lock file another version (or a hand) wrote: only the pid must be right to be believed
const StoredHolder = z.object({ pid: z.number(), command: z.unknown(), since: z.unknown() });

function readHolder(file: string): LockHolder | undefined {
  try {
    const v = StoredHolder.safeParse(JSON.parse(fs.readFileSync(file, "utf8")));
    return v.success ? { pid: v.data.pid, command: String(v.data.command ?? "?"), since: String(v.data.since ?? "?") } : undefined;
  } catch {
    return undefined;
  }
}

// locks this process holds, by file, with how many opens hold each (a process may open twice)
const held = new Map<string, number>();
let exitHookInstalled = false;

function removeIfOurs(file: string) {
  if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
}

/**
 * Takes the lock of a PGlite directory for this process, or throws PgliteInUseError naming the
 * live process that holds it. Returns the release function (idempotent).
 */
export function acquirePgliteLock(dir: string, alive: (pid: number) => boolean = processAlive): () => void {
  const file = lockFileOf(dir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const count = held.get(file);
  if (count === undefined) {
    const me: LockHolder = { pid: process.pid, command: process.argv.slice(1, 3).join(" ") || "node", since: new Date().toISOString() };
    for (let attempt = 0; ; attempt++) {
      try {
        fs.writeFileSync(file, JSON.stringify(me), { flag: "wx" });
        break;
      } catch (e) {
        if (errnoCode(e) !== "EEXIST" || attempt > 0) throw e;
        const holder = readHolder(file);
        // a live holder other than us refuses; a dead one's (or an unreadable) lock is stale
        if (holder && holder.pid !== process.pid && alive(holder.pid)) throw new PgliteInUseError(dir, holder, file);
        fs.rmSync(file, { force: true });
      }
    }
    if (!exitHookInstalled) {
      exitHookInstalled = true;
      process.on("exit", () => {
        for (const f of held.keys()) removeIfOurs(f);
      });
    }
  }
  held.set(file, (count ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (held.get(file) ?? 1) - 1;
    if (left > 0) held.set(file, left);
    else {
      held.delete(file);
      removeIfOurs(file);
    }
  };
}
