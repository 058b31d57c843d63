"""Planted: numeric fields the judge never reads. Clean F1 over label + time within 2 s; `count`
(which the instruction says is scored) and `confidence` (which it does not) are ignored, so
perturbing either never moves the reward: number_not_scored, a fail for count, info for
confidence."""
from events_judge import f1, main

def score(pred, truth):
    return f1(pred, truth, 2.0)


main(score)
