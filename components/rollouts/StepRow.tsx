"use client";
// One step of a trajectory: kind, tool, full text (tool outputs fold after a few lines), image
// placeholders with size and sha256, and markers for the findings that point at it.
import Link from "next/link";
import { memo, useState } from "react";
import { formatDuration, formatOffset } from "@/lib/rollouts/view/step-timing";
import { foldedText } from "./step-filter";
import type { ViewerFinding, ViewerStep } from "./viewer-types";

const DURATION_WORDS: Record<string, string> = {
  recorded: "as the log records it",
  "until-result": "from the call to its result",
  "until-next": "until the next record",
};

function StepTime({ step }: { step: ViewerStep }) {
  if (step.offsetMs === undefined && step.durationMs === undefined) return null;
  return (
    <span className="muted step-time" data-testid="step-time" title={step.timestamp}>
      {step.offsetMs !== undefined ? formatOffset(step.offsetMs) : ""}
      {step.durationMs !== undefined ? (
        <span title={DURATION_WORDS[step.durationSource ?? ""] ?? ""}> · took {formatDuration(step.durationMs)}</span>
      ) : null}
    </span>
  );
}

const KIND_LABEL: Record<string, string> = {
  system: "system",
  user: "user",
  assistant: "assistant",
  thinking: "thinking",
  tool_call: "call",
  tool_result: "result",
  result: "final",
  raw: "raw line",
};

function ImagePlaceholder({ image }: { image: NonNullable<ViewerStep["images"]>[number] }) {
  return (
    <span className="rollout-image" title="image payload (not stored inline)">
      image{image.mediaType ? ` ${image.mediaType}` : ""} ·{" "}
      {image.bytes !== null ? `${image.bytes.toLocaleString("en")} B` : "size not recorded"} · sha256{" "}
      {image.sha256 ? `${image.sha256.slice(0, 12)}…` : "not recorded"}
    </span>
  );
}

export const StepRow = memo(function StepRow({
  step,
  tool,
  findings,
  selected,
  fullTextHref,
}: {
  step: ViewerStep;
  tool?: string;
  findings?: ViewerFinding[];
  selected: boolean;
  fullTextHref: string;
}) {
  const [open, setOpen] = useState(false);
  const foldable = step.kind === "tool_result" || step.kind === "raw" || step.kind === "system";
  const { head, hiddenLines } = foldable && !open ? foldedText(step.text) : { head: step.text, hiddenLines: 0 };
  const worst = findings?.some((f) => f.severity === "fail")
    ? "fail"
    : findings?.some((f) => f.severity === "warning")
      ? "warning"
      : findings?.length
        ? "info"
        : null;
  return (
    <article
      className={`rollout-step kind-${step.kind}${step.isError ? " is-error" : ""}${selected ? " selected" : ""}${worst ? ` has-${worst}` : ""}`}
      id={`step-${step.index}`}
      data-testid="rollout-step"
      data-step={step.index}
    >
      <header>
        <span className="step-no">#{step.index}</span>
        <span className="step-kind">{KIND_LABEL[step.kind] ?? step.kind}</span>
        {tool ? <code className="step-tool">{tool}</code> : null}
        {step.exitCode !== undefined && step.exitCode !== null ? (
          <span className={step.exitCode === 0 ? "muted" : "step-bad"}>exit {step.exitCode}</span>
        ) : null}
        {step.isError ? <span className="step-bad">error</span> : null}
        {step.subagent ? <span className="muted">sub-agent</span> : null}
        {step.synthetic ? <span className="muted">harness note</span> : null}
        <StepTime step={step} />
        <span className="muted step-line">line {step.line}</span>
      </header>
      {step.solution?.map((s) => (
        <p key={s.ledgerHref} className="step-solution" data-testid="step-solution">
          {s.words} for {s.rowLabel}: <Link href={s.ledgerHref}>inspect {s.ledgerPath}</Link>
        </p>
      ))}
      {findings?.map((f) => (
        <p key={f.id} className={`step-finding sev-${f.severity}`} data-testid="step-finding">
          {f.severity}: {f.title}
        </p>
      ))}
      {head ? <pre className="step-text">{head}</pre> : null}
      {step.omittedChars ? (
        <p className="muted" data-testid="step-cut">
          {step.omittedChars.toLocaleString("en")} more characters not shown here ·{" "}
          <a href={fullTextHref} target="_blank" rel="noreferrer">
            full text
          </a>
        </p>
      ) : null}
      {hiddenLines > 0 ? (
        <button type="button" className="linklike" onClick={() => setOpen(true)}>
          show {hiddenLines} more line{hiddenLines === 1 ? "" : "s"}
        </button>
      ) : open ? (
        <button type="button" className="linklike" onClick={() => setOpen(false)}>
          fold
        </button>
      ) : null}
      {step.images?.map((img, i) => (
        <ImagePlaceholder key={i} image={img} />
      ))}
    </article>
  );
});
