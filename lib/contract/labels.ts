// Label derivability. label_not_in_vocabulary: a ground-truth label the agent cannot produce
// (absent from environment/vocabulary.json, or from the labels the instruction lists in
// backticks). vocabulary_count_mismatch: "N verbs" / "N nouns" in a document against the
// vocabulary's size. inconsistent_labels: two related labels (one the other's prefix: `egg` /
// `egg_mixture`) used in like contexts (the same two or more other nouns: the same tool and place),
// so the key labels one situation two ways.
import { groundTruthEvents, type FamilyEvents } from "./family-events";
import { jsonListItemLines } from "./json-item-lines";
import { matchesWithLines, quote } from "./text";
import type { ContractFinding } from "./types";

export interface LabelInput {
  groundTruth: unknown;
  events: FamilyEvents;
  /** label field -> the closed vocabulary (environment/vocabulary.json), when the task ships one */
  vocabulary: { path: string; fields: Record<string, readonly string[]> } | null;
  /** GT fields whose values are labels the agent must write (egocentric verb, nouns; FlightGear command_type, status) */
  labelFields: readonly string[];
  documents: { path: string; text: string }[];
  instruction: { path: string; text: string };
  /** the ground truth's text, to cite the line an event is on; null when it is not text */
  groundTruthFile?: { path: string; text: string } | null;
}

const MAX_INDEXES = 8;

export function labelFindings(input: LabelInput): ContractFinding[] {
  const gt = groundTruthEvents(input.groundTruth, input.events);
  return [...missingLabels(input, gt), ...countMismatches(input), ...inconsistentLabels(input, gt)];
}

function labelsOf(e: Record<string, unknown>, field: string): string[] {
  const v = e[field];
  if (typeof v === "string") return [v];
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
}

function missingLabels(input: LabelInput, gt: Record<string, unknown>[]): ContractFinding[] {
  const listed = listedLabels(input.instruction.text);
  const out: ContractFinding[] = [];
  for (const field of input.labelFields) {
    const where = new Map<string, number[]>();
    gt.forEach((e, i) => labelsOf(e, field).forEach((l) => where.set(l, [...(where.get(l) ?? []), i + 1])));
    const vocab = input.vocabulary?.fields[field];
    for (const [label, idx] of where) {
      const notInVocab = vocab !== undefined && !vocab.includes(label);
      const notListed = !listed.has(label);
      if (!notInVocab && !notListed) continue;
      const missingFrom = [
        notInVocab ? input.vocabulary!.path : null,
        notListed ? `${input.instruction.path} (no \`${label}\`)` : null,
      ].filter(Boolean);
      out.push({
        code: "label_not_in_vocabulary",
        severity: notInVocab ? "error" : "warn",
        file: notInVocab ? input.vocabulary!.path : input.instruction.path,
        line: null,
        message: `ground-truth ${field} "${label}" is not in ${missingFrom.join(" nor ")}: the agent cannot write it`,
        evidence: `ground truth ${idx
          .slice(0, MAX_INDEXES)
          .map((i) => `#${i}`)
          .join(", ")}${idx.length > MAX_INDEXES ? ` and ${idx.length - MAX_INDEXES} more` : ""}`,
        fix: `add "${label}" to the vocabulary the agent gets, or relabel those events`,
      });
    }
  }
  return out;
}

/** labels an instruction lists: `backticked`, or one per line inside a fenced block (a closed list) */
function listedLabels(text: string): Set<string> {
  const listed = new Set([...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]));
  for (const block of text.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm))
    for (const line of block[1].split("\n")) if (line.trim() !== "") listed.add(line.trim());
  return listed;
}

const COUNT = /\b(\d+)\s+(?:(?:vocabulary|published|distinct|closed|task|allowed)\s+)?(verbs|nouns)\b/gi;
const FIELD_OF: Record<string, string> = { verbs: "verb", nouns: "nouns" };

function countMismatches(input: LabelInput): ContractFinding[] {
  if (!input.vocabulary) return [];
  const vocab = input.vocabulary;
  return input.documents.flatMap((doc) =>
    matchesWithLines(doc.text, COUNT).flatMap(({ match, line }) => {
      const field = FIELD_OF[match[2].toLowerCase()];
      const list = vocab.fields[field];
      const stated = Number(match[1]);
      if (list === undefined || stated === list.length) return [];
      return [
        {
          code: "vocabulary_count_mismatch" as const,
          severity: "warn" as const,
          file: doc.path,
          line,
          message: `${doc.path} says ${stated} ${match[2].toLowerCase()}; ${vocab.path} lists ${list.length}`,
          evidence: quote(match[0]),
          fix: "state the vocabulary's real size, or explain the difference (a merged or dropped label) and keep the key consistent with it",
        },
      ];
    }),
  );
}

function inconsistentLabels(input: LabelInput, gt: Record<string, unknown>[]): ContractFinding[] {
  if (!input.labelFields.includes("nouns")) return [];
  const related = (a: string, b: string) => a !== b && (a.startsWith(`${b}_`) || b.startsWith(`${a}_`));
  const sets = gt.map((e, i) => ({ i: i + 1, verb: String(e.verb), nouns: labelsOf(e, "nouns") }));
  const reported = new Set<string>();
  const out: ContractFinding[] = [];
  // GT event #i -> its line in the ground-truth file; where the text cannot be followed, the
  // finding stays on the instruction (where the convention belongs) without a line
  const gtFile = input.groundTruthFile ?? null;
  const itemLines = gtFile ? jsonListItemLines(gtFile.text, input.events.listKey) : [];
  const at = (i: number) => (itemLines.length === gt.length ? itemLines[i - 1] : null);
  for (const a of sets)
    for (const b of sets) {
      if (b.i <= a.i) continue;
      const onlyA = a.nouns.filter((n) => !b.nouns.includes(n));
      const onlyB = b.nouns.filter((n) => !a.nouns.includes(n));
      const shared = a.nouns.filter((n) => b.nouns.includes(n)).sort();
      if (onlyA.length !== 1 || onlyB.length !== 1 || shared.length < 2 || !related(onlyA[0], onlyB[0])) continue;
      const key = `${[onlyA[0], onlyB[0]].sort().join("/")}|${shared.join(",")}`;
      if (reported.has(key)) continue;
      reported.add(key);
      out.push({
        code: "inconsistent_labels",
        severity: "warn",
        file: at(a.i) !== null ? gtFile!.path : input.instruction.path,
        line: at(a.i),
        message: `\`${onlyA[0]}\` and \`${onlyB[0]}\` label the same situation (with ${shared.map((s) => `\`${s}\``).join(", ")}): ground truth #${a.i} ${a.verb} vs #${b.i} ${b.verb}`,
        evidence: [a, b]
          .map((e) => `#${e.i}${at(e.i) !== null ? ` (${gtFile!.path}:${at(e.i)})` : ""} ${e.verb} ${JSON.stringify(e.nouns)}`)
          .join("; "),
        fix: "define one deterministic convention for the two labels in the instruction and relabel the key to it, or accept both",
      });
    }
  return out;
}
