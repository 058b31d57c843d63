// Checks that need one calibration row's claims: condition conformity (what a degraded run was
// allowed to touch) and claims (turns, model, harness version, the ledger it is scored on). They
// read only the stored summary, so they run wherever a row meets its trajectory.
import type { TrajectorySummary } from "../types";
import type { RowClaims } from "./context";
import type { Finding } from "./finding";

function norm(s: string): string {
  return s
    .toLowerCase()
    .replace(/^us\.anthropic\.|^anthropic\/|^openai\/|^google\//, "")
    .replace(/[^a-z0-9]/g, "");
}

export function auditRowAgainstTrajectory(summary: TrajectorySummary, row: RowClaims): Finding[] {
  return [...conditionFindings(summary, row.condition ?? null), ...claimFindings(summary, row)];
}

function conditionFindings(s: TrajectorySummary, condition: string | null): Finding[] {
  const cov = s.coverage;
  if (!cov || !condition) return [];
  const c = condition.toLowerCase();
  const f = (title: string, evidence: string, step: number | null, severity: Finding["severity"] = "fail"): Finding => ({
    kind: "condition_violation",
    severity,
    step,
    line: null,
    title,
    evidence,
  });
  const firstMedia = cov.segments[0]?.step ?? null;
  if (c === "no-media" && (cov.mediaCalls > 0 || cov.segments.length > 0)) {
    return [
      f(
        `no-media run touched the media (${cov.mediaCalls} call${cov.mediaCalls === 1 ? "" : "s"})`,
        cov.segments[0]?.source ?? "a tool call names the media file",
        firstMedia,
      ),
    ];
  }
  if (c === "single-frame" && (cov.framesExtracted > 1 || cov.unboundedVideoDecode || cov.segments.some((x) => x.kind === "video"))) {
    return [
      f(
        `single-frame run extracted ${cov.unboundedVideoDecode ? "an unbounded number of" : cov.framesExtracted} frames`,
        cov.segments
          .slice(0, 5)
          .map((x) => x.source)
          .join("; "),
        firstMedia,
      ),
    ];
  }
  if (c === "frame-dump-no-tools" && (s.toolCalls ?? 0) > 0) {
    return [
      f(
        `frame-dump-no-tools run called ${s.toolCalls} tools`,
        Object.entries(s.toolNames)
          .map(([k, v]) => `${k} ×${v}`)
          .join(", "),
        null,
      ),
    ];
  }
  if (c === "audio-only") {
    const video = cov.segments.find((x) => x.kind !== "audio");
    if (video || cov.imagesViewed > 0)
      return [f("audio-only run decoded or viewed video", video?.source ?? `${cov.imagesViewed} images viewed`, video?.step ?? null)];
  }
  if (c === "full" && s.format !== "unknown" && cov.mediaCalls === 0 && cov.imagesViewed === 0) {
    return [
      {
        kind: "media_not_inspected",
        severity: "warning",
        step: null,
        line: null,
        title: "the run never opened the media",
        evidence: `${s.toolCalls ?? 0} tool calls, none naming a media file`,
      },
    ];
  }
  return [];
}

function claimFindings(s: TrajectorySummary, row: RowClaims): Finding[] {
  const out: Finding[] = [];
  const claim = (title: string, evidence: string, step: number | null = null, severity: Finding["severity"] = "warning"): Finding => ({
    kind: "claim_mismatch",
    severity,
    step,
    line: null,
    title,
    evidence,
  });
  if (row.claimedToolCalls != null && s.toolCalls !== null && row.claimedToolCalls !== s.toolCalls) {
    out.push(
      claim(
        `claimed ${row.claimedToolCalls} tool-call turns; the log has ${s.toolCalls}`,
        `counted per TRAJECTORY_FORMATS.md: ${Object.entries(s.toolNames)
          .map(([k, v]) => `${k} ${v}`)
          .join(", ")}`,
      ),
    );
  }
  if (row.claimedModel && s.model && !norm(s.model).includes(norm(row.claimedModel)) && !norm(row.claimedModel).includes(norm(s.model))) {
    out.push(claim(`claimed model ${row.claimedModel}; the log records ${s.model}`, s.model));
  }
  if (row.claimedHarnessVersion && s.harnessVersion && row.claimedHarnessVersion.trim() !== s.harnessVersion) {
    out.push(claim(`claimed harness version ${row.claimedHarnessVersion}; the log records ${s.harnessVersion}`, s.harnessVersion));
  }
  const written = (s.written ?? []).filter((w) => /solution|submission|output/i.test(w.path));
  const last = written[written.length - 1];
  if (row.ledger && last) {
    if (last.sha256 !== row.ledger.sha256) {
      out.push(
        claim(
          `the stored ledger is not the file the agent last wrote (${last.path})`,
          `written ${last.sha256} (${last.bytes} B) vs stored ${row.ledger.path} ${row.ledger.sha256}`,
          last.step,
        ),
      );
    }
  }
  if (last && last.shape === "array") {
    out.push(
      claim(
        `the agent's final ${last.path} is a bare JSON array; the task requires an object`,
        `${last.bytes} B, top level [ … ]`,
        last.step,
      ),
    );
  }
  return out;
}
