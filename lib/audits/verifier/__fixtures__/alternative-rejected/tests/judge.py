"""Planted: valid alternatives rejected. An event counts only when its re-serialised text equals the
ground truth's (json.dumps, keys in the order written): key order, 72 written as 72.0 or 7.2e1,
and a label in Unicode NFD all score lower though they are the same answer."""
from events_judge import f1, f1_matches, main

import json


def score(pred, truth):
    want = [json.dumps(g) for g in truth]
    tp = 0
    for p in pred:
        s = json.dumps(p)
        if s in want:
            want.remove(s)
            tp += 1
    return 0.0 if tp == 0 else 2 * tp / (len(pred) + len(truth))


main(score)
