# A judge whose behaviour the ledger picks (test fixture for the batch runner): "score" writes the
# ledger's reward (after an optional sleep), "hang" never ends, "crash" raises, "plant" leaves
# files everywhere it may write and a detached process writing on, "check" scores 1.0
# only when nothing of an earlier item is visible (files, a foreign process, a changed /dev),
# "forge" tries to open the descriptors and memory of every other process (1.0 when all refused),
# "kill-driver" kills every process it may signal (its own sandbox's runner included).
import json, os, signal, sys, time

REWARD = "/logs/verifier/reward.json"
PLANTED = ["/tmp/planted", "/workspace/planted", "/workspace/output/planted", "/dev/shm/planted", "/dev/planted",
           "/logs/artifacts/planted.json", "/logs/planted", "/tmp/daemon", "/logs/verifier/daemon.json"]


def write_reward(value, **extra):
    os.makedirs("/logs/verifier", exist_ok=True)
    with open(REWARD, "w") as f:
        json.dump({"reward": value, **extra}, f)


def lineage():
    mine, pid = set(), os.getpid()
    while pid > 0:
        mine.add(pid)
        with open("/proc/%d/stat" % pid) as f:
            stat = f.read()
        pid = int(stat[stat.rindex(")") + 2:].split()[1])
    return mine


def foreign_processes():
    mine, found = lineage(), []
    for n in os.listdir("/proc"):
        if n.isdigit() and int(n) not in mine:
            try:
                with open("/proc/%s/stat" % n) as f:
                    stat = f.read()
            except OSError:
                continue
            if stat[stat.rindex(")") + 2] not in "ZX":
                found.append(stat[:stat.rindex(")") + 1])
    return found


with open(sys.argv[1]) as f:
    ledger = json.load(f)
mode = ledger["mode"]

if mode == "score":
    time.sleep(ledger.get("sleep", 0))
    write_reward(ledger["reward"])
elif mode == "hang":
    while True:
        time.sleep(60)
elif mode == "crash":
    raise RuntimeError("crashed on purpose")
elif mode == "plant":
    for p in PLANTED:
        with open(p, "w") as f:
            f.write("left by an earlier item")
    os.unlink("/dev/fd")
    os.symlink("/nowhere", "/dev/fd")
    if os.fork() == 0:
        os.setsid()
        if os.fork() == 0:
            time.sleep(0.3)  # after its item ended: only what outlives an item can act now
            for _ in range(3000):
                try:
                    # not its own item's reward: a single run reads that while leftovers still run
                    with open("/logs/verifier/daemon.json", "w") as f:
                        json.dump({"reward": 0.99, "by": "a leftover process"}, f)
                    open("/tmp/daemon", "w").close()
                except OSError:
                    pass
                time.sleep(0.01)
        os._exit(0)
    os.wait()
    write_reward(0.5)
elif mode == "check":
    time.sleep(0.5)  # a leftover process of the item before would act now
    seen = [p for p in PLANTED + [REWARD] if os.path.lexists(p)]
    if os.readlink("/dev/fd") != "/proc/self/fd":
        seen.append("/dev/fd changed")
    seen += foreign_processes()
    write_reward(0.0 if seen else 1.0, seen=seen)
elif mode == "forge":
    opened, mine = [], lineage()
    for n in os.listdir("/proc"):
        if not n.isdigit() or int(n) == os.getpid():
            continue
        try:
            fds = os.listdir("/proc/%s/fd" % n)
        except OSError:
            fds = []
        for fd in fds:
            try:
                with open("/proc/%s/fd/%s" % (n, fd), "wb") as f:
                    f.write(b'{"item": 1, "exit": 0, "timedOut": false, "outputExceeded": false, "wallMs": 1, '
                            b'"stdoutBytes": 0, "stderrBytes": 0, "stderrTail": 0, "logs": 0, "clean": true}\n')
                opened.append("/proc/%s/fd/%s" % (n, fd))
            except OSError:
                pass
        try:
            with open("/proc/%s/mem" % n, "rb") as f:
                f.read(1)
            opened.append("/proc/%s/mem" % n)
        except OSError:
            pass
    write_reward(0.0 if opened else 1.0, opened=opened)
elif mode == "kill-driver":
    os.kill(-1, signal.SIGKILL)
