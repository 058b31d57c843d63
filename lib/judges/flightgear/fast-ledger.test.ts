// The byte reader of the score-only path (fast-ledger.ts) against the exact path (pyjson + the
// acceptor + validateEntry + scoreEntries): on every parity case, and on a table of documents
// at each boundary of the reader's subset. Each table row says whether the reader must take the
// document (then its valid predictions must equal the exact path's, field for field) or hand it
// to the exact reader; either way scoreOnly must equal the full path's reward.
import { describe, expect, it } from "vitest";
import { loadParityCorpus } from "../__tests__/parity";
import { flightgearCbfc22d } from "./cbfc22d";
import type { Clearance } from "./clearance";
import { readFastLedger } from "./fast-ledger";
import { exactVerdict } from "./__tests__/exact-verdict";
import { scoreOnlyExact, scoreOnlyFlightgear } from "./score-only";

const corpus = loadParityCorpus(flightgearCbfc22d.id);
const gt = flightgearCbfc22d.prepare(corpus.groundTruth);
const full = (bytes: Uint8Array) => flightgearCbfc22d.score(gt, bytes).reward.reward as number;
const encoder = new TextEncoder();
const oracleBytes = corpus.cases.find((c) => c.name === "oracle")!.submission;
const oracleText = new TextDecoder().decode(oracleBytes);
const oracleReward = full(oracleBytes);

function expectSameAsExact(bytes: Uint8Array, label: string): "fast" | "exact" {
  const fast = readFastLedger(bytes);
  const expected = full(bytes);
  expect(scoreOnlyFlightgear(gt, bytes), label).toBe(expected);
  expect(scoreOnlyExact(gt, bytes), label).toBe(expected);
  if (fast === null) return "exact";
  const exact = exactVerdict(bytes);
  if (fast.kind === "rejected") {
    expect(exact, label).toBe("rejected");
    expect(expected, label).toBe(0);
  } else {
    expect(exact, label).not.toBe("rejected");
    expect(fast.submitted, label).toBe((exact as { submitted: number }).submitted);
    // field for field, -0 apart from 0 (toEqual would not tell them apart)
    expect(fast.preds.length, label).toBe((exact as { preds: Clearance[] }).preds.length);
    fast.preds.forEach((p, k) => expect(p, `${label} #${k}`).toStrictEqual((exact as { preds: Clearance[] }).preds[k]));
    fast.preds.forEach((p, k) => expect(Object.is(p.issued, (exact as { preds: Clearance[] }).preds[k].issued), label).toBe(true));
  }
  return "fast";
}

describe("fast ledger reader on the parity corpus", () => {
  it("agrees with the exact path on every public case, and takes most of them", () => {
    let fast = 0;
    for (const c of corpus.cases) if (expectSameAsExact(c.submission, c.name) === "fast") fast++;
    // the reader is for ordinary ledgers: most corpus cases are ordinary apart from one detail
    expect(fast).toBeGreaterThan(corpus.cases.length / 2);
  });
});

/** The oracle with the first occurrence of `from` at or after `after` replaced (which must be there). */
function edit(from: string, to: string, text = oracleText, after = 0): Uint8Array {
  const at = text.indexOf(from, after);
  if (at < 0) throw new Error(`no ${from} in the oracle`);
  return encoder.encode(text.slice(0, at) + to + text.slice(at + from.length));
}

/** The first entry's three snapshot fields with this prefix set to null. */
const snapshotNulled = (prefix: string) =>
  encoder.encode(
    oracleText.replace(new RegExp(`"${prefix}_(altitude_ft|heading_deg|airspeed_kt)": [^,\n]+`, "g"), (m) => m.replace(/: .*$/, ": null")),
  );

const FIRST = '"clearance_index": 1,';
const SECOND_ENTRY = oracleText.indexOf('"clearance_index": 2,');
const firstEntryEnd = oracleText.indexOf("}");
const firstEntry = oracleText.slice(oracleText.indexOf("{", 1), firstEntryEnd + 1);
const entries = JSON.parse(oracleText).clearances as Record<string, unknown>[];
const ledger = (list: unknown[], extra = "") => encoder.encode(`{"clearances": ${JSON.stringify(list)}${extra}}`);

type Row = [label: string, bytes: Uint8Array, path: "fast" | "exact", changesReward: boolean];

const rows: Row[] = [
  ["the oracle as stored", oracleBytes, "fast", false],
  // numbers Python reads as floats that are not finite: the entry is dropped
  ["NaN progress", edit('"maximum_commanded_progress": 26.0', '"maximum_commanded_progress": NaN'), "fast", true],
  ["Infinity target", edit('"target_value": 293', '"target_value": Infinity'), "fast", true],
  ["-Infinity altitude", edit('"issue_altitude_ft": 3694.939', '"issue_altitude_ft": -Infinity'), "fast", true],
  ["-NaN is no JSON", edit('"maximum_commanded_progress": 26.0', '"maximum_commanded_progress": -NaN'), "exact", true],
  ["nan (lower case) is no JSON", edit('"maximum_commanded_progress": 26.0', '"maximum_commanded_progress": nan'), "exact", true],
  ["1e400 overflows to inf", edit('"target_value": 293', '"target_value": 1e400'), "fast", true],
  ["10**400 int target is not finite", edit('"target_value": 293', `"target_value": 1${"0".repeat(400)}`), "exact", true],
  // ints vs floats where the schema wants a JSON integer
  ["clearance_index 1.0 is a float", edit(FIRST, '"clearance_index": 1.0,'), "fast", true],
  ["clearance_index 1e0 is a float", edit(FIRST, '"clearance_index": 1e0,'), "fast", true],
  ["clearance_index -0 is the int 0", edit(FIRST, '"clearance_index": -0,'), "fast", true],
  ["clearance_index true is a bool", edit(FIRST, '"clearance_index": true,'), "fast", true],
  ["clearance_index 2**53 + 1 (16 digits)", edit(FIRST, '"clearance_index": 9007199254740993,'), "exact", true],
  ["clearance_index 15 digits", edit(FIRST, '"clearance_index": 999999999999999,'), "fast", true],
  // floats where the schema takes any finite number
  ["target 293.0 equals 293", edit('"target_value": 293', '"target_value": 293.0'), "fast", false],
  ["target 2.93e2", edit('"target_value": 293', '"target_value": 2.93e2'), "fast", false],
  ["target 2930E-1", edit('"target_value": 293', '"target_value": 2930E-1'), "fast", false],
  ["target 29300e-2 (exponent sign)", edit('"target_value": 293', '"target_value": 29300e-2'), "fast", false],
  ["17 significant digits", edit('"issue_altitude_ft": 3694.939', '"issue_altitude_ft": 3694.9390000000003'), "fast", false],
  // 17 digits whose mantissa is past 2**53: whole * 10^13 + frac rounds, Number(text) does not (the inline path must not take it)
  ["mantissa past 2**53", edit('"issue_altitude_ft": 3694.939', '"issue_altitude_ft": 3694.9390000015838'), "fast", false],
  ["9 + 9 digits", edit('"issue_altitude_ft": 3694.939', '"issue_altitude_ft": 369493900.123456789'), "fast", true],
  // 9 + 7 digits, mantissa 2**53 + 1: the inline path's parts fit, the sum would round
  ["9 + 7 digits past 2**53", edit('"issue_altitude_ft": 3694.939', '"issue_altitude_ft": 900719925.4740993'), "fast", true],
  ["9 + 6 digits (15: still exact)", edit('"issue_altitude_ft": 3694.939', '"issue_altitude_ft": 369493900.123456'), "fast", true],
  [
    "30 significant digits",
    edit('"issue_altitude_ft": 3694.939', '"issue_altitude_ft": 3694.93900000000000000000000000001'),
    "fast",
    false,
  ],
  [
    "exponent beyond 1e22",
    edit('"issue_altitude_ft": 3694.939', '"issue_altitude_ft": 0.000000000000000000000000003694939e27'),
    "fast",
    false,
  ],
  ["-0 heading (an int) is 0", edit('"issue_heading_deg": 267.0', '"issue_heading_deg": -0'), "fast", true],
  ["-0.0 heading is -0", edit('"issue_heading_deg": 267.0', '"issue_heading_deg": -0.0'), "fast", true],
  ["leading zero 0293", edit('"target_value": 293', '"target_value": 0293'), "exact", true],
  ["trailing dot 293.", edit('"target_value": 293', '"target_value": 293.'), "exact", true],
  ["leading dot .5", edit('"target_value": 293', '"target_value": .5'), "exact", true],
  ["plus sign +293", edit('"target_value": 293', '"target_value": +293'), "exact", true],
  ["1e (no exponent digits)", edit('"target_value": 293', '"target_value": 293e'), "exact", true],
  // snapshots all null: allowed only for execution and completion (and then with their times null)
  ["issue snapshots all null", snapshotNulled("issue"), "fast", true],
  ["ending snapshots all null", snapshotNulled("ending"), "fast", true],
  ["execution snapshots all null, times kept", snapshotNulled("execution"), "fast", true],
  // keys: order, duplicates, missing, extra
  ["keys reordered in every entry", ledger(entries.map((e) => Object.fromEntries(Object.entries(e).reverse()))), "fast", false],
  ["keys reordered in one entry", ledger([Object.fromEntries(Object.entries(entries[0]).reverse()), ...entries.slice(1)]), "fast", false],
  ["duplicate key in an entry (last value wins)", edit(FIRST, '"clearance_index": 7, "clearance_index": 1,'), "exact", false],
  // (the second entry: a reader that missed the repeat would keep the first entry's issue time)
  ["repeated key standing in for a missing one", edit('"issued_time_s"', '"clearance_index"', oracleText, SECOND_ENTRY), "exact", true],
  // later entries are compared with the first entry's gaps (comma, whitespace, key, colon) byte for byte
  [
    "a later entry's key one byte off mid-key",
    edit('"execution_heading_deg"', '"execution_headinG_deg"', oracleText, SECOND_ENTRY),
    "exact",
    true,
  ],
  [
    "a later entry with more space before a value",
    edit('"target_value": ', '"target_value":  \t', oracleText, SECOND_ENTRY),
    "fast",
    false,
  ],
  ["a later entry with a space before a key", edit('"target_value"', ' "target_value"', oracleText, SECOND_ENTRY), "fast", false],
  [
    "a later entry's gap cut by the document's end",
    oracleBytes.slice(0, oracleText.indexOf('"command_type"', SECOND_ENTRY) - 3),
    "exact",
    true,
  ],
  [
    "first entry pretty-printed, the rest compact",
    encoder.encode(
      `{"clearances": [${firstEntry}, ${entries
        .slice(1)
        .map((e) => JSON.stringify(e))
        .join(",")}]}`,
    ),
    "fast",
    false,
  ],
  ["duplicate key with a wrong last value", edit(FIRST, '"clearance_index": 1, "clearance_index": 1.0,'), "exact", true],
  ["duplicate top-level key", encoder.encode(`${oracleText.trimEnd().slice(0, -1)}, "clearances": []}`), "exact", true],
  ["missing key", edit('"overshoot_bucket": "none"\n', '"overshoot_bucket_": "none"\n'), "exact", true],
  ["extra key", edit(FIRST, '"clearance_index": 1, "note": "x",'), "exact", true],
  ["top-level source key", encoder.encode(`{"source": null, ${oracleText.trim().slice(1)}`), "exact", false],
  ["singular top-level key", edit('"clearances"', '"clearance"'), "exact", true],
  // strings: escapes, surrogates, controls, non-ASCII
  ["escaped vocabulary word \\u0063limb", edit('"command_type": "climb"', '"command_type": "\\u0063limb"'), "exact", false],
  ["escaped slash in a word", edit('"status": "complied"', '"status": "compl\\/ied"'), "exact", true],
  ["lone surrogate escape", edit('"status": "complied"', '"status": "\\ud800"'), "exact", true],
  ["surrogate pair escape", edit('"status": "complied"', '"status": "\\ud83d\\ude00"'), "exact", true],
  ["raw tab inside a string", edit('"status": "complied"', '"status": "compl\tied"'), "exact", true],
  ["DEL inside a string", edit('"status": "complied"', '"status": "compl\u007fied"'), "fast", true],
  ["non-ASCII word (valid UTF-8)", edit('"command_type": "climb"', '"command_type": "clïmb"'), "exact", true],
  ["upper-case word", edit('"command_type": "climb"', '"command_type": "CLIMB"'), "fast", true],
  // the reader looks a string up only in its field's vocabulary: another vocabulary's word is any string
  ["status word in command_type", edit('"command_type": "climb"', '"command_type": "complied"'), "fast", true],
  ["command word in status", edit('"status": "complied"', '"status": "turn_left_heading"'), "fast", true],
  ["unit word in overshoot_bucket", edit('"overshoot_bucket": "none"', '"overshoot_bucket": "feet"'), "fast", true],
  ["a word's prefix (complied_late -> complied_lat)", edit('"status": "complied"', '"status": "complied_lat"'), "fast", true],
  ["word with a trailing space", edit('"command_type": "climb"', '"command_type": "climb "'), "fast", true],
  ["number as a string", edit('"target_value": 293', '"target_value": "293"'), "fast", true],
  ["word where a number goes", edit('"target_value": 293', '"target_value": "none"'), "fast", true],
  [
    "unterminated string at the end",
    encoder.encode('{"clearances": [{"clearance_index": 1, "issued_time_s": 2, "command_type": "cli'),
    "exact",
    true,
  ],
  // nesting and non-scalar values
  ["list as a value", edit('"target_value": 293', '"target_value": [293]'), "exact", true],
  ["object as a value", edit('"target_value": 293', '"target_value": {"v": 293}'), "exact", true],
  ["deep nesting as a value", edit('"target_value": 293', `"target_value": ${"[".repeat(2000)}${"]".repeat(2000)}`), "exact", true],
  ["null entry in the list", edit(firstEntry, "null"), "exact", true],
  ["list entry in the list", edit(firstEntry, "[]"), "exact", true],
  // whitespace and document framing
  ["compact, no whitespace", encoder.encode(JSON.stringify({ clearances: entries })), "fast", false],
  ["tabs and CRLF", encoder.encode(oracleText.replace(/ {2}/g, "\t").replace(/\n/g, "\r\n")), "fast", false],
  ["lone CR line ends", encoder.encode(oracleText.replace(/\n/g, "\r")), "fast", false],
  ["form feed is no JSON whitespace", edit(FIRST, `\f${FIRST}`), "exact", true],
  ["no-break space is no JSON whitespace", edit(FIRST, `\u00a0${FIRST}`), "exact", true],
  ["UTF-8 BOM", new Uint8Array([0xef, 0xbb, 0xbf, ...oracleBytes]), "fast", true],
  ["leading whitespace, then a BOM", new Uint8Array([0x20, 0xef, 0xbb, 0xbf, ...oracleBytes]), "fast", true],
  [
    "invalid UTF-8 in a string",
    new Uint8Array([...edit('"command_type": "climb"', '"command_type": "cl#mb"')].map((b) => (b === 0x23 ? 0xff : b))),
    "exact",
    true,
  ],
  ["trailing garbage", encoder.encode(`${oracleText}x`), "exact", true],
  ["trailing second document", encoder.encode(`${oracleText}${oracleText}`), "exact", true],
  ["trailing comma in the list", encoder.encode(`{"clearances": [${JSON.stringify(entries[0])},]}`), "exact", true],
  ["trailing comma in an entry", edit('"overshoot_bucket": "none"\n', '"overshoot_bucket": "none",\n'), "exact", true],
  ["missing comma between entries", edit("},\n    {", "}\n    {"), "exact", true],
  ["truncated document", oracleBytes.slice(0, oracleBytes.length >> 1), "exact", true],
  ["empty list", encoder.encode('{"clearances": []}'), "fast", true],
  ["bare list of the entries", encoder.encode(JSON.stringify(entries)), "fast", true],
  ["string document", encoder.encode('"clearances"'), "fast", true],
  ["empty document", new Uint8Array(0), "fast", true],
  // entry counts at the 2000 limit
  ["2000 entries", ledger(Array.from({ length: 2000 }, (_, k) => entries[k % entries.length])), "fast", true],
  ["2001 entries", ledger(Array.from({ length: 2001 }, (_, k) => entries[k % entries.length])), "fast", true],
];

describe("fast ledger reader at each boundary of its subset", () => {
  it.each(rows)("%s", (label, bytes, path, changesReward) => {
    expect(expectSameAsExact(bytes, label)).toBe(path);
    if (changesReward) expect(full(bytes), `${label}: the table row must matter`).not.toBe(oracleReward);
  });

  it("keeps 1 and 1.0 apart in superseded_by_index", () => {
    const linked = entries.findIndex((e) => typeof e.superseded_by_index === "number");
    expect(linked).toBeGreaterThanOrEqual(0);
    const text = JSON.stringify({ clearances: entries });
    const link = `"superseded_by_index":${entries[linked].superseded_by_index as number}`;
    const asFloat = encoder.encode(text.replace(link, `${link}.0`));
    expect(expectSameAsExact(asFloat, "link as float")).toBe("fast");
    expect(full(asFloat)).not.toBe(oracleReward);
  });

  it("follows a key order that changes from one entry to the next", () => {
    const shuffled = entries.map((e, k) => {
      const pairs = Object.entries(e);
      const r = k % pairs.length;
      return Object.fromEntries([...pairs.slice(r), ...pairs.slice(0, r)]);
    });
    expect(expectSameAsExact(ledger(shuffled), "rotated keys")).toBe("fast");
  });
});
