// JSON text as Python's json.dumps writes it for the values a judge returns, so a Python reader
// (compare.py, the hooks) gets the same numbers back: NaN / Infinity / -Infinity as bare tokens
// (JSON.stringify would write null), big ints in full, -0.0 kept. Key order is insertion order.
import { pyFormatFloat } from "../py/format-float";
import { PyDict, PyInt, type PyValue } from "../types";

export function stringifyPyJson(value: unknown): string {
  const out: string[] = [];
  write(value, out);
  return out.join("");
}

function write(v: unknown, out: string[]): void {
  if (v === null || v === undefined) out.push("null");
  else if (typeof v === "number") out.push(formatNumber(v));
  else if (typeof v === "bigint") out.push(v.toString());
  else if (v instanceof PyInt) out.push(v.value.toString());
  else if (typeof v === "string" || typeof v === "boolean") out.push(JSON.stringify(v));
  else if (Array.isArray(v)) {
    out.push("[");
    v.forEach((x, i) => {
      if (i > 0) out.push(", ");
      write(x, out);
    });
    out.push("]");
  } else if (v instanceof PyDict) writeEntries(v.entries.entries(), out);
  else if (typeof v === "object") writeEntries(Object.entries(v), out);
  else out.push("null"); // functions, symbols: not data
}

function writeEntries(entries: Iterable<[string, unknown]>, out: string[]): void {
  out.push("{");
  let first = true;
  for (const [k, x] of entries) {
    if (x === undefined) continue; // as JSON.stringify: an undefined field is absent
    if (!first) out.push(", ");
    first = false;
    out.push(JSON.stringify(k), ": ");
    write(x, out);
  }
  out.push("}");
}

function formatNumber(x: number): string {
  if (Number.isNaN(x)) return "NaN";
  if (x === Infinity) return "Infinity";
  if (x === -Infinity) return "-Infinity";
  if (Object.is(x, -0)) return "-0.0";
  return String(x);
}

/**
 * A parsed submission written back as Python's json.dumps writes it, so it parses back to the
 * same value: unlike stringifyPyJson (which writes JS numbers, 1.0 as "1"), a float keeps its
 * float spelling ("1.0", "1e+16"), so an int and a float never trade places.
 */
export function stringifyPyValue(value: PyValue): string {
  const out: string[] = [];
  writeValue(value, out);
  return out.join("");
}

function writeValue(v: PyValue, out: string[]): void {
  if (v === null) out.push("null");
  else if (typeof v === "number") out.push(Number.isFinite(v) ? pyFormatFloat(v) : formatNumber(v));
  else if (v instanceof PyInt) out.push(v.value.toString());
  else if (typeof v === "string" || typeof v === "boolean") out.push(JSON.stringify(v));
  else if (Array.isArray(v)) {
    out.push("[");
    for (let i = 0; i < v.length; i++) {
      if (i > 0) out.push(", ");
      writeValue(v[i], out);
    }
    out.push("]");
  } else {
    out.push("{");
    let first = true;
    for (const [k, x] of v.entries) {
      if (!first) out.push(", ");
      first = false;
      out.push(JSON.stringify(k), ": ");
      writeValue(x, out);
    }
    out.push("}");
  }
}
