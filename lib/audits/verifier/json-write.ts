// A JSON writer whose spelling can be varied without changing the value: indentation and line
// ends, key order, how each number is spelled (1, 1.0, 1e0) and how strings are escaped. The
// valid-alternative probes use it; with the defaults it writes what JSON.stringify writes.
import { isRecord } from "../../input/is-record";

export interface JsonSpelling {
  indent?: string;
  newline?: string;
  /** reverse every object's keys */
  reverseKeys?: boolean;
  /** the number's spelling, given the key it sits under (null inside arrays of the root) */
  number?: (n: number, key: string | null) => string;
  /** the string's spelling (quotes included) */
  string?: (s: string) => string;
  trailingNewline?: boolean;
}

export function writeJson(value: unknown, spelling: JsonSpelling = {}): string {
  const indent = spelling.indent ?? "";
  const nl = indent ? (spelling.newline ?? "\n") : "";
  const colon = indent ? ": " : ":";
  const num = spelling.number ?? ((n: number) => JSON.stringify(n));
  const str = spelling.string ?? ((s: string) => JSON.stringify(s));
  const out: string[] = [];
  // iterative would be overkill: the documents written here are the oracle's own depth
  const write = (v: unknown, key: string | null, depth: number): void => {
    const pad = nl + indent.repeat(depth + 1);
    const close = nl + indent.repeat(depth);
    if (typeof v === "number") out.push(Number.isFinite(v) ? num(v, key) : "null");
    else if (typeof v === "string") out.push(str(v));
    else if (Array.isArray(v)) {
      if (v.length === 0) return void out.push("[]");
      out.push("[");
      v.forEach((x, i) => {
        out.push(i ? `,${pad}` : pad);
        write(x, key, depth + 1);
      });
      out.push(`${close}]`);
    } else if (isRecord(v)) {
      const keys = Object.keys(v).filter((k) => v[k] !== undefined);
      if (spelling.reverseKeys) keys.reverse();
      if (keys.length === 0) return void out.push("{}");
      out.push("{");
      keys.forEach((k, i) => {
        out.push(i ? `,${pad}` : pad, str(k), colon);
        write(v[k], k, depth + 1);
      });
      out.push(`${close}}`);
    } else out.push(JSON.stringify(v ?? null));
  };
  write(value, null, 0);
  if (spelling.trailingNewline) out.push(spelling.newline ?? "\n");
  return out.join("");
}

/** 72 -> "72.0", 1.5 -> "1.50" (a decimal point or one more zero). */
export function withDecimalPoint(n: number): string {
  const s = JSON.stringify(n);
  if (/[eE]/.test(s)) return s;
  return s.includes(".") ? `${s}0` : `${s}.0`;
}

/** 72 -> "7.2e1", 1.5 -> "1.5e0", 0 -> "0e0" (the exponent form of the same value). */
export function withExponent(n: number): string {
  if (n === 0) return "0e0";
  if (/[eE]/.test(JSON.stringify(n))) return JSON.stringify(n);
  const e = Math.floor(Math.log10(Math.abs(n)));
  const mantissa = n / 10 ** e;
  const spelled = `${mantissa}e${e}`;
  // keep it only when it reads back as exactly the same number
  return Number(spelled) === n ? spelled : `${JSON.stringify(n)}e0`;
}

/** "red" -> "\u0072ed": the first character as a \u escape (the same string once parsed). */
export function withEscapedFirst(s: string): string {
  if (s.length === 0) return '""';
  const first = s.codePointAt(0) ?? 0;
  if (first > 0xffff) return JSON.stringify(s);
  return `"\\u${first.toString(16).padStart(4, "0")}${JSON.stringify(s.slice(1)).slice(1)}`;
}
