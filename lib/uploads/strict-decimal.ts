// Numbers a contributor types, read as plain decimals only. Number() would accept "0x1", "1e3",
// " 1", "Infinity" and "" (as 0); a claim must be written the way scores.md writes it.
const DECIMAL = /^(?:0|[1-9][0-9]*)(?:\.[0-9]+)?$/;
const INTEGER = /^(?:0|[1-9][0-9]*)$/;

export type Parsed = { ok: true; value: number } | { ok: false; message: string };

export function parseStrictDecimal(text: string): Parsed {
  if (!DECIMAL.test(text))
    return { ok: false, message: `"${text.slice(0, 40)}" is not a plain decimal number (digits with an optional fraction, e.g. 0.0938)` };
  return { ok: true, value: Number(text) };
}

export function parseStrictInteger(text: string): Parsed {
  if (!INTEGER.test(text)) return { ok: false, message: `"${text.slice(0, 40)}" is not a whole number` };
  const value = Number(text);
  return Number.isSafeInteger(value) ? { ok: true, value } : { ok: false, message: `${text.slice(0, 40)} is too large` };
}
