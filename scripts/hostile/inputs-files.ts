// Ledger and trajectory files no parser may choke on: each is refused with a 400 naming the file
// and field, or stored, never a 5xx.
export const enc = (s: string) => new TextEncoder().encode(s);

/** ledger files no parser may choke on (each is a file upload with kind=ledger) */
export function hostileLedgers(): Array<[string, Uint8Array]> {
  const out: Array<[string, Uint8Array]> = [
    ["empty", new Uint8Array()],
    ["not JSON", enc("hello")],
    ["invalid UTF-8", Uint8Array.from([0x7b, 0xff, 0xfe, 0x7d])],
    ["deep nesting", enc("[".repeat(100_000) + "]".repeat(100_000))],
    ["deep objects", enc('{"a":'.repeat(50_000) + "1" + "}".repeat(50_000))],
    ["NUL in strings", enc('{"actions":[{"verb":"a\\u0000b","nouns":["\\u0000"],"start_frame":1,"end_frame":2}]}')],
    ["lone surrogates", enc('{"actions":[{"verb":"\\ud800","nouns":["\\udfff"],"start_frame":1,"end_frame":2}]}')],
    ["huge numbers", enc('{"actions":[{"verb":"enter","nouns":["x"],"start_frame":1e999,"end_frame":-1e999}]}')],
    ["a bare array", enc("[1,2,3]")],
    ["null", enc("null")],
    ["prototype keys", enc('{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}},"actions":[]}')],
    ["a million tiny actions", enc(JSON.stringify({ actions: Array.from({ length: 200_000 }, () => ({})) }))],
    ["BOM and trailing junk", enc('\ufeff{"actions":[]} trailing')],
    ["duplicate keys", enc('{"actions":[],"actions":{"x":1}}')],
  ];
  for (const v of [NaN, Infinity, -1, 1e308, 2 ** 53 + 1, -0])
    out.push([`frame ${v}`, enc(`{"actions":[{"verb":"enter","nouns":["x"],"start_frame":${String(v)},"end_frame":3}]}`)]);
  for (const t of ["string", "true", "{}", "[[]]", '"1"'])
    out.push([`verb as ${t}`, enc(`{"actions":[{"verb":${t},"nouns":${t},"start_frame":${t},"end_frame":${t}}]}`)]);
  return out;
}

/** trajectory (JSONL) files: parsers must refuse or read them, never fail */
export function hostileTrajectories(): Array<[string, Uint8Array]> {
  const line = (o: unknown) => JSON.stringify(o) + "\n";
  return [
    ["empty", new Uint8Array()],
    ["garbage lines", enc("x\n{\n}\n[\n".repeat(5000))],
    ["one 8 MB line", enc(line({ type: "item.completed", item: { type: "agent_message", text: "y".repeat(8 * 1024 * 1024) } }))],
    ["deep line", enc("[".repeat(100_000) + "\n")],
    ["NUL and surrogates", enc(line({ type: "message", content: "\u0000\ud800" }).repeat(1000))],
    ["100k blank lines", enc("\n".repeat(100_000))],
    ["CRLF and BOM", enc("\ufeff" + line({ type: "x" }).replace("\n", "\r\n").repeat(1000))],
    [
      "tool calls opening answer keys",
      enc(line({ type: "item.completed", item: { type: "command_execution", command: "cat ../tests/ground_truth.json" } }).repeat(100)),
    ],
    ["invalid UTF-8", Uint8Array.from([0x7b, 0x0a, 0xc3, 0x28, 0x0a])],
    ["numbers everywhere", enc("1\n2\n3\nnull\ntrue\n".repeat(20_000))],
  ];
}
