// The commit status posted on a pull request's head: "success" only when every gate passes or
// warns on measured evidence; a gate that fails, cannot be checked yet, or holds only as claimed
// is counted in a "failure" (a claim is never published as a pass). Pure.
import type { Gate } from "../gates";

export const STATUS_CONTEXT = "vbench-review";
/** GitHub truncates a status description past 140 characters. */
const MAX_DESCRIPTION = 140;

export interface CommitStatus {
  state: "success" | "failure";
  description: string;
  context: string;
  target_url: string;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function commitStatusOf(gates: readonly Gate[], targetUrl: string): CommitStatus {
  const count = (o: Gate["outcome"]) => gates.filter((g) => g.outcome === o).length;
  const fail = count("fail");
  const insufficient = count("insufficient");
  const claimed = count("claimed");
  const blocking = fail + insufficient + claimed;
  const parts = [
    fail ? `${fail} fail` : "",
    insufficient ? `${insufficient} not checkable yet` : "",
    claimed ? `${claimed} claimed only` : "",
  ].filter(Boolean);
  const description =
    gates.length === 0
      ? "no gate evaluated"
      : blocking === 0
        ? `all ${plural(gates.length, "gate")} pass on measured evidence`
        : `${plural(blocking, "gate")} of ${gates.length} block: ${parts.join(", ")}`;
  return {
    state: gates.length > 0 && blocking === 0 ? "success" : "failure",
    description: description.slice(0, MAX_DESCRIPTION),
    context: STATUS_CONTEXT,
    target_url: targetUrl,
  };
}
