// parsePyJson: the submission bytes as the original (Python 3.11) judges see them after
// `json.load(open(path))` / `json.loads(Path.read_text())` under LANG=C.UTF-8.
// Pure: no I/O; never throws.
import type { PyValue } from "../types";
import { DEFAULT_MAX_DEPTH, PyJsonFailure, PyJsonScanner, type PyJsonErrorKind } from "./scanner";
import { asciiViewOfText, asciiViewOfUtf8 } from "./ascii-view";
import { decodeUtf8 } from "./utf8";
import { parseNativeExact } from "./native-fast-path";

export { INT_MAX_STR_DIGITS, DEFAULT_MAX_DEPTH, type PyJsonErrorKind } from "./scanner";
export { decodeUtf8 } from "./utf8";
export { stringifyPyJson, stringifyPyValue } from "./stringify";
export { pyToPlain } from "./plain";
export { pyTypeName, type PyTypeName } from "./type-name";

/**
 * `kind` is the Python exception class the reference judge saw. Judges use it to pick their prefix:
 * e.g. FlightGear adds "unreadable JSON: " only for JSONDecodeError and RecursionError, while a
 * UnicodeDecodeError or the 4300-digit ValueError reach its reason bare.
 */
export type PyParseResult = { ok: true; value: PyValue } | { ok: false; kind: PyJsonErrorKind; message: string };

export interface PyJsonOptions {
  /**
   * Text-mode reading (open()/read_text() without newline=) turns "\r\n" and "\r" into "\n" before
   * json sees the text. Only error positions can tell. Default true.
   */
  universalNewlines?: boolean;
  /** Nesting depth that still parses; one more level is a RecursionError. */
  maxDepth?: number;
}

export function parsePyJson(bytes: Uint8Array, options: PyJsonOptions = {}): PyParseResult {
  const decoded = decodeUtf8(bytes);
  if (!decoded.ok) return { ok: false, kind: "UnicodeDecodeError", message: decoded.message };
  let text = decoded.text;
  const crRewritten = options.universalNewlines !== false && text.includes("\r");
  if (crRewritten) text = text.replace(/\r\n?/g, "\n");
  return scan(text, options.maxDepth ?? DEFAULT_MAX_DEPTH, asciiViewOfUtf8(bytes, text, crRewritten));
}

/** json.loads on an already decoded str. */
export function parsePyJsonText(text: string, maxDepth: number = DEFAULT_MAX_DEPTH): PyParseResult {
  return scan(text, maxDepth, asciiViewOfText(text));
}

// A process's first documents are read by native JSON.parse when it reads them exactly as the
// scanner would (native-fast-path.ts): the scanner has not been compiled yet then, and a one-ledger
// judge CLI run reads two documents (issue 35's start-up goal; cachegrind, FlightGear's oracle run:
// 726 -> 671 M instructions). Once V8 has optimized the scanner it is the faster one (warm, on that
// 54 KB ledger: 0.44 ms against 1.44 ms), so later documents (audits score thousands) skip the fast
// path. Either way the value is the same.
const NATIVE_FIRST_DOCUMENTS = 4;
let nativeReadsLeft = NATIVE_FIRST_DOCUMENTS;

function scan(text: string, maxDepth: number, view: Uint8Array): PyParseResult {
  if (nativeReadsLeft > 0) {
    nativeReadsLeft--;
    const fast = parseNativeExact(text, maxDepth);
    if (fast !== undefined) return { ok: true, value: fast };
  }
  try {
    return { ok: true, value: new PyJsonScanner(text, maxDepth, view).parseDocument() };
  } catch (err) {
    if (err instanceof PyJsonFailure) return { ok: false, kind: err.kind, message: err.message };
    // Only a JS stack overflow could get here (a caller passing a huge maxDepth): report it the way
    // Python reports running out of stack rather than throwing.
    if (err instanceof RangeError) {
      return { ok: false, kind: "RecursionError", message: "maximum recursion depth exceeded while decoding a JSON document" };
    }
    throw err;
  }
}
