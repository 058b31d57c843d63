# Tries to exhaust inodes through /logs (issue 23 finding 6: 20,000 files): 2,000 empty files,
# then a valid reward. The run must not count.
import json, sys
for i in range(2000):
    open("/logs/artifacts/f%d" % i, "w").close()
json.dump({"reward": 1.0}, open(sys.argv[2] + "/reward.json", "w"))
