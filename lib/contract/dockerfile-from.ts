// The base images a Dockerfile builds from, as Docker resolves them: logical lines (a trailing `\`
// continues the instruction, comment lines inside it are dropped), FROM flags (--platform=…),
// global ARGs declared before the first FROM substituted into the image ($NAME, ${NAME},
// ${NAME:-default}), stages named by AS (a later FROM of a stage builds on no new image) and
// `scratch`. Pure: the contract's base-image check reads what this returns.

export type BaseImage = (
  | /** a registry image after ARG substitution; `written` is the text before it */
    { kind: "image"; image: string; written: string }
    /** the image depends on a build argument with no default: the Dockerfile itself fixes nothing */
  | { kind: "unresolved"; written: string; arg: string }
) & {
  /** 1-based line the FROM instruction starts on */
  line: number;
  /** the whole FROM instruction (continuation lines joined), the evidence quoted */
  instruction: string;
};

interface LogicalLine {
  text: string;
  /** 1-based line the instruction starts on */
  line: number;
}

/** Physical lines joined where one ends in `\` (Docker's default escape); comments inside dropped. */
function logicalLines(text: string): LogicalLine[] {
  const out: LogicalLine[] = [];
  let current: LogicalLine | null = null;
  text.split(/\r?\n/).forEach((raw, i) => {
    if (current !== null && /^\s*#/.test(raw)) return; // a comment inside a continued instruction
    const continues = /\\\s*$/.test(raw);
    const body = continues ? raw.replace(/\\\s*$/, "") : raw;
    if (current === null) current = { text: body, line: i + 1 };
    else current.text += ` ${body.trim()}`;
    if (!continues) {
      out.push(current);
      current = null;
    }
  });
  if (current !== null) out.push(current);
  return out;
}

const ARG = /^\s*ARG\s+(.+)$/i;
const FROM = /^\s*FROM\s+(.*)$/i;
const REFERENCE = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::([-+])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g;

/** `ARG A=1 B="x" C` -> [["A", "1"], ["B", "x"], ["C", undefined]] */
function argDeclarations(rest: string): [string, string | undefined][] {
  const out: [string, string | undefined][] = [];
  for (const m of rest.matchAll(/([A-Za-z_][A-Za-z0-9_]*)(?:=("[^"]*"|'[^']*'|\S*))?/g)) {
    const value = m[2]?.replace(/^(["'])(.*)\1$/, "$2");
    out.push([m[1], value]);
  }
  return out;
}

/** Substitutes global ARGs; the first argument without a value makes the image unresolved. */
function substitute(written: string, args: Map<string, string | undefined>): { image: string } | { arg: string } {
  let missing: string | null = null;
  const image = written.replace(REFERENCE, (_, braced: string, op: string, alt: string, bare: string) => {
    const name = braced ?? bare;
    const value = args.get(name);
    if (op === "-") return value ? value : alt;
    if (op === "+") return value ? alt : "";
    if (value === undefined) missing ??= name;
    return value ?? "";
  });
  return missing !== null ? { arg: missing } : { image };
}

export function dockerfileBaseImages(text: string): BaseImage[] {
  const args = new Map<string, string | undefined>();
  const stages = new Set<string>();
  const out: BaseImage[] = [];
  let seenFrom = false;
  for (const { text: instruction, line } of logicalLines(text)) {
    const arg = ARG.exec(instruction);
    // only ARGs before the first FROM are in scope for FROM lines (Docker's global scope)
    if (arg && !seenFrom) for (const [name, value] of argDeclarations(arg[1])) args.set(name, value);
    const from = FROM.exec(instruction);
    if (!from) continue;
    seenFrom = true;
    const words = from[1]
      .trim()
      .split(/\s+/)
      .filter((w) => !w.startsWith("--"));
    const written = words[0] ?? "";
    const stageName = words.length >= 3 && words[1].toLowerCase() === "as" ? words[2].toLowerCase() : null;
    const resolved = substitute(written, args);
    const at = { line, instruction: instruction.trim().replace(/\s+/g, " ") };
    if ("arg" in resolved) out.push({ kind: "unresolved", written, arg: resolved.arg, ...at });
    else if (!stages.has(resolved.image.toLowerCase()) && resolved.image.toLowerCase() !== "scratch")
      out.push({ kind: "image", image: resolved.image, written, ...at });
    if (stageName) stages.add(stageName);
  }
  return out;
}

const DIGEST = /@sha256:[0-9a-f]{64}$/i;

/** True when the image names its content by digest (a tag beside the digest is allowed). */
export function isDigestPinned(image: string): boolean {
  return DIGEST.test(image);
}
