// egocentric-activity-understanding@e25513b ("latest"): maximum one-to-one matching, so the
// submission's order is irrelevant (SPEC.md §5). Everything else is shared (judge.ts).
import { makeEgocentricJudge } from "./judge";
import { maximumMatching } from "./matching";

export const egocentricE25513b = makeEgocentricJudge({
  id: "egocentric-activity-understanding@e25513b",
  summary: "F1 over actions: exact verb + noun set + both boundaries within ±12 frames, maximum one-to-one matching",
  matcher: maximumMatching,
});
