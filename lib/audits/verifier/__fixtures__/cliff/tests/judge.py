"""Planted: a reward cliff. reward = F1 to the fourth power: the bar (0.10) is reached only when
about 60 % of the events are right."""
from events_judge import f1, f1_matches, main

def score(pred, truth):
    return f1(pred, truth, 2.0) ** 4


main(score)
