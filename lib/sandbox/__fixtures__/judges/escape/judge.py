# Tries to read or write outside its scratch dir, records what succeeded, and still writes a
# reward: 1.0 when every attempt failed (the sandbox held), 0.0 otherwise, with the list.
import json, os, sys
escapes = []
def attempt(name, fn):
    try:
        fn()
        escapes.append(name)
    except Exception:
        pass
def write(p):
    with open(p, "w") as f:
        f.write("x")
attempt("read /etc/passwd", lambda: open("/etc/passwd").read())
attempt("read /etc/shadow", lambda: open("/etc/shadow").read())
attempt("list /home", lambda: os.listdir("/home"))
attempt("list /root", lambda: os.listdir("/root"))
attempt("write /usr", lambda: write("/usr/escaped"))
attempt("write /tests", lambda: write("/tests/escaped"))
attempt("overwrite the ledger", lambda: write(sys.argv[1]))
attempt("write /", lambda: write("/escaped"))
def nonempty(p):
    assert open(p, "rb").read(64)
attempt("list /usr/local", lambda: os.listdir("/usr/local"))
attempt("list /usr/include", lambda: os.listdir("/usr/include"))
attempt("run gcc", lambda: os.stat("/usr/bin/gcc") if os.path.exists("/usr/bin/gcc") else 1 / 0)
attempt("read /proc/kallsyms", lambda: nonempty("/proc/kallsyms"))
attempt("read /proc/config.gz", lambda: nonempty("/proc/config.gz"))
ALLOWED_ENV = {"PATH", "HOME", "LANG", "PYTHONDONTWRITEBYTECODE", "PWD", "SHLVL", "_", "OLDPWD"}
leaked = sorted(set(os.environ) - ALLOWED_ENV)
if leaked:
    escapes.append("environment: " + ",".join(leaked))
# scratch is writable, as it must be
write("/tmp/scratch-ok")
with open(sys.argv[2] + "/reward.json", "w") as f:
    json.dump({"reward": 0.0 if escapes else 1.0, "escapes": escapes}, f)
