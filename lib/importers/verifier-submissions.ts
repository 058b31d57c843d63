// What a never-seen folder's own verifier is run on besides the folder's ledgers: its oracle (the
// folder's solution, whatever form it takes) and an empty submission of the oracle's shape. Pure:
// solve.sh is read as text to learn which file it copies or writes, never run.
export const SOLUTION_DIR = "steps/solve/solution/";
export const ORACLE_PATH = `${SOLUTION_DIR}oracle.json`;
const SOLVE_SH = `${SOLUTION_DIR}solve.sh`;
// a solve.sh larger than this is not read (it is contributor input)
const SOLVE_SH_MAX = 64 * 1024;

export type OracleFound = { ok: true; path: string; raw: Uint8Array; how: string } | { ok: false; reason: string };

const text = (raw: Uint8Array) => new TextDecoder().decode(raw);

function parsesAsJson(raw: Uint8Array): boolean {
  try {
    JSON.parse(text(raw));
    return true;
  } catch {
    return false;
  }
}

// flags of cp / install that take a value (install -m 644 src dest)
const VALUE_FLAGS = new Set(["-m", "-o", "-g", "--mode", "--owner", "--group"]);

/** The file names a solve.sh copies (`cp <src> <dest>`, `cat <src> >`, `install <src>`), in order. */
export function solveShSources(script: string): string[] {
  const out: string[] = [];
  for (const line of script.split("\n")) {
    const code = line.replace(/(^|\s)#.*$/, "").trim();
    const [command, ...args] = code.match(/"[^"]*"|'[^']*'|\S+/g) ?? [];
    if (!command || !["cp", "install", "cat"].includes(command)) continue;
    for (let i = 0; i < args.length; i++) {
      if (VALUE_FLAGS.has(args[i])) i++;
      else if (!args[i].startsWith("-")) {
        out.push(args[i].replace(/^["']|["']$/g, ""));
        break;
      }
    }
  }
  return out;
}

/** The body of the first heredoc a solve.sh writes to a .json path (`cat > x.json <<'EOF' ... EOF`). */
export function solveShHeredoc(script: string): string | null {
  const lines = script.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const m = /<<-?\s*(['"]?)(\w+)\1/.exec(lines[i]);
    if (!m || !/>\s*\S*\.json\b/.test(lines[i])) continue;
    const end = lines.findIndex((l, j) => j > i && l.trim() === m[2]);
    if (end > i) return lines.slice(i + 1, end).join("\n");
  }
  return null;
}

/**
 * The folder's oracle: solution/oracle.json, else the solution file solve.sh copies (matched by
 * its name), else the JSON solve.sh writes from a heredoc, else the only JSON file in solution/.
 */
export function findOracle(files: ReadonlyMap<string, Uint8Array>): OracleFound {
  const oracle = files.get(ORACLE_PATH);
  if (oracle) return { ok: true, path: ORACLE_PATH, raw: oracle, how: "solution/oracle.json" };
  const solutionJson = [...files.keys()].filter((p) => p.startsWith(SOLUTION_DIR) && p.endsWith(".json")).sort();
  const solve = files.get(SOLVE_SH);
  if (solve && solve.length <= SOLVE_SH_MAX) {
    const script = text(solve);
    for (const source of solveShSources(script)) {
      const name = source.split("/").pop() ?? "";
      const hit = solutionJson.find((p) => p.split("/").pop() === name);
      if (hit) return { ok: true, path: hit, raw: files.get(hit)!, how: `the file solve.sh copies (${source})` };
    }
    const body = solveShHeredoc(script);
    if (body !== null) {
      const raw = new TextEncoder().encode(body);
      if (parsesAsJson(raw)) return { ok: true, path: SOLVE_SH, raw, how: "the JSON solve.sh writes (heredoc)" };
    }
  }
  if (solutionJson.length === 1) {
    const only = solutionJson[0];
    return { ok: true, path: only, raw: files.get(only)!, how: "the only JSON file in solution/" };
  }
  if (solutionJson.length > 1)
    return { ok: false, reason: `no oracle: solution/ holds ${solutionJson.length} JSON files and solve.sh names none of them` };
  return {
    ok: false,
    reason: solve ? "no oracle: solve.sh copies or writes no JSON file the folder ships" : "no oracle: solution/ holds no JSON file",
  };
}

// a deep document is contributor input: past this depth a value is kept as it is
const MAX_DEPTH = 64;

function emptied(value: unknown, depth: number): unknown {
  if (Array.isArray(value)) return [];
  if (value === null || typeof value !== "object" || depth >= MAX_DEPTH) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, emptied(v, depth + 1)]));
}

/** The oracle's shape with every list emptied (`{"events": [...], "n": 3}` -> `{"events": [], "n": 3}`); null when it is not JSON. */
export function emptySubmissionOf(oracle: Uint8Array): Uint8Array | null {
  let doc: unknown;
  try {
    doc = JSON.parse(text(oracle).replace(/^\uFEFF/, ""));
  } catch {
    return null;
  }
  return new TextEncoder().encode(JSON.stringify(emptied(doc, 0)));
}
