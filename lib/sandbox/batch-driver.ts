// The program one batch sandbox runs instead of test.sh (pure: the text is built here, run by
// /usr/bin/python3 -I -S inside bubblewrap with the same mounts as a single run, bwrap-args.ts).
// It scores many ledgers in one sandbox start: the server puts item i's ledger in the read-only
// file bound at the instruction's path and writes "i\n" on stdin; the driver runs
// `bash /tests/test.sh` under the same ulimits as a single run (bwrap-args.ts ulimitCommand),
// reads its stdout/stderr itself (counted, stderr's tail kept, killed past the output cap), kills
// it at the item's wall time, then kills EVERY other process in the sandbox's pid namespace
// (kill(-1) spares only bwrap's init and the driver), reads /logs with the single run's emitter,
// wipes /workspace (but the ledger), /logs, /tmp, /dev/shm and what the item added to /dev, and
// answers with one frame on fd 3 (batch-frames.ts parses it):
//   {"item", "exit", "timedOut", "outputExceeded", "wallMs", "stdoutBytes", "stderrBytes",
//    "stderrTail": n, "logs": m, "clean"}\n  + n bytes of stderr's tail + m bytes of logs stream
// The driver makes itself non-dumpable first (prctl PR_SET_DUMPABLE 0): an item runs as the same
// uid but can then neither open /proc/<driver>/fd/* (to forge another item's frame or read the
// control pipe) nor read its memory. An item can still signal the driver (same uid): the session
// then dies and the pool retries (run-verifier-batch.ts). A wipe that fails ("clean": false)
// ends the session after the frame, so the next item starts in a fresh sandbox.
import { ulimitCommand } from "./bwrap-args";
import type { SandboxLimits } from "./limits";
import { emitLogsFunction } from "./logs-stream";

// exit status when the driver cannot make itself non-dumpable: the batch is refused, not weakened
export const DRIVER_REFUSED_EXIT = 70;

export function batchDriverScript(limits: SandboxLimits, solutionTarget: string): string {
  const consts = [
    `WALL = ${limits.wallMs / 1000}`,
    `KEEP = ${limits.captureBytes}`,
    `OUT_KILL = ${limits.outputKillBytes}`,
    `TARGET = ${JSON.stringify(solutionTarget)}`,
    `ITEM_CMD = ${JSON.stringify(`${ulimitCommand(limits)} && exec /bin/bash /tests/test.sh`)}`,
  ];
  return [DRIVER_PRELUDE, ...consts, emitLogsFunction(limits.logsFiles), DRIVER_BODY].join("\n");
}

const DRIVER_PRELUDE = `import os, sys, json, time, signal, selectors, subprocess, stat, io, ctypes
if ctypes.CDLL(None, use_errno=True).prctl(4, 0, 0, 0, 0) != 0:
    sys.stderr.write('batch driver: prctl(PR_SET_DUMPABLE, 0) failed: the batch is refused\\n')
    sys.exit(${DRIVER_REFUSED_EXIT})`;

const DRIVER_BODY = String.raw`ME = os.getpid()
ANCESTORS = set()
d = os.path.dirname(TARGET)
while d != '/workspace':
    ANCESTORS.add(d)
    d = os.path.dirname(d)

def dev_snapshot():
    snap = {}
    for e in os.scandir('/dev'):
        snap[e.name] = ('link', os.readlink(e.path)) if e.is_symlink() else ('dir', None) if e.is_dir(follow_symlinks=False) else ('other', None)
    return snap
DEV = dev_snapshot()

class Cap:
    # BoundedCapture (capture.ts) in Python: head and tail kept, the rest counted
    def __init__(self, keep):
        self.keep, self.head, self.tail, self.total = keep, b'', b'', 0
    def push(self, c):
        self.total += len(c)
        if len(self.head) < self.keep:
            take = self.keep - len(self.head)
            self.head += c[:take]
            c = c[take:]
            if not c:
                return
        self.tail = (self.tail + c)[-self.keep:]
    def tail_text(self):
        if self.total <= self.keep:
            return self.head
        skipped = self.total - len(self.head) - len(self.tail)
        return (('[... %d bytes not kept ...]\n' % skipped).encode() if skipped > 0 else b'') + self.tail

def others_alive():
    alive = []
    for n in os.listdir('/proc'):
        if not n.isdigit() or int(n) in (1, ME):
            continue
        try:
            st = open('/proc/%s/stat' % n, 'rb').read()
        except OSError:
            continue
        if st[st.rindex(b')') + 2:st.rindex(b')') + 3] not in (b'Z', b'X'):
            alive.append(n)
    return alive

def kill_others():
    # every process of the item, whatever it forked or detached: kill(-1) reaches all but init and us
    deadline = time.monotonic() + 5
    while True:
        try:
            os.kill(-1, signal.SIGKILL)
        except ProcessLookupError:
            pass
        if not others_alive():
            return True
        if time.monotonic() > deadline:
            return False
        time.sleep(0.001)

def rm(p):
    st = os.lstat(p)
    if stat.S_ISDIR(st.st_mode):
        os.chmod(p, 0o700)
        for e in os.scandir(p):
            rm(e.path)
        os.rmdir(p)
    else:
        os.unlink(p)

def empty(top):
    os.chmod(top, 0o755)
    for e in os.scandir(top):
        if e.path == TARGET:
            continue
        if e.path in ANCESTORS and e.is_dir(follow_symlinks=False):
            empty(e.path)
        else:
            rm(e.path)

def wipe():
    for top in ('/tmp', '/logs', '/workspace'):
        empty(top)
    for e in os.scandir('/dev'):
        if e.name not in DEV:
            rm(e.path)
    for name, (kind, target) in DEV.items():
        p = '/dev/' + name
        if kind == 'link' and (not os.path.islink(p) or os.readlink(p) != target):
            if os.path.lexists(p):
                rm(p)
            os.symlink(target, p)
        elif kind == 'dir' and not os.path.isdir(p):
            if os.path.lexists(p):
                rm(p)
            os.mkdir(p)
    os.chmod('/dev', 0o755)
    if os.path.isdir('/dev/shm') and not os.path.ismount('/dev/shm'):
        empty('/dev/shm')
    for sub in ('/logs/verifier', '/logs/artifacts'):
        os.mkdir(sub)
        os.chmod(sub, 0o755)

def run_item():
    t0 = time.monotonic()
    p = subprocess.Popen(['/bin/bash', '-c', ITEM_CMD], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd='/tests', close_fds=True)
    sel = selectors.DefaultSelector()
    sel.register(p.stdout.fileno(), selectors.EVENT_READ, 'out')
    sel.register(p.stderr.fileno(), selectors.EVENT_READ, 'err')
    try:
        pfd = os.pidfd_open(p.pid)
        sel.register(pfd, selectors.EVENT_READ, 'exit')
    except (AttributeError, OSError):
        pfd = None
    streams, out_total, err = 2, 0, Cap(KEEP)
    killed = timed_out = exceeded = False
    clean = True
    deadline = t0 + WALL
    while True:
        if not killed and p.poll() is not None:
            killed = True
            clean = kill_others() and clean
        if streams == 0 and killed:
            break
        now = time.monotonic()
        if not killed and now >= deadline:
            timed_out = killed = True
            clean = kill_others() and clean
            continue
        timeout = 5 if killed else deadline - now
        if pfd is None and not killed:
            timeout = min(timeout, 0.005)
        events = sel.select(timeout)
        if killed and not events:
            clean = False
            break
        for key, _ in events:
            if key.data == 'exit':
                sel.unregister(key.fd)
                continue
            chunk = os.read(key.fd, 65536)
            if not chunk:
                sel.unregister(key.fd)
                streams -= 1
                continue
            if key.data == 'out':
                out_total += len(chunk)
            else:
                err.push(chunk)
            if not killed and out_total + err.total > OUT_KILL:
                exceeded = killed = True
                clean = kill_others() and clean
    wall_ms = (time.monotonic() - t0) * 1000
    rc = p.wait()
    if pfd is not None:
        os.close(pfd)
    sel.close()
    p.stdout.close()
    p.stderr.close()
    return {'exit': 128 - rc if rc < 0 else rc, 'timedOut': timed_out, 'outputExceeded': exceeded, 'wallMs': round(wall_ms, 3), 'stdoutBytes': out_total, 'stderrBytes': err.total}, err.tail_text(), clean

out = os.fdopen(3, 'wb')
control = os.fdopen(0, 'rb')
while True:
    line = control.readline(32)
    if not line or not line.strip().isdigit():
        break
    item = int(line)
    header, tail, clean = run_item()
    logs = io.BytesIO()
    emit_logs(logs, False)
    try:
        wipe()
    except (OSError, RecursionError):
        clean = False
    logs = logs.getvalue()
    header.update({'item': item, 'stderrTail': len(tail), 'logs': len(logs), 'clean': clean})
    out.write((json.dumps(header) + '\n').encode() + tail + logs)
    out.flush()
    if not clean:
        break
`;
