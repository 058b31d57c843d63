// Media requirements: a pinned, real, long-enough, at-least-720p file whose bytes were checked.
import { isPinnedUrl } from "../importers/media-pin";
import { formatMinutes } from "./format";
import { outcomeFromEvidence } from "./rows";
import { GATE_THRESHOLDS as T, GATE_THRESHOLD_TEXT } from "./thresholds";
import type { Gate, GateEvidence, GateFacts } from "./types";
import { measuredEvidence } from "./media-measured";
import { mutablePinReason } from "./pin-mutability";
import type { EvidenceGrade } from "./evidence-grade";

/** The media facts' grade: measured by ffprobe on the verified file, else what the SPEC card claims. */
function mediaGrade(facts: GateFacts): EvidenceGrade {
  return facts.media.source === "measured" ? "measured" : "claimed";
}

const SHA256_HEX = /^[0-9a-f]{64}$/i;

export function mediaPinnedGate(facts: GateFacts): Gate {
  const { url, sha256 } = facts.media;
  const evidence: GateEvidence[] = [];
  // a relative path or a local URL points into one checkout, not at published media
  if (url && isPinnedUrl(url)) {
    // the pin is the recorded text itself: reading it is measuring it
    evidence.push({ kind: "ok", grade: "measured", text: `URL ${url}`, numbers: {} });
    const mutable = mutablePinReason(url);
    if (mutable)
      evidence.push({
        kind: "warning",
        grade: "measured",
        text: `mutable pin: the URL ${mutable}; the SHA-256 still guards the bytes, but the file behind it can change (pin a commit or an immutable revision)`,
        numbers: {},
      });
  } else if (url && url.trim() !== "")
    evidence.push({ kind: "problem", text: `URL ${url} is not an absolute http(s) URL: it pins nothing outside this folder`, numbers: {} });
  else evidence.push({ kind: "missing", text: "no media URL", numbers: {} });
  if (!sha256 || sha256.trim() === "") evidence.push({ kind: "missing", text: "no SHA-256", numbers: {} });
  else if (!SHA256_HEX.test(sha256.trim()))
    evidence.push({ kind: "problem", text: `SHA-256 "${sha256}" is not 64 hex digits`, numbers: {} });
  else evidence.push({ kind: "ok", grade: "measured", text: `SHA-256 ${sha256.trim().toLowerCase()}`, numbers: {} });
  return {
    id: "media-pinned",
    title: "Media pinned (URL + SHA-256)",
    outcome: outcomeFromEvidence(evidence),
    threshold: GATE_THRESHOLD_TEXT["media-pinned"],
    evidence,
  };
}

export function mediaDurationGate(facts: GateFacts): Gate {
  const { durationSec, shortClipExemption } = facts.media;
  const grade = mediaGrade(facts);
  const evidence: GateEvidence[] = [];
  const numbers = { durationSec };
  // near a limit, minutes alone can round onto it ("10.0 min is shorter than 10 min")
  const exact = (sec: number) => `${Number(sec.toFixed(3))} s (${formatMinutes(sec)})`;
  if (durationSec === null) {
    evidence.push({ kind: "unknown", grade: "absent", text: "duration not probed yet", numbers });
  } else if (durationSec > T.maxDurationMin * 60) {
    evidence.push({ kind: "problem", grade, text: `${exact(durationSec)} is longer than ${T.maxDurationMin} min`, numbers });
  } else if (durationSec >= T.minDurationMin * 60) {
    evidence.push({
      kind: "ok",
      grade,
      text: `${formatMinutes(durationSec)}${grade === "claimed" ? " (claimed by the SPEC card)" : ""}`,
      numbers,
    });
  } else if (shortClipExemption) {
    // The family lets comparison tasks use short clips; the exemption is shown, never silent.
    evidence.push({ kind: "note", grade, text: `${exact(durationSec)}, short-clip exemption: ${shortClipExemption}`, numbers });
    if (grade === "claimed") evidence.push({ kind: "ok", grade, text: "the clip's length is only claimed by the SPEC card", numbers });
  } else {
    evidence.push({
      kind: "problem",
      grade,
      text: `${exact(durationSec)} is shorter than ${T.minDurationMin} min (no short-clip exemption)`,
      numbers,
    });
  }
  evidence.push(...measuredEvidence(facts, "duration"));
  return {
    id: "media-duration",
    title: `Media ${T.minDurationMin}-${T.maxDurationMin} minutes`,
    outcome: outcomeFromEvidence(evidence),
    threshold: GATE_THRESHOLD_TEXT["media-duration"],
    evidence,
  };
}

export function mediaResolutionGate(facts: GateFacts): Gate {
  const { width, height } = facts.media;
  const grade = mediaGrade(facts);
  const evidence: GateEvidence[] = [];
  const numbers = { width, height };
  if (height !== null && width === null) {
    // a card that states "resolution: 720" / "720p" gives the picture height (landscape video)
    const ok = height >= T.minShortSidePx;
    evidence.push({
      kind: ok ? "ok" : "problem",
      grade,
      text: `${height}p stated (height only)${ok ? "" : `, below ${T.minShortSidePx}p`}`,
      numbers,
    });
  } else if (width === null || height === null) {
    evidence.push({ kind: "unknown", grade: "absent", text: "frame size not probed yet", numbers });
  } else {
    const ok = Math.min(width, height) >= T.minShortSidePx;
    const claimed = grade === "claimed" ? " (claimed by the SPEC card)" : "";
    evidence.push({
      kind: ok ? "ok" : "problem",
      grade,
      text: `${width}x${height}${ok ? "" : `, below ${T.minShortSidePx}p`}${claimed}`,
      numbers,
    });
  }
  evidence.push(...measuredEvidence(facts, "resolution"));
  return {
    id: "media-resolution",
    title: `At least ${T.minShortSidePx}p`,
    outcome: outcomeFromEvidence(evidence),
    threshold: GATE_THRESHOLD_TEXT["media-resolution"],
    evidence,
  };
}

export function mediaVerifiedGate(facts: GateFacts): Gate {
  const state = facts.media.verification;
  const evidence: GateEvidence[] =
    state === "verified"
      ? [{ kind: "ok", grade: "measured", text: "bytes match the pinned SHA-256", numbers: {} }]
      : state === "mismatch"
        ? [{ kind: "problem", grade: "measured", text: "bytes do NOT match the pinned SHA-256", numbers: {} }]
        : [{ kind: "unknown", grade: "absent", text: "not verified yet", numbers: {} }];
  return {
    id: "media-verified",
    title: "Media pin verified",
    outcome: outcomeFromEvidence(evidence),
    threshold: GATE_THRESHOLD_TEXT["media-verified"],
    evidence,
  };
}
