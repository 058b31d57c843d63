// TEMPORARY dev preview (to be deleted): the inspector with 2,172 synthetic events.
import { LedgerInspector } from "@/components/inspector/LedgerInspector";
import type { JudgeEvent } from "@/lib/judges/types";
export const dynamic = "force-dynamic";
export default function P() {
  const events: JudgeEvent[] = [];
  for (let i = 0; i < 172; i++) events.push({ kind: "expected", index: i, matchedPrediction: i % 3 ? i : null, label: `action ${i}`, verdict: i % 3 ? (i % 2 ? "full" : "partial") : "none", timeSec: i * 6, endSec: i * 6 + 3, earned: i % 3 && i % 2 ? 1 : 0, available: 1, fields: [{ name: "verb", expected: "take", predicted: i % 3 ? "take" : null, verdict: i % 3 ? "ok" : "miss" }, { name: "start_frame", expected: i * 144, predicted: i * 144 + 13, tolerance: "±12 frames", verdict: "miss" }] });
  for (let p = 0; p < 2000; p++) events.push({ kind: "spurious", index: p, matchedPrediction: null, label: `prediction ${p}`, verdict: "spurious", timeSec: (p * 0.517) % 1068, endSec: null, earned: 0, available: 0, fields: [] });
  return <LedgerInspector events={events} fps={24} durationSec={1068} playback={{ kind: "none", trust: "none", message: "no video in this preview" }} aspectRatio={null} initialEvent={1500} />;
}
