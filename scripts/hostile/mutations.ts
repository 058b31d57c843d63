// The mutations every family of hostile inputs is crossed with: one table of text values (what a
// form field, a route param, a query value or a JSON string may be), one of JSON values (what a
// row field may be), and one of multipart bodies that break the form itself. A family is "these
// fields × these mutations", so adding a mutation here tries it everywhere.

/** text a client may put in any field: [what, value] */
export const TEXT_MUTATIONS: ReadonlyArray<readonly [string, string]> = [
  ["empty", ""],
  ["blank", "   "],
  ["leading space", " 1"],
  ["hex", "0x1"],
  ["dangling exponent", "1e"],
  ["NaN", "NaN"],
  ["Infinity", "Infinity"],
  ["negative", "-1"],
  ["above one", "2"],
  ["5,000 digits", "1".repeat(5000)],
  ["100 KB", "a".repeat(100_000)],
  ["NUL", "a\u0000b"],
  ["lone surrogate", "\ud800"],
  ["markup", "<script>alert(1)</script>"],
  ["traversal", "../../etc/passwd"],
  ["absolute path", "/etc/passwd"],
  ["CRLF header", "a\r\nSet-Cookie: x=1"],
  ["SQL", "'; drop table task;--"],
  ["shell", "$(id)`id`"],
  ["format string", "%s%n%x%"],
  ["RTL override", "\u202egnp.exe"],
  ["emoji", "\u{1F4A9}"],
  ["zero width", "\u200b"],
  ["JSON", '{"a":1}'],
  ["prototype", "__proto__"],
  ["full width", "\uff45\uff58"],
  ["control chars", "\u0001\u0007\u001b[31m"],
  ["plain decimal", "0.5"],
];

/** a route param as it appears in the URL (already percent-encoded, or deliberately malformed) */
export const PARAM_MUTATIONS: ReadonlyArray<readonly [string, string]> = [
  ["%00", "%00"],
  ["%ZZ", "%ZZ"],
  ["lone %", "%"],
  ["..", ".."],
  ["%2e%2e", "%2e%2e"],
  ["5,000 chars", "a".repeat(5000)],
  ["emoji", "%F0%9F%92%A9"],
  ["overlong dot", "%C0%AE"],
  ["device name", "con"],
  ["encoded slash", "x%2F..%2F.."],
  ["encoded surrogate", "%ED%A0%80"],
  ["truncated UTF-8", "%E2%82"],
  ["SQL", "'%3B%20drop%20table%20task%3B--"],
  ["shell", "%24(id)"],
  ["CRLF", "x%0D%0ASet-Cookie:%20a=1"],
  ["backslash", "..%5C..%5Cx"],
  ["double encoding", "%252e%252e"],
  ["space", "%20"],
  ["a real id", "demo-shapes-activity"],
  ["cuid-like", "c" + "0".repeat(24)],
];

/** JSON values a client may put in any field of a JSON body: [what, value] */
export const JSON_MUTATIONS: ReadonlyArray<readonly [string, unknown]> = [
  ["null", null],
  ["true", true],
  ["zero", 0],
  ["negative", -1],
  ["huge", 1e308],
  ["empty string", ""],
  ["long string", "x".repeat(10_000)],
  ["NUL string", "a\u0000b"],
  ["array", ["x"]],
  ["object", { $gt: "" }],
  ["decimal as text", "0.5"],
];

export const encodeText = (v: string) => new TextEncoder().encode(v);
