// The run's metadata as a reviewer reads it: harness, model, workspace, tools offered, usage,
// cost, duration and how it ended.
import type { TrajectorySummary } from "@/lib/rollouts/types";
import { formatDuration, type RunTiming } from "@/lib/rollouts/view/step-timing";
import type { PromptMention } from "./prompt-evidence";

/** "2026-08-24 04:43:17 UTC" (seconds are enough beside a wall time) */
const clock = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;

function WallTime({ timing }: { timing: RunTiming }) {
  if (timing.wallMs === null) return <>not recorded (the format writes no timestamps)</>;
  return (
    <>
      {formatDuration(timing.wallMs)}
      <span className="muted">
        {timing.wallSource === "recorded" ? " (the log's own total)" : " (first to last timestamp)"}
        {timing.firstTimestamp && timing.lastTimestamp ? ` · ${clock(timing.firstTimestamp)} → ${clock(timing.lastTimestamp)}` : ""}
      </span>
    </>
  );
}
const n = (v: number | null | undefined) => (v === null || v === undefined ? "—" : v.toLocaleString("en"));

/** No user message holds the prompt: say what the log does show of instruction.md, with its step. */
function PromptShown({ mentions, stepHref }: { mentions: PromptMention[]; stepHref: (step: number) => string }) {
  if (mentions.length === 0) return <>no user message holds the prompt, and no step names instruction.md</>;
  return (
    <>
      no user message holds the prompt; the log names instruction.md at{" "}
      {mentions.map((m, i) => (
        <span key={m.step}>
          {i > 0 ? "; " : ""}
          <a href={stepHref(m.step)}>step #{m.step}</a>: <code>{m.excerpt}</code>
        </span>
      ))}
    </>
  );
}

export function RunSummary({
  summary,
  timing,
  mentions = [],
  stepHref = (step) => `?step=${step}`,
}: {
  summary: TrajectorySummary;
  timing: RunTiming;
  /** steps naming instruction.md (prompt-evidence.ts), shown when the log holds no prompt */
  mentions?: PromptMention[];
  stepHref?: (step: number) => string;
}) {
  const m = summary.meta;
  return (
    <dl className="rollout-meta" data-testid="run-summary">
      <dt>Format</dt>
      <dd>{summary.format}</dd>
      <dt>Harness</dt>
      <dd>
        {m?.harness ?? "—"} {summary.harnessVersion ?? ""}
      </dd>
      <dt>Model</dt>
      <dd>{summary.model ?? "not recorded"}</dd>
      <dt>Workspace</dt>
      <dd>
        {m?.cwd ?? "—"}
        {m?.permissionMode ? ` · ${m.permissionMode}` : ""}
      </dd>
      <dt>Tool calls</dt>
      <dd>
        {n(summary.toolCalls)}
        {summary.failedToolCalls ? ` (${summary.failedToolCalls} failed)` : ""}
        {summary.subagentToolCalls ? ` + ${summary.subagentToolCalls} in sub-agents` : ""} ·{" "}
        {Object.entries(summary.toolNames)
          .map(([k, v]) => `${k} ${v}`)
          .join(", ")}
      </dd>
      <dt>Turns</dt>
      <dd>
        {n(summary.modelTurns)} model turns{summary.reportedTurns !== null ? ` (the log says ${summary.reportedTurns})` : ""}
      </dd>
      <dt>Tools offered</dt>
      <dd>
        {m?.toolsOffered.length ? (
          <details>
            <summary>{m.toolsOffered.length} tools</summary>
            {m.toolsOffered.join(", ")}
          </details>
        ) : (
          "not recorded"
        )}
      </dd>
      <dt>Usage</dt>
      <dd>
        {m
          ? `${n(m.usage.inputTokens)} in (${n(m.usage.cachedInputTokens)} cached) · ${n(m.usage.outputTokens)} out · ${n(m.usage.reasoningTokens)} reasoning`
          : "—"}
      </dd>
      <dt>Cost</dt>
      <dd>{m?.costUsd !== null && m?.costUsd !== undefined ? `$${m.costUsd.toFixed(2)}` : "not recorded"}</dd>
      <dt>Wall time</dt>
      <dd data-testid="wall-time">
        <WallTime timing={timing} />
      </dd>
      <dt>Ended</dt>
      <dd data-testid="exit-reason">
        {m?.exitReason ?? "—"}
        {m?.exitDetail ? ` — ${m.exitDetail}` : ""}
      </dd>
      <dt>Prompt sha256</dt>
      <dd data-testid="prompt-sha256">
        {summary.firstUserMessage ? (
          <code>{summary.firstUserMessage.sha256}</code>
        ) : (
          <PromptShown mentions={mentions} stepHref={stepHref} />
        )}
      </dd>
    </dl>
  );
}
