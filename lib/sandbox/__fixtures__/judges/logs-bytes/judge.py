# Tries to fill the disk through /logs (issue 23 finding 6: 16 files of 64 MiB reached the host's
# /tmp): writes its reward first, then 8 MiB files until the tmpfs refuses, then frees one and
# rewrites the reward with the bytes it managed to write.
import json, os, sys
out = sys.argv[2] + "/reward.json"
json.dump({"reward": 1.0}, open(out, "w"))
written, chunk = 0, b"x" * (1024 * 1024)
for i in range(16):
    try:
        with open("/logs/artifacts/big-%d.bin" % i, "wb") as f:
            for _ in range(8):
                f.write(chunk)
                f.flush()
                written += len(chunk)
    except OSError:
        break
os.remove("/logs/artifacts/big-0.bin")
json.dump({"reward": 1.0, "written": written}, open(out, "w"))
