#!/usr/bin/env python3
"""Regenerates python-reference.json: what CPython's json (read as UTF-8 text, like the judges)
makes of each input below. Run with Python 3.11 (the judges' version):

    python3 lib/judges/pyjson/__fixtures__/make-python-reference.py > lib/judges/pyjson/__fixtures__/python-reference.json

Values are tagged so int/float/str survive the trip to JS: {"i": "12"}, {"f": "1.0"} (repr),
{"s": "..."} (ASCII-escaped), {"d": [[key, value], ...]} (order kept); lists stay lists.
"""
import io, json, sys

def tag(v):
    if v is None or isinstance(v, bool): return v
    if isinstance(v, int): return {"i": str(v)}
    if isinstance(v, float): return {"f": repr(v)}
    if isinstance(v, str): return {"s": v}
    if isinstance(v, list): return [tag(x) for x in v]
    return {"d": [[k, tag(x)] for k, x in v.items()]}

def run(data: bytes):
    try:
        # newline=None (the default) = universal newlines, as open()/Path.read_text() do.
        text = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8").read()
        value = json.loads(text)
    except (ValueError, RecursionError) as e:
        return {"ok": False, "kind": type(e).__name__, "message": str(e)}
    # tag() recurses too: give it room only after json has run under the normal limit.
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(10000)
    try:
        return {"ok": True, "value": tag(value)}
    finally:
        sys.setrecursionlimit(limit)

cases = [
    b"", b"   ", b" \n\t \n", b"0", b"-0", b"-0.0", b"1", b"1.0", b"1e3", b"1E3", b"1e+3", b"1e-3", b"1.5e400",
    b"1e400", b"-1e400", b"1e-400", b"123456789012345678901234567890", b"-9007199254740993", b"0.1", b"2.675",
    b"01", b"-", b"--1", b"+1", b".5", b"1.", b"1.e3", b"1e", b"1e+", b"1ee3", b"0x10", b"-a", b"- 1",
    b"NaN", b"Infinity", b"-Infinity", b"-NaN", b"nan", b"inf", b"Inf", b"-Inf", b"infinity", b"NaNa",
    b"null", b"true", b"false", b"nul", b"True", b"None", b"tru", b"nulll",
    b'"abc"', b'"a\\u00e9b"', b'"\\ud800"', b'"\\udc00"', b'"\\ud83d\\ude00"', b'"\\ud83d\\u0041"',
    b'"\\ud83d"', b'"\\ud83d\\"', b'"\\ud83d\\ud83d\\ude00"', b'"\\u12"', b'"\\u12', b'"\\u1234', b'"\\u1234"',
    b'"\\u12g4"', b'"\\ud83d\\u12g4"', b'"\\ud83d\\u12"', b'"\\ud83d\\u"', b'"\\ud83d\\ude0"',
    b'"\\ud83d\\ude00', b'"\\ud83d\\ude00"', b'"\\ud83d\\n"', b'"\\uDBFF\\uDFFF"', b'"\\uD800\\uDBFF"', b'"\\x41"', b'"\\', b'"\\"', b'"abc', b'"a\tb"', b'"a\nb"', b'"a\x1fb"', b'"a\x7fb"',
    b'"\\/\\b\\f\\n\\r\\t\\"\\\\"', b'"\\U0041"', b'"\xc3\xa9"', b'"\xf0\x9f\x98\x80"',
    b'"\xf0\x9f\x98\x80\\q"', b'"\xf0\x9f\x98\x80" x', b"\xef\xbb\xbf{}", b"\xef\xbb\xbf", b"\xef\xbb\xbf\xff",
    b"\xff", b"{}\xff", b"\xc0\xaf", b"\xe2\x82", b"\xe2\x82A", b"\xe2A", b"\xed\xa0\x80", b"\xf0\x9f\x98",
    b"\xf0\x9fA", b"\xf4\x90\x80\x80", b"\xf5", b"\x80", b"\xe0\x80\x80", b"\xc2", b'"\xa0"', b" \xa0 1",
    b"[]", b"[ ]", b"[1,2]", b"[1,]", b"[,1]", b"[1 2]", b"[", b"[1", b"[1,", b"]", b"[1]]", b"[[]",
    b"{}", b"{ }", b'{"a":1}', b'{"a":1,}', b'{"a" 1}', b'{"a":}', b'{"a"', b'{"a":1', b"{'a':1}", b"{a:1}",
    b'{"a":1 "b":2}', b'{"a":1,"a":2}', b'{"a":1,"b":2,"a":3}', b'{"__proto__":1}', b"{", b'{"a":1}}',
    b'{"a":[1,{"b":null}]}', b"1 2", b"[] []", b"{} x", b"1\n\n  x", b"\r\n1\r\nx", b"1\rx", b"[1,\r\n 2,\r\n x]",
    b"\f1", b"1\f", b"\v1", b"\xc2\xa01", b"\xe3\x80\x801", b"[1,\n\xe2\x80\xa8 2]", b'"\xe2\x80\xa8"',
    b"\n\n\"\xf0\x9f\x98\x80\xf0\x9f\x98\x80\" \xf0\x9f\x98\x80", b'["\xf0\x9f\x98\x80", x]', b"//c\n1", b"/*c*/1",
    b"1" * 4300, b"-" + b"1" * 4300, b"1" * 4301, b"-" + b"1" * 4301, b"[" + b"1" * 5000 + b"]",
    b"[1, x, " + b"1" * 5000 + b"]", b"[" + b"1" * 5000 + b", x]", b"1" * 5000 + b".0", b"1" * 5000 + b"e0",
    b"0." + b"0" * 5000 + b"1", b'{"a": ' + b"9" * 4301 + b"}",
    b"[" * 200 + b"]" * 200, b'{"a":' * 200 + b"1" + b"}" * 200, b"[" * 100000 + b"]" * 100000, b"[" * 100000,
    b'{"a":' * 2000 + b"1" + b"}" * 2000, b"[" * 995 + b"{" + b"]" * 995,
]

# 100,000-level nesting is tested in index.test.ts; its 400 kB of hex are not worth storing.
out = [{"hex": c.hex(), **run(c)} for c in cases if len(c) < 20000]
json.dump(out, sys.stdout, indent=0, ensure_ascii=True)
print()
