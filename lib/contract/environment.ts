// Environment and pins: Dockerfile FROM without a digest, media URLs that name a moving ref,
// allow_internet, and the declared agent budget against budgets the calibration documents record
// (a timeout multiplier, "a 45-minute cap").
import { mutablePinReason } from "../gates/pin-mutability";
import { dockerfileBaseImages, isDigestPinned } from "./dockerfile-from";
import { isObject } from "./plain";
import { lineAt, lineText, matchesWithLines, quote } from "./text";
import type { ContractFinding } from "./types";

export interface EnvironmentInput {
  /** environment/Dockerfile* and any other Dockerfile the task ships */
  dockerfiles: { path: string; text: string }[];
  media: { url: string | null; source: string | null }[];
  /** the SPEC card's text, to cite the line a media URL is on */
  spec: { path: string; text: string } | null;
  taskToml: { path: string; text: string; parsed: Record<string, unknown> };
  /** calibration/*.md and SPEC.md: where runs record their caps */
  calibrationDocs: { path: string; text: string }[];
}

export function environmentFindings(input: EnvironmentInput): ContractFinding[] {
  return [...baseImages(input.dockerfiles), ...mediaPins(input.media, input.spec), ...internet(input.taskToml), ...budgets(input)];
}

export function baseImages(dockerfiles: EnvironmentInput["dockerfiles"]): ContractFinding[] {
  return dockerfiles.flatMap(({ path, text }) =>
    dockerfileBaseImages(text).flatMap((base): ContractFinding[] => {
      if (base.kind === "image" && isDigestPinned(base.image)) return [];
      const via = base.kind === "image" && base.written !== base.image ? ` (\`${base.written}\` with its ARG default)` : "";
      const message =
        base.kind === "unresolved"
          ? `base image \`${base.written}\` comes from the build argument ${base.arg}, which has no default: the Dockerfile pins no image, the build command chooses it`
          : base.image === ""
            ? "a FROM line names no image: the base cannot be checked, and Docker will not build it"
            : `base image \`${base.image}\`${via} is not pinned by digest: a tag can move, and the environment the task was calibrated in with it`;
      const image = base.kind === "image" && base.image !== "" ? base.image.replace(/@.*$/, "") : "<image>";
      return [
        {
          code: "base_image_not_digest_pinned",
          severity: "error",
          file: path,
          line: base.line,
          message,
          evidence: base.instruction,
          fix: `pin it: FROM ${image}@sha256:<digest> (docker buildx imagetools inspect ${image} prints it)${base.kind === "unresolved" ? `, or give ${base.arg} a digest-pinned default` : ""}`,
        },
      ];
    }),
  );
}

function mediaPins(media: EnvironmentInput["media"], spec: EnvironmentInput["spec"]): ContractFinding[] {
  return media.flatMap((m) => {
    const reason = mutablePinReason(m.url);
    if (reason === null || m.url === null) return [];
    const [file, stated] = splitSource(m.source);
    const at = spec && file === spec.path ? spec.text.indexOf(m.url) : -1;
    const line = stated ?? (at >= 0 ? lineAt(spec!.text, at) : null);
    return [
      {
        code: "mutable_media_pin" as const,
        severity: "warn" as const,
        file,
        line,
        message: `the media URL ${reason}: the sha256 still guards the bytes, but the file behind the link can change`,
        evidence: m.url ?? "",
        fix: "host the media at an immutable revision (a dataset commit, a release asset) and keep the sha256 and byte length",
      },
    ];
  });
}

/** "SPEC.md:114 input.url" -> ["SPEC.md", 114] */
function splitSource(source: string | null): [string, number | null] {
  const m = /^([^:\s]+):(\d+)/.exec(source ?? "");
  return m ? [m[1], Number(m[2])] : ["SPEC.md", null];
}

function tableOf(v: unknown, key: string): Record<string, unknown> | null {
  const t = isObject(v) ? v[key] : undefined;
  return isObject(t) ? t : null;
}

function internet(toml: EnvironmentInput["taskToml"]): ContractFinding[] {
  if (tableOf(toml.parsed, "environment")?.allow_internet !== true) return [];
  const line = toml.text.split("\n").findIndex((l) => /^\s*allow_internet\s*=\s*true/.test(l)) + 1;
  return [
    {
      code: "internet_allowed",
      severity: "warn",
      file: toml.path,
      line: line > 0 ? line : null,
      message: "the environment allows internet access: an agent can look the answer up, and a calibration row cannot be read as isolated",
      evidence: line > 0 ? lineText(toml.text, line) : "allow_internet = true",
      fix: "set allow_internet = false in [environment] (bake what the task needs into the image)",
    },
  ];
}

/** [steps.agent] timeout_sec of the solve step (the first step with one). */
export function declaredAgentBudget(parsed: Record<string, unknown>): number | null {
  const steps = parsed.steps;
  if (!Array.isArray(steps)) return null;
  for (const s of steps) {
    const t = tableOf(s, "agent")?.timeout_sec;
    if (typeof t === "number" && t > 0) return t;
  }
  return null;
}

const MULTIPLIER = /--agent-timeout-multiplier[`'"\s=]+(\d+(?:\.\d+)?)/gi;
const CAP = /\b(\d+(?:\.\d+)?)[- ](minute|min|hour|h)s?\b[- ](?:cap|budget|timeout|time limit|limit|trial)\b/gi;

function budgets(input: EnvironmentInput): ContractFinding[] {
  const declared = declaredAgentBudget(input.taskToml.parsed);
  if (declared === null) return [];
  const out: ContractFinding[] = [];
  const seen = new Set<number>();
  for (const doc of input.calibrationDocs) {
    const stated = [
      ...matchesWithLines(doc.text, MULTIPLIER).map(({ match, line }) => ({ sec: Number(match[1]) * declared, line, text: match[0] })),
      ...matchesWithLines(doc.text, CAP).map(({ match, line }) => ({
        sec: Number(match[1]) * (/^h/i.test(match[2]) ? 3600 : 60),
        line,
        text: match[0],
      })),
    ];
    for (const s of stated) {
      if (Math.abs(s.sec - declared) < 1 || seen.has(s.sec)) continue;
      seen.add(s.sec);
      out.push({
        code: "budget_mismatch",
        severity: "warn",
        file: doc.path,
        line: s.line,
        message: `a calibration run used a ${fmt(s.sec)} agent budget; task.toml declares ${fmt(declared)}`,
        evidence: `${doc.path}:${s.line} "${quote(s.text)}"; ${input.taskToml.path} [steps.agent] timeout_sec = ${declared}`,
        fix: "re-run calibration with the declared budget (no timeout multiplier), or declare the budget the runs used",
      });
    }
  }
  return out;
}

const fmt = (sec: number) => (sec % 3600 === 0 ? `${sec / 3600} h` : `${Math.round(sec / 60)} min`);
