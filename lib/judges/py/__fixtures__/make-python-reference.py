#!/usr/bin/env python3
"""Regenerates python-reference.json: CPython 3.11's round(), repr(float), float(str) and float %
on a seeded set of inputs. Floats travel as float.hex() so no digit is lost on the way to JS.

    python3 lib/judges/py/__fixtures__/make-python-reference.py > lib/judges/py/__fixtures__/python-reference.json
"""
import json, math, random, struct, sys

rng = random.Random(20240611)
h = float.hex

def rand_double():
    while True:
        x = struct.unpack("<d", rng.getrandbits(64).to_bytes(8, "little"))[0]
        if math.isfinite(x):
            return x

specials = [0.0, -0.0, 1.0, -1.0, 0.5, 1.5, 2.5, -2.5, 0.125, 0.375, 2.675, 1.0005, 0.00005, 0.03125, 0.0938,
            1e16, 1e15, 123456789012345678.0, 1e-4, 1e-5, 0.1, 0.2 + 0.1, 5e-324, 1.7976931348623157e308,
            float("nan"), float("inf"), float("-inf"), 4090.744 + 100, 1e22, 1e21, 9.995, 0.285, 1.45, -0.0005]
values = list(specials)
values += [rand_double() for _ in range(80)]
values += [rng.uniform(-1000, 1000) for _ in range(80)]
# exact ties at 4 and 6 decimals (those representable in binary) and near-ties
values += [(2 * rng.randrange(0, 10**5) + 1) / 2**rng.randrange(1, 20) for _ in range(80)]
values += [round(rng.uniform(0, 1), 5) for _ in range(80)]
values += [k / 10**6 + 5e-7 for k in range(0, 80)]

rounds = []
for x in values:
    for n in (0, 2, 4, 6, -2):
        rounds.append([h(x), n, h(round(x, n))])

reprs = [[h(x), repr(x)] for x in values]
reprs += [[h(10.0**e), repr(10.0**e)] for e in range(-30, 30)]
reprs += [[h(1.5 * 10.0**e), repr(1.5 * 10.0**e)] for e in range(-30, 30)]

mods = []
for a in [0.0, -0.0, 1.0, -1.0, 359.9, -359.9, 360.0, -360.0, 720.5, -1e-20, 1e-20, 123.456, -123.456,
          float("inf"), float("nan"), 1e300, -1e300] + [rng.uniform(-2000, 2000) for _ in range(50)]:
    for m in [360.0, -360.0, 1.0, 7.5, float("inf"), -float("inf")]:
        try:
            mods.append([h(a), h(m), h(a % m)])
        except ZeroDivisionError:
            pass

strings = [" 14\n", "1_4", "１４", "١٤", "nan", "-NaN", "inf", "+inF", "infinity", "-Infinity", "1e5", "1E-5",
           ".5", "5.", "+.5e-3", "0x10", "12abc", "", "   ", "1 2", "_1", "1_", "1__4", "1_.5", "1e1_0",
           "\u30001\u3000", "\x851", "\xa0 1", "\x1c1", "1\x1f", "\v1\f", "1\u200b", "𝟏𝟐", "١.٥", "007",
           "1e400", "-1e400", "1e-400", "infinit", "nan_", "+", "-", "e5", "1e", "1.e3", "--1", "+-1",
           "9007199254740993", "0.1", "1" * 400, "\u0e51\u0e52", "4\u20005", "1\t", "\t\n 3.25 \r\n"]
floats = []
for s in strings:
    try:
        floats.append([s, h(float(s))])
    except ValueError:
        floats.append([s, None])

json.dump({"round": rounds, "repr": reprs, "mod": mods, "float": floats}, sys.stdout, ensure_ascii=True)
print()
