"""Clean: F1 over events, exact label, time within 2 s, order-insensitive."""
from events_judge import f1, f1_matches, main

def score(pred, truth):
    return f1(pred, truth, 2.0)


main(score)
