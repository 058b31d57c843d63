// The number literals of a JSON text as written, by path ("reward", "runs[3].reward"). JSON.parse
// keeps only values, and the claim-precision rule needs the decimals a file wrote ("0.030" is held
// to 0.0005, "0.03" to 0.005). Only called on text JSON.parse accepted, so the scan trusts the syntax.

type Frame = { kind: "object"; key: string | null } | { kind: "array"; index: number };

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?/y;
const STRING = /"(?:[^"\\]|\\.)*"/y;

export function numberLiterals(source: string): Map<string, string> {
  const out = new Map<string, string>();
  const stack: Frame[] = [];
  const pathOf = () =>
    stack
      .map((f, i) => (f.kind === "array" ? `[${f.index}]` : i === 0 ? (f.key ?? "") : `.${f.key ?? ""}`))
      .join("")
      .replace(/^\./, "");
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    const top = stack[stack.length - 1];
    if (c === "{") stack.push({ kind: "object", key: null });
    else if (c === "[") stack.push({ kind: "array", index: 0 });
    else if (c === "}" || c === "]") stack.pop();
    else if (c === "," && top?.kind === "array") top.index += 1;
    else if (c === '"') {
      STRING.lastIndex = i;
      const token = STRING.exec(source)![0];
      i += token.length;
      // a string in an object followed by ":" is the next member's key
      if (top?.kind === "object" && /^\s*:/.test(source.slice(i, i + 64))) top.key = String(JSON.parse(token)); // a JSON string literal parses to that string
      continue;
    } else if (c === "-" || (c >= "0" && c <= "9")) {
      NUMBER.lastIndex = i;
      const token = NUMBER.exec(source)![0];
      out.set(pathOf(), token);
      i += token.length;
      continue;
    }
    i += 1;
  }
  return out;
}
