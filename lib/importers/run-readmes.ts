// A run folder's README (`calibration/rollouts/<run>/README.md`) written as "- Key: value" bullets:
// agent/harness (+ version), model, reward, tool-call count, session id. It completes the
// scores.md row it describes (matched by the session id the row cites, else by harness), and a run
// scores.md never lists becomes a row of its own, citing the README line. A reviewer-granted
// waiver written there is kept on the row as a `waiver_stated` finding with its line.
import { basename, dirname } from "./paths";
import { conditionFromLabel, harnessInLabel, parseScoreCell, plain, versionInHarnessCell } from "./scores-md/cells";
import { CALIBRATION_DIR } from "./task-files";
import { decodeUtf8, splitLines } from "./text";
import type { CalibrationRow, Finding, TaskFiles } from "./types";

interface RunReadme {
  file: string;
  harness: string;
  harnessRaw: string;
  harnessVersion: string | null;
  model: string | null;
  score: { value: number; text: string; line: number } | null;
  turns: { value: number; line: number } | null;
  ids: string[];
  waivers: { line: number; text: string }[];
  firstLine: number;
}

const MAX_LINES = 400;
/** "granted a waiver", "waiver approved by …", "waived by the reviewer": a waiver someone granted */
const WAIVER = /\bwaiver\b[^.]{0,80}\b(?:granted|approved|accepted)\b|\b(?:granted|approved|accepted)\b[^.]{0,40}\bwaiver\b|\bwaived by\b/i;
const NEGATED = /\b(?:no|not|never|without|pending|requested|needs?|asks? for)\b[^.]{0,30}\bwaiv/i;
/** "a waiver was requested; not granted yet", "waiver denied": asked for or refused, after the word */
const NOT_GRANTED = /\bwaiv\w*\b[^.]{0,60}\b(?:requested|pending|not (?:yet )?(?:granted|approved|accepted)|denied|refused|rejected)\b/i;

export function readRunReadmes(files: TaskFiles): RunReadme[] {
  const out: RunReadme[] = [];
  for (const [path, raw] of files) {
    // a run's own folder: calibration/<any>/<run>/README.md, never calibration/README.md or rollouts/README.md
    if (!path.startsWith(CALIBRATION_DIR) || basename(path).toLowerCase() !== "readme.md") continue;
    if (path.split("/").length < 4 || raw.length > 100_000) continue;
    const text = decodeUtf8(raw);
    if (text === null) continue;
    const readme = parseRunReadme(path, text);
    if (readme !== null) out.push(readme);
  }
  return out;
}

/** The bullets of one README; null unless it names a harness and a reward or a tool-call count. */
export function parseRunReadme(file: string, text: string): RunReadme | null {
  let harnessRaw: string | null = null;
  let version: string | null = null;
  let model: string | null = null;
  let score: RunReadme["score"] = null;
  let turns: RunReadme["turns"] = null;
  let firstLine = 0;
  const ids: string[] = [];
  const waivers: RunReadme["waivers"] = [];
  splitLines(text)
    .slice(0, MAX_LINES)
    .forEach((line, i) => {
      const n = i + 1;
      if (WAIVER.test(line) && !NEGATED.test(line) && !NOT_GRANTED.test(line)) waivers.push({ line: n, text: plain(line).slice(0, 300) });
      const m = /^\s*[-*]\s+([^:]{1,60}):\s*(.+)$/.exec(line);
      if (!m) return;
      const key = m[1].toLowerCase();
      const value = plain(m[2]);
      if (/^(agent|harness)\b/.test(key) && harnessRaw === null) {
        harnessRaw = value;
        firstLine = n;
      } else if (/version/.test(key) && version === null) version = /\d+(?:\.\d+)+/.exec(value)?.[0] ?? null;
      else if (/^model\b/.test(key) && model === null) model = value;
      else if (/^(reward|score)\b/.test(key) && score === null) {
        const s = parseScoreCell(value);
        if (s.values.length === 1) score = { value: s.values[0], text: value, line: n };
      } else if (/(tool[- ](call|use)|action[- ]step|turn)s?\b.*\b(count|at stop)|^tool calls$|^turns$/.test(key) && turns === null) {
        const t = /^\d+/.exec(value);
        if (t) turns = { value: Number(t[0]), line: n };
      } else if (/\b(session|conversation|run)\s*id\b/.test(key)) ids.push(value.replace(/`/g, ""));
    });
  if (harnessRaw === null || (score === null && turns === null)) return null;
  const raw: string = harnessRaw;
  const harness = harnessInLabel(raw);
  if (harness === null) return null;
  return {
    file,
    harness,
    harnessRaw: raw,
    harnessVersion: versionInHarnessCell(raw) ?? /\d+\.\d+(?:\.\d+)+/.exec(raw)?.[0] ?? version,
    model,
    score,
    turns,
    ids,
    waivers,
    firstLine,
  };
}

/** Completes the rows the READMEs describe and appends the runs scores.md does not list. */
export function applyRunReadmes(rows: CalibrationRow[], readmes: RunReadme[]): CalibrationRow[] {
  const out = rows.slice();
  const used = new Set<number>();
  for (const r of readmes) {
    const byId = out.findIndex((row) => r.ids.some((id) => id !== "" && Object.values(row.cells).some((c) => c.includes(id))));
    const sameHarness = out
      .map((row, i) => ({ row, i }))
      .filter(({ row, i }) => row.kind === "agent" && row.harness === r.harness && !used.has(i));
    const at = byId >= 0 ? byId : sameHarness.length === 1 ? sameHarness[0].i : -1;
    if (at >= 0) {
      used.add(at);
      out[at] = completeRow(out[at], r);
    } else out.push(rowOf(r, out.length + 1));
  }
  return out;
}

function completeRow(row: CalibrationRow, r: RunReadme): CalibrationRow {
  const findings: Finding[] = [...row.findings, ...waiverFindings(r)];
  const filled: string[] = [];
  const harnessVersion = row.harnessVersion ?? r.harnessVersion;
  if (row.harnessVersion === null && r.harnessVersion !== null) filled.push(`harness version ${r.harnessVersion}`);
  const model = row.model ?? r.model;
  if (row.model === null && r.model !== null) filled.push(`model ${r.model}`);
  const claimedTurns = row.claimedTurns ?? r.turns?.value ?? null;
  if (row.claimedTurns === null && r.turns !== null) filled.push(`turns ${r.turns.value}`);
  if (filled.length > 0)
    findings.push({
      code: "derived_from_prose",
      severity: "info",
      file: r.file,
      line: r.firstLine,
      message: `${filled.join(", ")} read from the run's README`,
    });
  return { ...row, harnessVersion, model, claimedTurns, findings };
}

function rowOf(r: RunReadme, ordinal: number): CalibrationRow {
  const run = basename(dirname(r.file));
  const condition = conditionFromLabel(run);
  return {
    ordinal,
    kind: condition === "other" ? "agent" : "ablation",
    harness: r.harness,
    harnessRaw: r.harnessRaw,
    harnessVersion: r.harnessVersion,
    model: r.model,
    reasoning: null,
    condition: condition === "other" ? "full" : condition,
    conditionLabel: condition === "other" ? "full" : run,
    claimedScore: r.score?.value ?? null,
    claimedScoreText: r.score?.text ?? "",
    claimedScoreApprox: false,
    run: null,
    claimedTurns: r.turns?.value ?? null,
    claimedTurnsText: r.turns ? String(r.turns.value) : "",
    instructionSha256: null,
    wrapped: null,
    networkPosture: null,
    status: r.score === null ? "todo" : "official",
    notes: `stated only in ${r.file}`,
    sourceFile: r.file,
    sourceTable: run,
    sourceLine: r.score?.line ?? r.firstLine,
    citedLedgerPath: null,
    citedRolloutPath: null,
    ledgerLink: null,
    declaredTransform: null,
    findings: waiverFindings(r),
    flags: [],
    runEnd: null,
    cells: {},
  };
}

function waiverFindings(r: RunReadme): Finding[] {
  return r.waivers.map((w) => ({
    code: "waiver_stated" as const,
    severity: "info" as const,
    file: r.file,
    line: w.line,
    message: `a waiver is stated for this run: "${w.text}"`,
  }));
}
