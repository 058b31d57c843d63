// Which judge family a task belongs to. Metadata beats names: a new task (e.g. a small demo in the
// egocentric family) declares `family` in task.toml [metadata] or the SPEC card; the folder name is
// only the last resort, so a renamed or new folder still gets the right judge.
import { KNOWN_FAMILIES } from "./judge-pairings";
import type { TaskTomlKeys } from "./task-toml";
import type { Finding, JsonValue } from "./types";

export interface FamilyDetection {
  family: string | null;
  familySource: string | null;
  /** a judge id (family@version) the task asked for by name, to be made primary */
  requestedJudgeId: string | null;
  findings: Finding[];
}

interface Candidate {
  source: string;
  value: string;
}

export function detectFamily(taskId: string, toml: TaskTomlKeys, card: JsonValue | null): FamilyDetection {
  const cardKeys = isRecord(card) ? card : {};
  const candidates: Candidate[] = [];
  const add = (source: string, value: unknown, transform: (v: string) => string = (v) => v) => {
    if (typeof value === "string" && value.trim() !== "") candidates.push({ source, value: transform(value.trim()) });
  };
  add("task.toml metadata.family", toml.metadata?.family);
  add("task.toml task.family", toml.task?.family);
  add("task.toml metadata.judge", toml.metadata?.judge, familyOfJudge);
  add("task.toml task.judge", toml.task?.judge, familyOfJudge);
  add("SPEC.md card family", cardKeys.family);
  add("SPEC.md card judge", cardKeys.judge, familyOfJudge);
  add("SPEC.md card task", cardKeys.task, lastSegment);
  add("task.toml task.name", toml.task?.name, lastSegment);
  add("task id", taskId);

  const requestedJudgeId =
    [toml.metadata?.judge, toml.task?.judge, cardKeys.judge].find((j): j is string => typeof j === "string" && j.includes("@")) ?? null;
  const known = candidates.filter((c) => KNOWN_FAMILIES.includes(c.value));
  const findings: Finding[] = [];
  if (known.length === 0) {
    const seen = candidates.map((c) => `${c.source} = "${c.value}"`).join("; ");
    findings.push({
      code: "family_unknown",
      severity: "warning",
      message: `no judge for this family: none of ${seen} names a family judged here (${KNOWN_FAMILIES.join(", ")}). Claims, turns, rollouts, files and findings are imported; nothing is re-scored and the gates that need a judge are not checkable. A task of a judged family sets [metadata] family = "<family>" in task.toml (or family: in the SPEC card).`,
    });
    return { family: null, familySource: null, requestedJudgeId: null, findings };
  }
  const chosen = known[0];
  const disagreeing = known.filter((c) => c.value !== chosen.value);
  if (disagreeing.length > 0) {
    findings.push({
      code: "family_conflict",
      severity: "warning",
      message: `family "${chosen.value}" from ${chosen.source}, but ${disagreeing.map((c) => `${c.source} says "${c.value}"`).join("; ")}`,
    });
  }
  return { family: chosen.value, familySource: chosen.source, requestedJudgeId, findings };
}

function familyOfJudge(judge: string): string {
  return judge.split("@")[0];
}

/** "agentic_vbench_understanding/flightgear-…" and "agentic-vbench/flightgear-…" -> "flightgear-…" */
function lastSegment(name: string): string {
  return name.split("/").pop() ?? name;
}

function isRecord(value: JsonValue | null): value is Record<string, JsonValue> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
