// egocentric-activity-understanding@157e7b4 ("lcs"): order-preserving alignment, so crossing
// pairs cannot both count (SPEC.md §5). Everything else is shared (judge.ts).
import { makeEgocentricJudge } from "./judge";
import { orderPreservingMatching } from "./matching";

export const egocentric157e7b4 = makeEgocentricJudge({
  id: "egocentric-activity-understanding@157e7b4",
  summary: "F1 over actions: exact verb + noun set + both boundaries within ±12 frames, order-preserving (LCS) alignment",
  matcher: orderPreservingMatching,
});
