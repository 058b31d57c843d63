// Wrapped-vs-native and network posture, where the folder states them in prose: a harness record
// beside the trajectory (`rollouts/<stem>.md`) or a bold-led per-harness paragraph in a calibration
// README ("**Codex — …**"). Phrase lists are deliberately short; each derived value carries a
// finding naming the file and line it came from, so a reviewer can check the reading.
import { basename, dirname } from "./paths";
import { harnessKeyword } from "./scores-md/cells";
import { CALIBRATION_DIR } from "./task-files";
import { decodeUtf8, splitLines } from "./text";
import type { CalibrationRow, Finding, TaskFiles } from "./types";

const WRAPPED_TRUE = /appended (a )?paragraph|wrapper prompt added|schema-repair|\bcoached\b|hand-(fixed|edited)/i;
const WRAPPED_FALSE = /no wrapper (prompt|preamble)|no `?--append-system-prompt/i;
const NETWORK: [RegExp, string][] = [
  [/--network none/i, "network none (container has no interface)"],
  [/correctly isolated|network[- ]isolated|egress (was |is )?blocked/i, "isolated (no egress)"],
];

interface ProseSource {
  file: string;
  /** 1-based line numbers paired with their text */
  lines: { n: number; text: string }[];
}

/**
 * Bold-led harness sections of calibration READMEs, keyed by harness. A lead that names a replaced
 * or superseded round describes that round, not the row, so it is skipped.
 */
export function readHarnessSections(files: TaskFiles): Map<string, ProseSource[]> {
  const sections = new Map<string, ProseSource[]>();
  for (const [path, raw] of files) {
    if (!path.startsWith(CALIBRATION_DIR) || basename(path).toLowerCase() !== "readme.md") continue;
    let current: ProseSource | null = null;
    splitLines(decodeUtf8(raw) ?? "").forEach((text, i) => {
      const lead = /^\*\*([^*]+)\*\*/.exec(text);
      if (/^\s{0,3}#/.test(text) || lead) current = null;
      const harness = lead && !/replaced|superseded/i.test(lead[1]) ? harnessKeyword(lead[1].split(/[—–:]/)[0]) : null;
      if (harness !== null) {
        current = { file: path, lines: [] };
        const list = sections.get(harness) ?? [];
        list.push(current);
        sections.set(harness, list);
      }
      current?.lines.push({ n: i + 1, text });
    });
  }
  return sections;
}

export function applyHarnessProse(row: CalibrationRow, files: TaskFiles, sections: Map<string, ProseSource[]>): CalibrationRow {
  if (row.kind !== "agent" || row.status === "replaced") return row;
  const sources: ProseSource[] = [];
  const sidecar = sidecarOf(row.citedRolloutPath, files);
  if (sidecar) sources.push(sidecar);
  sources.push(...(sections.get(row.harness) ?? []));

  let { wrapped, networkPosture } = row;
  const findings: Finding[] = [...row.findings];
  for (const source of sources) {
    if (wrapped === null) {
      const yes = firstMatch(source, WRAPPED_TRUE);
      const no = firstMatch(source, WRAPPED_FALSE);
      // both phrases in one source (a record describing the round it replaced) decide nothing
      const hit = yes && !no ? { value: true, at: yes } : no && !yes ? { value: false, at: no } : null;
      if (hit) {
        wrapped = hit.value;
        findings.push(derived(source.file, hit.at, "wrapped", String(hit.value)));
      }
    }
    if (networkPosture === null) {
      for (const [re, label] of NETWORK) {
        const at = firstMatch(source, re);
        if (!at) continue;
        networkPosture = label;
        findings.push(derived(source.file, at, "networkPosture", label));
        break;
      }
    }
  }
  return { ...row, wrapped, networkPosture, findings };
}

/** `rollouts/claude-opus-4.8-native.jsonl` -> `rollouts/claude-opus-4.8-native.md`, when present. */
/** One ProseSource per sidecar file, so rows citing the same trajectory share its firstMatch results. */
const SIDECARS = new WeakMap<TaskFiles, Map<string, ProseSource | null>>();

function sidecarOf(rolloutPath: string | null, files: TaskFiles): ProseSource | null {
  if (rolloutPath === null) return null;
  let held = SIDECARS.get(files);
  if (!held) SIDECARS.set(files, (held = new Map()));
  if (!held.has(rolloutPath)) held.set(rolloutPath, readSidecar(rolloutPath, files));
  return held.get(rolloutPath)!;
}

function readSidecar(rolloutPath: string, files: TaskFiles): ProseSource | null {
  const stem = basename(rolloutPath).replace(/\.jsonl(\.gz)?$/i, "");
  const path = `${dirname(rolloutPath)}/${stem}.md`;
  const raw = files.get(path);
  if (!raw) return null;
  return { file: path, lines: splitLines(decodeUtf8(raw) ?? "").map((text, i) => ({ n: i + 1, text })) };
}

/**
 * firstMatch per source and phrase list, computed once: every row of a harness reads the same
 * sections, and re-reading them per row was rows x text (quadratic on a long table and a long README).
 */
const FIRST_MATCHES = new WeakMap<ProseSource, Map<RegExp, { n: number; text: string } | null>>();

function firstMatch(source: ProseSource, re: RegExp): { n: number; text: string } | null {
  let held = FIRST_MATCHES.get(source);
  if (!held) FIRST_MATCHES.set(source, (held = new Map()));
  if (!held.has(re)) held.set(re, firstMatchIn(source, re));
  return held.get(re)!;
}

/** Match over the source's lines joined with spaces (phrases wrap across lines); report the line where the match starts. */
function firstMatchIn(source: ProseSource, re: RegExp): { n: number; text: string } | null {
  let joined = "";
  const starts: number[] = [];
  for (const l of source.lines) {
    starts.push(joined.length);
    joined += l.text + " ";
  }
  const m = re.exec(joined);
  if (!m) return null;
  let k = 0;
  while (k + 1 < starts.length && starts[k + 1] <= m.index) k++;
  return { n: source.lines[k].n, text: joined.slice(m.index, m.index + 160) };
}

function derived(file: string, at: { n: number; text: string }, field: string, value: string): Finding {
  return {
    code: "derived_from_prose",
    severity: "info",
    file,
    line: at.n,
    field,
    message: `${field} = ${value}, read from: "${at.text.trim()}…"`,
  };
}
