// The CLI examples a README shows, as commands a test can check: every line of a fenced shell
// block, and every inline code span, that runs one of the package's CLIs (`npx vbench-review …`,
// `npm run -s <cli> -- …`). Pure: text in, commands out.

export interface CliExample {
  /** 1-based README line */
  line: number;
  text: string;
  /** the CLI bundle's name (scripts/lib/cli-bundle.mjs CLI_ENTRIES) */
  cli: string;
  /** subcommand words before the first flag or argument ("row add") */
  subcommand: string[];
  /** every --flag the example uses, without its value */
  flags: string[];
}

/** Words of a shell line: quotes kept together, a trailing # comment dropped. */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  const re = /"([^"]*)"|'([^']*)'|(#.*$)|(\S+)/g;
  for (let m = re.exec(line); m; m = re.exec(line)) {
    if (m[3] !== undefined) break;
    words.push(m[1] ?? m[2] ?? m[4]);
  }
  return words;
}

const SUBCOMMAND = /^[a-z][a-z-]*$/;

function exampleOf(text: string, line: number, clis: ReadonlySet<string>, withSubcommands: ReadonlySet<string>): CliExample | null {
  const w = shellWords(text);
  let cli: string;
  let rest: string[];
  if (w[0] === "npx" && w[1] === "vbench-review") [cli, rest] = ["vbench-review", w.slice(2)];
  else if (w[0] === "npm" && w[1] === "run" && w[2] === "-s" && clis.has(w[3] ?? "")) {
    cli = w[3];
    rest = w.slice(4);
    if (rest[0] === "--") rest = rest.slice(1);
  } else return null;
  const subcommand: string[] = [];
  if (withSubcommands.has(cli))
    for (const x of rest) {
      if (!SUBCOMMAND.test(x) || subcommand.length === 2) break;
      subcommand.push(x);
    }
  // "[--salvage-spec]", "--audit=x", "--ref <branch|sha>": the flag's name only
  const flags = [...new Set(rest.flatMap((x) => [...x.matchAll(/(?:^|\[)(--[a-z][a-z0-9-]*)/g)].map((m) => m[1])))];
  return { line, text: text.trim(), cli, subcommand, flags };
}

export function readmeCliExamples(readme: string, clis: ReadonlySet<string>, withSubcommands: ReadonlySet<string>): CliExample[] {
  const out: CliExample[] = [];
  let fenced = false;
  readme.split("\n").forEach((raw, i) => {
    if (/^\s*```/.test(raw)) {
      fenced = !fenced;
      return;
    }
    const candidates = fenced ? [raw] : [...raw.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    for (const c of candidates) {
      const ex = exampleOf(c, i + 1, clis, withSubcommands);
      if (ex) out.push(ex);
    }
  });
  return out;
}

/** The flags an example uses that its CLI's --help does not list (a flag must appear as a whole word). */
export function unknownFlags(example: Pick<CliExample, "flags">, help: string): string[] {
  return example.flags.filter((f) => !new RegExp(`${f}(?![A-Za-z0-9-])`).test(help));
}
