"use client";
import { useHydrated } from "../use-hydrated";
import { ErrorLines, usePostForm, type ApiError } from "./post-form";

type Stored =
  | {
      ok: true;
      kind: "ledger";
      ledgerId: string;
      alreadyStored: boolean;
      claimedScore: number | null;
      scores: { judgeId: string; official: boolean; reward: number; reason: string }[];
      delta: number | null;
      claimAgrees: boolean | null;
    }
  | { ok: true; kind: "rollout"; alreadyStored: boolean; format: string; toolCallTurns: number | null; path: string };
type Answer = Stored | ApiError;

/** Contributor upload: a ledger (re-scored at once, claim checked) or a trajectory (turns counted). */
export function UploadForm({ taskId }: { taskId: string }) {
  const { answer, pending, post } = usePostForm<Stored>(`/api/tasks/${encodeURIComponent(taskId)}/uploads`);
  const hydrated = useHydrated();
  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    await post(new FormData(e.currentTarget));
  }
  return (
    <form method="post" onSubmit={submit} className="panel stack" data-testid="upload-form">
      <fieldset className="inline">
        <legend>Upload</legend>
        <label>
          <input type="radio" name="kind" value="ledger" defaultChecked /> ledger (solution.json)
        </label>
        <label>
          <input type="radio" name="kind" value="rollout" /> trajectory (.jsonl)
        </label>
      </fieldset>
      <label>
        Label <input name="label" required maxLength={120} placeholder="e.g. codex-gpt-5.6-sol rerun 2" />
      </label>
      <label>
        Claimed score (optional) <input name="claimedScore" inputMode="decimal" placeholder="0.0938" />
      </label>
      <label>
        File <input type="file" name="file" required />
      </label>
      <button type="submit" disabled={pending || !hydrated}>
        {pending ? "Uploading…" : "Upload and re-score"}
      </button>
      <UploadAnswer taskId={taskId} answer={answer} />
    </form>
  );
}

function UploadAnswer({ taskId, answer }: { taskId: string; answer: Answer | null }) {
  if (!answer) return null;
  if (!answer.ok) return <ErrorLines error={answer.error} testId="upload-error" />;
  if (answer.kind === "rollout")
    return (
      <p role="status" className="form-ok">
        {answer.alreadyStored ? "Already stored" : "Stored"} {answer.path}: {answer.format}, {answer.toolCallTurns ?? "unknown"} tool-call
        turns.
      </p>
    );
  const official = answer.scores.find((s) => s.official);
  return (
    <div role="status" className={answer.claimAgrees === false ? "error-box" : "form-ok"} data-testid="upload-result">
      {answer.alreadyStored ? "Already stored. " : "Stored. "}
      Recomputed {official ? `${official.reward.toFixed(4)} (${official.reason})` : "— (no official judge)"}
      {answer.claimedScore !== null ? `, claimed ${answer.claimedScore.toFixed(4)}` : ""}
      {answer.claimAgrees === false
        ? `: the claim does not reproduce (Δ ${answer.delta!.toFixed(4)}).`
        : answer.claimAgrees
          ? ": the claim reproduces."
          : "."}{" "}
      <a href={`/tasks/${encodeURIComponent(taskId)}/ledgers/${answer.ledgerId}`}>open in the inspector</a>
    </div>
  );
}
