"use client";
// Reviewer tools for the task's media: verify the attached copy against the pin (a streaming
// hash on the server, with progress), or attach a copy by server path or by upload. A copy is
// only ever accepted when its sha256 equals the pin; every outcome is shown in the form.
import { useActionState, useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useHydrated } from "../use-hydrated";
import { attachMediaByPath } from "@/lib/actions/attach-media-by-path";
import { verifyMediaPin } from "@/lib/actions/verify-media-pin";
import type { ActionState } from "@/lib/auth/action-state";
import { IDLE, type MediaFormState } from "@/lib/media/media-form-state";
import { mediaRoute } from "@/lib/media/playback-source";

interface Props {
  taskId: string;
  mediaId: string;
  hasLocalCopy: boolean;
  hasPin: boolean;
}

interface Job {
  bytesDone: number;
  bytesTotal: number | null;
}

/** Polls the server's hash progress while `active`. */
function useHashProgress(mediaId: string, active: boolean): Job | null {
  const [job, setJob] = useState<Job | null>(null);
  useEffect(() => {
    if (!active) return;
    let stop = false;
    const tick = async () => {
      try {
        const r = await fetch(`${mediaRoute(mediaId)}/progress`, { cache: "no-store" });
        const body = (await r.json()) as { job: Job | null };
        if (!stop) setJob(body.job);
      } catch {
        /* the next tick tries again */
      }
      if (!stop) timer = setTimeout(tick, 500);
    };
    let timer = setTimeout(tick, 300);
    return () => {
      stop = true;
      clearTimeout(timer);
      setJob(null);
    };
  }, [mediaId, active]);
  return job;
}

function Progress({ job, label }: { job: Job | null; label: string }) {
  const mb = (n: number) => (n / 1048576).toFixed(0);
  return (
    <span className="muted" role="status">
      {label}…{" "}
      {job?.bytesTotal ? (
        <>
          <progress value={job.bytesDone} max={job.bytesTotal} /> {mb(job.bytesDone)} / {mb(job.bytesTotal)} MiB
        </>
      ) : job ? (
        `${mb(job.bytesDone)} MiB`
      ) : null}
    </span>
  );
}

/** A guarded action's answer as the media forms show it (refusals are errors). */
function mediaState(s: ActionState<MediaFormState["status"]>): MediaFormState {
  if (!s) return IDLE;
  return { status: s.data ?? (s.ok ? "ok" : "error"), message: s.message, fieldErrors: s.fieldErrors };
}

function Message({ state }: { state: MediaFormState }) {
  if (state.status === "idle") return null;
  return <p className={`form-message ${state.status}`}>{state.message}</p>;
}

function UploadForm({ mediaId }: { mediaId: string }) {
  const router = useRouter();
  const [state, setState] = useState<MediaFormState>(IDLE);
  const [sent, setSent] = useState<Job | null>(null);
  const hydrated = useHydrated();
  const file = useRef<HTMLInputElement>(null);
  const upload = (e: React.FormEvent) => {
    e.preventDefault();
    const f = file.current?.files?.[0];
    if (!f) return setState({ status: "error", message: "Choose a file first." });
    // XHR, not fetch: it reports upload progress; the server hashes while it receives
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${mediaRoute(mediaId)}?name=${encodeURIComponent(f.name)}`);
    xhr.upload.onprogress = (p) => setSent({ bytesDone: p.loaded, bytesTotal: p.lengthComputable ? p.total : null });
    xhr.onload = () => {
      setSent(null);
      try {
        const result = JSON.parse(xhr.responseText) as MediaFormState;
        setState(result);
        if (result.status === "ok") router.refresh();
      } catch {
        setState({ status: "error", message: `Upload failed (HTTP ${xhr.status}).` });
      }
    };
    xhr.onerror = () => {
      setSent(null);
      setState({ status: "error", message: "Upload failed: the connection broke." });
    };
    setState(IDLE);
    setSent({ bytesDone: 0, bytesTotal: f.size });
    xhr.send(f);
  };
  return (
    <form method="post" onSubmit={upload}>
      <label>
        Upload a copy: <input ref={file} type="file" accept="video/*,audio/*" name="file" />
      </label>
      <button type="submit" disabled={sent !== null || !hydrated}>
        Upload
      </button>
      {sent ? <Progress job={sent} label="uploading and hashing" /> : null}
      <Message state={state} />
    </form>
  );
}

export function MediaPinControls({ taskId, mediaId, hasLocalCopy, hasPin }: Props) {
  const [verifyAnswer, verify, verifying] = useActionState(verifyMediaPin, null);
  const [attachAnswer, attach, attaching] = useActionState(attachMediaByPath, null);
  const verifyState = mediaState(verifyAnswer);
  const attachState = mediaState(attachAnswer);
  const job = useHashProgress(mediaId, verifying || attaching);
  if (!hasPin) return <p className="muted">The task pins no sha256: copies cannot be verified.</p>;
  return (
    <details className="media-tools" data-testid="media-tools">
      <summary>Verify or attach a local copy</summary>
      <form action={verify}>
        <input type="hidden" name="taskId" value={taskId} />
        <input type="hidden" name="mediaId" value={mediaId} />
        <button type="submit" disabled={!hasLocalCopy || verifying}>
          Verify pin
        </button>
        {!hasLocalCopy ? <span className="muted">no local copy attached</span> : null}
        {verifying ? <Progress job={job} label="hashing" /> : null}
        <Message state={verifyState} />
      </form>
      <form action={attach}>
        <input type="hidden" name="taskId" value={taskId} />
        <input type="hidden" name="mediaId" value={mediaId} />
        <label htmlFor={`local-path-${mediaId}`}>Server path:</label>
        <input
          id={`local-path-${mediaId}`}
          type="text"
          name="localPath"
          placeholder="/data/videos/session.mp4"
          aria-invalid={!!attachState.fieldErrors?.localPath}
        />
        <button type="submit" disabled={attaching}>
          Attach
        </button>
        {attaching ? <Progress job={job} label="hashing" /> : null}
        {attachState.fieldErrors?.localPath ? (
          <span className="form-message error">{attachState.fieldErrors.localPath.join("; ")}</span>
        ) : null}
        <Message state={attachState} />
      </form>
      <UploadForm mediaId={mediaId} />
    </details>
  );
}
