// Where a JSON text first goes wrong, for error messages with a line and column. JSON.parse
// (V8) only sometimes reports a position and echoes the whole input into its message, so after
// JSON.parse has failed this small scanner walks the grammar (RFC 8259) to the first bad byte.

export interface JsonSyntaxError {
  offset: number;
  reason: string;
}

export function findJsonError(text: string): JsonSyntaxError | null {
  let i = 0;
  const fail = (reason: string): never => {
    throw { offset: i, reason } satisfies JsonSyntaxError;
  };
  const ws = () => {
    while (i < text.length && " \t\n\r".includes(text[i])) i++;
  };
  const describe = () => (i >= text.length ? "unexpected end of input" : `unexpected ${JSON.stringify(text[i])}`);
  const expect = (ch: string) => {
    if (text[i] !== ch) fail(`${describe()}, expected ${JSON.stringify(ch)}`);
    i++;
  };

  const string = () => {
    expect('"');
    for (;;) {
      if (i >= text.length) fail("unterminated string");
      const c = text[i];
      if (c === '"') return void i++;
      if (c < " ") fail("control character in string");
      if (c === "\\") {
        i++;
        if (text[i] === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail("bad \\u escape");
          i += 5;
        } else if (text[i] !== undefined && '"\\/bfnrt'.includes(text[i])) i++;
        else fail("bad escape");
      } else i++;
    }
  };
  const number = () => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!m) fail(describe());
    i += m![0].length;
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === "{") {
      i++;
      ws();
      if (text[i] === "}") return void i++;
      for (;;) {
        ws();
        string();
        ws();
        expect(":");
        value();
        ws();
        if (text[i] === ",") i++;
        else return expect("}");
      }
    }
    if (c === "[") {
      i++;
      ws();
      if (text[i] === "]") return void i++;
      for (;;) {
        value();
        ws();
        if (text[i] === ",") i++;
        else return expect("]");
      }
    }
    if (c === '"') return string();
    if (c === "-" || (c >= "0" && c <= "9")) return number();
    for (const word of ["true", "false", "null"]) {
      if (text.startsWith(word, i)) return void (i += word.length);
    }
    fail(describe());
  };

  try {
    value();
    ws();
    if (i < text.length) fail("unexpected text after the JSON value");
    return null;
  } catch (error) {
    if (typeof error === "object" && error !== null && "offset" in error) return error as JsonSyntaxError;
    throw error;
  }
}
