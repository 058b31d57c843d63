# A verifier of a never-seen family (test fixture): events matched one-to-one by label, frame and
# x position, scored as F1. Writes reward.json with extra keys, per-item records to --details,
# and a one-line JSON summary on stdout.
import argparse
import json

FRAME_TOL = 5  # frames either side
PIXEL_TOLERANCE = 25  # px, on x

parser = argparse.ArgumentParser()
parser.add_argument("solution")
parser.add_argument("--gt", default="/tests/ground_truth.json")
parser.add_argument("--reward", default="/logs/verifier/reward.json")
parser.add_argument("--details", default=None)
args = parser.parse_args()

with open(args.gt) as f:
    expected = json.load(f)["events"]
try:
    with open(args.solution) as f:
        predicted = json.load(f).get("events", [])
    if not isinstance(predicted, list):
        predicted = []
except (OSError, ValueError, AttributeError):
    predicted = []

used = set()
items = []
for e in expected:
    match = None
    for j, p in enumerate(predicted):
        if j in used or not isinstance(p, dict) or p.get("label") != e["label"]:
            continue
        try:
            if abs(p["frame"] - e["frame"]) <= FRAME_TOL and abs(p["x"] - e["x"]) <= PIXEL_TOLERANCE:
                match = j
                break
        except (KeyError, TypeError):
            continue
    if match is not None:
        used.add(match)
    items.append(
        {
            "expected": e,
            "predicted": predicted[match] if match is not None else None,
            "matched": match is not None,
            "frame_error": predicted[match]["frame"] - e["frame"] if match is not None else None,
        }
    )
for j, p in enumerate(predicted):
    if j not in used:
        items.append({"expected": None, "predicted": p, "matched": False, "frame_error": None})

matched = len(used)
total = len(expected) + len(predicted)
reward = 2 * matched / total if total else 0.0
with open(args.reward, "w") as f:
    json.dump({"reward": reward, "matched": matched, "expected": len(expected), "predicted": len(predicted)}, f)
if args.details:
    with open(args.details, "w") as f:
        json.dump({"items": items}, f)
print(json.dumps({"f1": reward, "matched": matched}))
