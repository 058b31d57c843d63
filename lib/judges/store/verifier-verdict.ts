// What a run of a folder's own verifier over its submissions amounts to, graded: each submission
// measured (scored) or not, and why not as the reviewer must read it — ground truth the verifier
// reads that the folder lacks is *absent* evidence; a crash, a timeout, no reward, or test.sh
// passing arguments its own judge rejects is an *error* on the task ("the shipped verifier does
// not run as shipped"). A job that scored nothing says so in its headline, never "succeeded". Pure.
export interface SubmissionRun {
  path: string;
  origin: string;
  status: string;
  reward: number | null;
  reason: string;
  stderrTail: string;
}

export interface VerifierFinding {
  code: "verifier-ground-truth-absent" | "verifier-does-not-run" | "verifier-diagnostic" | "verifier-example-scored";
  severity: "error" | "warning" | "info";
  message: string;
}

export interface VerifierVerdict {
  scored: number;
  total: number;
  /** one line: "scored 3 of 5 submissions (oracle 1.000, empty 0.000); 2 not scored: ..." or "ran, scored nothing: ..." */
  headline: string;
  findings: VerifierFinding[];
}

const lastLine = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .pop()
    ?.slice(0, 300) ?? "";

/** argparse's complaint about arguments test.sh passes ("unrecognized arguments: --details-json x"), or null. */
export function rejectedArguments(stderrTail: string): string | null {
  const m = /unrecognized arguments?: (.+)$/m.exec(stderrTail);
  return m ? m[1].trim() : null;
}

const anchorText = (runs: SubmissionRun[], origin: string, name: string) => {
  const r = runs.find((x) => x.origin === origin && x.status === "scored");
  return r && r.reward !== null ? `${name} ${r.reward.toFixed(3)}` : null;
};

export function verifierVerdict(runs: readonly SubmissionRun[], missing: readonly { path: string; namedIn: string }[]): VerifierVerdict {
  const scored = runs.filter((r) => r.status === "scored");
  const unscored = runs.filter((r) => r.status !== "scored");
  const findings: VerifierFinding[] = [];
  let why = "";
  if (unscored.length > 0 && missing.length > 0) {
    const names = missing.map((m) => `${m.path} (named in ${m.namedIn})`).join(", ");
    why = `the verifier reads ${names}, which the folder does not ship`;
    findings.push({
      code: "verifier-ground-truth-absent",
      severity: "warning",
      message: `${why}: ${unscored.length} of ${runs.length} submissions not scored, their evidence is absent (ship the file, or say where the reviewers get it)`,
    });
  } else if (unscored.length > 0) {
    // one finding per distinct way of failing: a verifier that crashes on everything is one finding
    const byCause = new Map<string, SubmissionRun[]>();
    for (const r of unscored) {
      const key = `${r.status}\n${lastLine(r.stderrTail) || r.reason}`;
      byCause.set(key, [...(byCause.get(key) ?? []), r]);
    }
    for (const [key, list] of byCause) {
      const [status, line] = key.split("\n");
      const rejected = rejectedArguments(list[0].stderrTail);
      const what = rejected ? `test.sh passes arguments its own judge rejects (${rejected})` : status;
      findings.push({
        code: "verifier-does-not-run",
        severity: "error",
        message: `the shipped verifier does not run as shipped: ${what} on ${list.length} of ${runs.length} submissions (${list
          .slice(0, 3)
          .map((r) => r.path)
          .join(", ")}${list.length > 3 ? ", …" : ""}); stderr: ${line}`,
      });
    }
    why = findings.map((f) => f.message.replace(/^the shipped verifier does not run as shipped: /, "")).join("; ");
  }
  const anchors = [anchorText([...runs], "oracle", "oracle"), anchorText([...runs], "empty", "empty")].filter(Boolean).join(", ");
  const headline =
    runs.length === 0
      ? "ran, scored nothing: the revision has no submission to score (no oracle, no ledger)"
      : scored.length === 0
        ? `ran, scored nothing: 0 of ${runs.length} submissions scored (${why})`
        : `scored ${scored.length} of ${runs.length} submissions${anchors ? ` (${anchors})` : ""}${unscored.length ? `; ${unscored.length} not scored: ${why}` : ""}`;
  return { scored: scored.length, total: runs.length, headline, findings };
}

/**
 * test.sh with the arguments its judge rejected removed (the plainer call a reviewer would try),
 * or null when they are not found verbatim. Its runs are diagnostic, never official.
 */
export function diagnosticTestSh(testSh: string, rejected: string): string | null {
  const at = testSh.indexOf(rejected);
  if (at < 0) return null;
  return testSh.slice(0, at).replace(/[ \t]+$/, "") + testSh.slice(at + rejected.length);
}
