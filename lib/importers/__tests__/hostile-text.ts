// The worst contributor text we can construct for the text parsers, at any size: repeated label
// keywords and run names with no sentence break, clause storms, one giant word, runs of spaces
// after a number, deep lists and quotes, long tables, pipe storms, many constants, many YAML keys.
// Shared by the work-counting tests (linear-work.test.ts) and `npm run -s bench:text`.

export interface HostileInput {
  name: string;
  /** text of about `bytes` bytes (ASCII: characters = bytes) */
  make(bytes: number): string;
}

/** `unit` repeated to about `bytes` characters. */
export function repeatTo(unit: string, bytes: number): string {
  return unit.repeat(Math.max(1, Math.ceil(bytes / unit.length))).slice(0, Math.max(bytes, unit.length));
}

/** Lines from `line(i)` until about `bytes` characters. */
export function linesTo(bytes: number, line: (i: number) => string): string {
  const out: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const l = line(i) + "\n";
    out.push(l);
    size += l.length;
  }
  return out.join("");
}

const repeated = (name: string, unit: string): HostileInput => ({ name, make: (bytes) => repeatTo(unit, bytes) });
const tail = (name: string, head: string, fill: string, end: string): HostileInput => ({
  name,
  make: (bytes) => head + fill.repeat(Math.max(1, bytes - head.length - end.length)) + end,
});

export const HOSTILE_INPUTS: HostileInput[] = [
  repeated("`coached ` repeated", "coached "),
  repeated("`wrapped ` repeated", "wrapped "),
  repeated("`contaminated-` repeated (one word)", "contaminated-"),
  repeated("`hit the rate limit ` repeated", "hit the rate limit "),
  repeated("run names repeated", "codex-gpt-5.6-sol claude-opus-4.8-native.jsonl antigravity gemini-3.5-flash "),
  repeated("clause storm", "the Codex run was coached, and the earlier Claude run was not contaminated; "),
  repeated("short sentences", "The Codex run was coached. "),
  repeated("one giant word", "x"),
  repeated("digits", "1"),
  repeated("pipes", "|"),
  repeated("pipe cells on one line", "| a "),
  repeated("bold marks", "**"),
  tail("a number, then spaces", "at most 5", " ", "x"),
  tail("a tolerance, then spaces", "within ±1", " ", "x"),
  tail("a heading of spaces", "# ", " ", "x"),
  { name: "deep list", make: (bytes) => linesTo(bytes, (i) => `${"  ".repeat(i % 400)}- coached item ${i}`) },
  { name: "deep quote", make: (bytes) => linesTo(bytes, (i) => `${"> ".repeat(i % 100)}coached`) },
  {
    name: "long table",
    make: (bytes) =>
      "| harness | model | score | notes |\n|---|---|---|---|\n" +
      linesTo(bytes, (i) => `| Codex CLI | gpt-${i} | 0.${i % 10} | coached |`),
  },
  { name: "many headings", make: (bytes) => linesTo(bytes, (i) => `${"#".repeat((i % 6) + 1)} Verdict ${i} ##`) },
  { name: "many constants", make: (bytes) => linesTo(bytes, (i) => (i % 2 === 0 ? `ABC_${i} = ${i}` : `# ABC_${i - 1} is ${i}`)) },
  { name: "many YAML keys", make: (bytes) => linesTo(bytes, (i) => `key_${i}: value: ${i}`) },
  {
    name: "JSON manifest entries",
    make: (bytes) => `{"artifacts": [\n${linesTo(bytes, (i) => `  {"file": "run-${i}.jsonl", "status": "coached run ${i}"},`)}  {}\n]}\n`,
  },
];
