# crashes on every input (test fixture)
import json, sys
with open(sys.argv[1]) as f:
    events = json.load(f).get("events", [])
print(len(events) / 0)
