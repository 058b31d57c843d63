// How calibration folders name the files around a run, so a reward file, a tool histogram or a run
// metadata file can be paired with the run's ledger (and the row citing it) by name alone:
//   codex_masked_reward.json ↔ codex_masked_solution.json      (underscores)
//   claude-opus-4.8.reward.txt ↔ claude-opus-4.8.solution.json (dots)
//   fable-run.tool-histogram.txt ↔ fable-run.solution.json
//   rollouts/<stem>.run-metadata.txt ↔ rollouts/ledgers/<stem>.json
//   <dir>/results.json ↔ <dir>/solution.json                   (one run per folder)
import { basename, dirname } from "../paths";

/** What a reward, histogram or metadata file's name says about the run it belongs to. */
export interface RunName {
  dir: string;
  /** the run's stem, lowercase; "" when the file is the folder's own (`results.json`, `reward.txt`) */
  stem: string;
}

/** Folders a harness writes the verifier's output into, beside the run's own files (Harbor: `<trial>/verifier/reward.txt`). */
const VERIFIER_DIR = /(^|\/)(verifier|logs)$/i;

/**
 * `<stem><sep><word>.<ext>` or `<word><sep><stem>.<ext>` -> the run; null when the name has the
 * word neither first nor last (`codex_reward_v2.json` says nothing sure about its run). A file
 * named just the word belongs to its folder's run, or to the trial folder around `verifier/`.
 */
export function runNameOf(path: string, word: RegExp): RunName | null {
  const name = basename(path).replace(/\.(json|txt)$/i, "");
  const suffixed = new RegExp(`^(.*?)[._-]?(?:${word.source})$`, "i").exec(name);
  const prefixed = suffixed ? null : new RegExp(`^(?:${word.source})[._-](.+)$`, "i").exec(name);
  const stem = suffixed?.[1] ?? prefixed?.[1];
  if (stem === undefined) return null;
  const dir = dirname(path);
  return { dir: stem === "" && VERIFIER_DIR.test(dir) ? dirname(dir) : dir, stem: stem.toLowerCase() };
}

/** A ledger file's run: `x.solution.json`, `x_solution.json`, `x-submission.json`, `ledgers/x.json` -> x. */
export function ledgerRunName(path: string): RunName {
  const dir = dirname(path);
  const name = basename(path)
    .replace(/\.json$/i, "")
    .replace(/(^|[._-])(solution|submission|ledger)$/i, "");
  // a ledgers/ subfolder belongs to the folder around it: rollouts/ledgers/x.json is rollouts' run x
  return { dir: /(^|\/)ledgers$/i.test(dir) ? dirname(dir) : dir, stem: name.toLowerCase() };
}

/** One name, compared the way folders vary it: case, and - _ or space between words. */
export function sameRunWords(a: string, b: string): boolean {
  const norm = (s: string) => s.toLowerCase().replace(/[-_\s]+/g, "-");
  return norm(a) === norm(b);
}

export function sameRun(a: RunName, b: RunName): boolean {
  return a.dir === b.dir && sameRunWords(a.stem, b.stem);
}

/** The ledgers (paths) whose name makes them `run`'s own; a folder-level name takes `solution.json`/`submission.json`. */
export function ledgersOfRun(run: RunName, ledgerPaths: readonly string[]): string[] {
  return ledgerPaths.filter((p) => {
    const own = ledgerRunName(p);
    if (run.stem === "") return dirname(p) === run.dir && own.stem === "";
    return sameRun(own, run);
  });
}

/** Words in a calibration file's name that announce trouble a reviewer must look at. */
const CONFESSING_WORDS: { word: string; pattern: RegExp }[] = [
  { word: "copied-answer", pattern: /copied[-_ .]?answers?/i },
  { word: "BypassSandbox", pattern: /bypass[-_ .]?sandbox/i },
  { word: "answer-key", pattern: /answer[-_ .]?keys?/i },
  { word: "leak", pattern: /leak/i },
  { word: "cheat", pattern: /cheat/i },
];

/** The trouble words a file's name holds (its basename only: a folder name is reported on each file in it once, by its files). */
export function confessingWords(path: string): string[] {
  const name = basename(path);
  return CONFESSING_WORDS.filter((w) => w.pattern.test(name)).map((w) => w.word);
}
