// The audit context a task folder gives (instruction text, budget, network posture, verifier-side
// names, media names), read from its files: pure, bytes in.
import { parse as parseToml } from "smol-toml";
import type { AuditContext } from "./context";
import { isObject } from "../parse/values";

const INSTRUCTION = "steps/solve/instruction.md";
const VERIFIER_DIRS = ["steps/solve/tests/", "steps/solve/solution/"];

function num(v: unknown): number | null {
  return typeof v === "number" && Number.isFinite(v) ? v : null;
}

/** Budget and posture from task.toml; a malformed file yields nothing rather than a throw. */
export function taskTomlFacts(text: string): Pick<AuditContext, "budget" | "allowInternet"> & { mediaUrl: string | null } {
  let doc: Record<string, unknown>;
  try {
    doc = parseToml(text);
  } catch {
    return { mediaUrl: null };
  }
  const env = isObject(doc.environment) ? doc.environment : {};
  const steps = Array.isArray(doc.steps) ? doc.steps.filter(isObject) : [];
  const solve = steps.find((s) => s.name === "solve") ?? steps[0];
  const agent = isObject(doc.agent) ? doc.agent : solve && isObject(solve.agent) ? solve.agent : {};
  const meta = isObject(doc.metadata) ? doc.metadata : {};
  const timeoutSec = num(agent.timeout_sec);
  const maxTurns = num(agent.max_turns);
  return {
    budget: timeoutSec !== null || maxTurns !== null ? { timeoutSec, maxTurns } : undefined,
    allowInternet: typeof env.allow_internet === "boolean" ? env.allow_internet : null,
    mediaUrl: typeof meta.source === "string" ? meta.source : null,
  };
}

export function auditContextFromTaskFiles(files: ReadonlyMap<string, Uint8Array>, rolloutPath?: string): AuditContext {
  const decode = (b: Uint8Array) => new TextDecoder("utf-8", { fatal: false }).decode(b);
  const context: AuditContext = {};
  if (rolloutPath) context.fileName = rolloutPath;
  const instruction = files.get(INSTRUCTION);
  if (instruction) context.instructionText = decode(instruction);
  const toml = files.get("task.toml");
  let mediaUrl: string | null = null;
  if (toml) {
    const facts = taskTomlFacts(decode(toml));
    if (facts.budget) context.budget = facts.budget;
    if (facts.allowInternet !== undefined) context.allowInternet = facts.allowInternet;
    mediaUrl = facts.mediaUrl;
  }
  context.answerKeyPaths = [...files.keys()].filter((p) => VERIFIER_DIRS.some((d) => p.startsWith(d)));
  const media = [...files.keys()].filter((p) => /\.(mp4|mkv|mov|webm)$/i.test(p)).map((p) => p.split("/").pop() ?? p);
  if (mediaUrl) media.push(mediaUrl.split("/").pop() ?? mediaUrl);
  context.mediaFileNames = [...new Set(media)];
  return context;
}
