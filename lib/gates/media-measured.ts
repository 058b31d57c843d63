// The media gates' word on where their numbers come from: measured by ffprobe on the verified
// file (and where that differs from the SPEC card), or only claimed by the card.
import type { GateEvidence, GateFacts } from "./types";

type MediaFact = "duration" | "resolution";

export function measuredEvidence(facts: GateFacts, fact: MediaFact): GateEvidence[] {
  const { source, claimDifferences = [] } = facts.media;
  const mine = claimDifferences.filter((d) => d.startsWith(`${fact}:`));
  if (source === "measured")
    return [
      { kind: "note", text: `measured by ffprobe on the verified file`, numbers: {} },
      ...mine.map((d) => ({ kind: "note" as const, text: `the SPEC card differs: ${d}`, numbers: {} })),
    ];
  if (source === "claimed")
    return [{ kind: "note", text: "as the SPEC card claims: not measured yet (fetch the pinned media to probe it)", numbers: {} }];
  return [];
}
