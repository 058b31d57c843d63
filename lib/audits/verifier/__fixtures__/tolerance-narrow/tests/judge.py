"""Planted: the instruction states 2 s, the verifier accepts 1 s."""
from events_judge import f1, f1_matches, main

def score(pred, truth):
    return f1(pred, truth, 1.0)


main(score)
