"""Shared plumbing of the verifier-audit fixtures: read the submission and gt.json, call the
fixture's score(pred, truth) and write reward.json. Each fixture's judge.py holds only its
scoring rule (the planted problem, or none). Test-only; runs inside the sandbox."""
import json
import sys

SOLUTION = "/workspace/output/solution.json"


def events_of(doc):
    if not isinstance(doc, dict) or not isinstance(doc.get("events"), list):
        raise ValueError("solution must be an object with an events list")
    out = []
    for e in doc["events"]:
        if not isinstance(e, dict):
            continue
        label, time = e.get("label"), e.get("time")
        if not isinstance(label, str) or isinstance(time, bool) or not isinstance(time, (int, float)):
            continue
        out.append(e)
    return out


def f1_matches(pred, truth, tolerance):
    """Greedy one-to-one matching: each truth event takes the closest unused prediction with its label."""
    used = set()
    pairs = []
    for j, g in enumerate(truth):
        best = None
        for i, p in enumerate(pred):
            if i in used or p["label"] != g["label"]:
                continue
            d = abs(p["time"] - g["time"])
            if d <= tolerance and (best is None or d < best[1]):
                best = (i, d)
        if best is not None:
            used.add(best[0])
            pairs.append((best[0], j))
    return pairs


def f1(pred, truth, tolerance):
    tp = len(f1_matches(pred, truth, tolerance))
    return 0.0 if tp == 0 else 2 * tp / (len(pred) + len(truth))


def main(score, raw=False):
    with open("/tests/gt.json", "rb") as f:
        truth_doc = json.load(f)
    try:
        with open(SOLUTION, "rb") as f:
            data = f.read()
        doc = json.loads(data)
        pred = events_of(doc)
        reward = score(pred, truth_doc["events"], data) if raw else score(pred, truth_doc["events"])
    except (ValueError, UnicodeDecodeError) as err:
        print(f"unreadable submission: {err}", file=sys.stderr)
        reward = 0.0
    with open("/logs/verifier/reward.json", "w") as f:
        json.dump({"reward": max(0.0, min(1.0, reward))}, f)
