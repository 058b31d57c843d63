"use client";
import { useState } from "react";
import { useHydrated } from "../use-hydrated";
import { TextOptions } from "@/components/TextOptions";

type Check = { claim: string; reproduces: boolean | null; message: string };
type Answer =
  | { ok: false; error: { code: string; message: string } }
  | {
      ok: true;
      rowId: string;
      scores: { judgeId: string; official: boolean; reward: number; reason: string }[];
      checks: Check[];
      notReproduced: Check[];
      trajectory: { format: string; toolCallTurns: number | null; findings?: { kind: string; severity: string; title: string }[] } | null;
      submission?: string | null;
      /** findings that refuse Accept (same bytes as a stored row, another instruction in the log) */
      blocking?: { code: string; message: string }[];
    };

export interface RowFormChoices {
  conditions: readonly string[];
  networkPostures: readonly { value: string; label: string }[];
  transforms: readonly string[];
}

const TEXT_FIELDS = [
  "harness",
  "harnessVersion",
  "model",
  "reasoning",
  "claimedScore",
  "claimedTurns",
  "instructionSha256",
  "condition",
  "networkPosture",
  "wrapped",
  "declaredTransform",
  "status",
  "notes",
] as const;

/** The form's fields as the rows route takes them: the text fields as one JSON part, the ledger and trajectory as files. */
function rowSubmission(data: FormData): FormData {
  const row: Record<string, string> = {};
  for (const k of TEXT_FIELDS) {
    const v = data.get(k);
    if (typeof v === "string" && v !== "") row[k] = v;
  }
  const body = new FormData();
  body.append("row", JSON.stringify(row));
  const ledger = data.get("ledger");
  if (ledger instanceof File && ledger.size) body.append("ledger", ledger, ledger.name);
  const trajectory = data.get("trajectory");
  if (trajectory instanceof File && trajectory.size) body.append("trajectory", trajectory, trajectory.name);
  return body;
}

/** How the run was made: its network, whether the harness was wrapped, a declared transform, the status asked for. */
function ProvenanceFields({ choices }: { choices: RowFormChoices }) {
  return (
    <>
      <label>
        Network{" "}
        <select name="networkPosture" defaultValue="unstated">
          {choices.networkPostures.map((n) => (
            <option key={n.value} value={n.value}>
              {n.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Harness mode{" "}
        <select name="wrapped" defaultValue="">
          <option value="">not stated</option>
          <option value="native">native</option>
          <option value="wrapped">wrapped or coached</option>
        </select>
      </label>
      <label>
        Declared transform{" "}
        <select name="declaredTransform" defaultValue="">
          <option value="">none</option>
          <TextOptions values={choices.transforms} />
        </select>
      </label>
      <label>
        Status{" "}
        <select name="status" defaultValue="">
          <option value="">let a maintainer decide (proposed as official)</option>
          <option value="official">official (maintainers only)</option>
          <option value="diagnostic">diagnostic</option>
        </select>
      </label>
    </>
  );
}

/** The row's fields: who ran what under which condition, the claims, and the files. */
function RowFields({ choices, instructionSha256 }: { choices: RowFormChoices; instructionSha256: string }) {
  return (
    <>
      <label>
        Harness <input name="harness" required maxLength={80} placeholder="Codex CLI" />
      </label>
      <label>
        Harness version <input name="harnessVersion" maxLength={80} placeholder="0.42.0" />
      </label>
      <label>
        Model <input name="model" maxLength={120} placeholder="gpt-5.6" />
      </label>
      <label>
        Reasoning <input name="reasoning" maxLength={80} placeholder="high" />
      </label>
      <label>
        Condition{" "}
        <select name="condition" defaultValue="full">
          <TextOptions values={choices.conditions} />
        </select>
      </label>
      <label>
        Claimed score <input name="claimedScore" required inputMode="decimal" placeholder="0.0938" />
      </label>
      <label>
        Claimed turns <input name="claimedTurns" inputMode="numeric" placeholder="88" />
      </label>
      <label>
        Instruction sha256{" "}
        <input name="instructionSha256" required defaultValue={instructionSha256} pattern="[0-9a-f]{64}" className="mono" />
      </label>
      <ProvenanceFields choices={choices} />
      <label>
        Ledger <input type="file" name="ledger" required />
      </label>
      <label>
        Trajectory (optional) <input type="file" name="trajectory" />
      </label>
    </>
  );
}

/**
 * A contributor's calibration row: the row's fields as JSON plus the ledger and trajectory, sent
 * to POST /api/tasks/<id>/rows; the answer shows each claim and whether it reproduced.
 */
export function RowForm({ taskId, instructionSha256, choices }: { taskId: string; instructionSha256: string; choices: RowFormChoices }) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setPending(true);
    const body = rowSubmission(new FormData(e.currentTarget));
    try {
      const res = await fetch(`/api/tasks/${encodeURIComponent(taskId)}/rows`, { method: "POST", body });
      setAnswer((await res.json()) as Answer);
    } catch (err) {
      setAnswer({ ok: false, error: { code: "NETWORK", message: err instanceof Error ? err.message : String(err) } });
    } finally {
      setPending(false);
    }
  }
  return (
    <form method="post" onSubmit={submit} className="panel stack" data-testid="row-form">
      <h3>Submit a calibration row</h3>
      <RowFields choices={choices} instructionSha256={instructionSha256} />
      <button type="submit" disabled={pending || !hydrated}>
        {pending ? "Submitting…" : "Submit row and check claims"}
      </button>
      <RowAnswer answer={answer} />
    </form>
  );
}

const MARK = { true: "✓ reproduces", false: "✗ does not reproduce", null: "– not checkable" } as const;

function RowAnswer({ answer }: { answer: Answer | null }) {
  if (!answer) return null;
  if (!answer.ok)
    return (
      <div role="status" className="error-box" data-testid="row-error">
        {answer.error.message.split("; ").map((e) => (
          <div key={e}>{e}</div>
        ))}
      </div>
    );
  const blocking = answer.blocking ?? [];
  return (
    <div role="status" className={answer.notReproduced.length || blocking.length ? "error-box" : "form-ok"} data-testid="row-result">
      <p>
        {answer.notReproduced.length
          ? `Stored. ${answer.notReproduced.length} claim(s) do not reproduce.`
          : "Stored. Every checkable claim reproduces."}
      </p>
      {answer.submission === "submitted" ? (
        <p data-testid="row-submission" data-submission="submitted">
          Submitted — not counted until a maintainer accepts.
        </p>
      ) : null}
      {blocking.length ? (
        <ul data-testid="row-blocking">
          {blocking.map((f, i) => (
            <li key={i} data-code={f.code}>
              <strong>Blocks acceptance</strong>: {f.message}
            </li>
          ))}
        </ul>
      ) : null}
      {answer.trajectory?.findings?.some((f) => f.severity === "fail") ? (
        <ul data-testid="row-trajectory-findings">
          {answer.trajectory.findings
            .filter((f) => f.severity === "fail")
            .map((f, i) => (
              <li key={i} data-kind={f.kind}>
                <strong>{f.kind}</strong>: {f.title}
              </li>
            ))}
        </ul>
      ) : null}
      <ul>
        {answer.checks.map((c) => (
          <li key={c.claim} data-claim={c.claim} data-reproduces={String(c.reproduces)}>
            <strong>{c.claim}</strong> {c.reproduces === true ? MARK.true : c.reproduces === false ? MARK.false : MARK.null}: {c.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
