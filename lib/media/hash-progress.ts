// In-process registry of running hashes (verify a pin, upload a copy), keyed by media id, so a
// progress endpoint can report on a hash started by a server action in another request. One
// server process serves the app (PGlite allows one), so process memory is the right scope.
import type { HashProgress } from "../storage/hash-file";

export interface HashJob extends HashProgress {
  mediaId: string;
  activity: "verifying" | "uploading";
  startedAt: number;
  updatedAt: number;
}

declare global {
  // the process's one instance, shared by every Next bundle
  var __vbenchHashJobs: Map<string, HashJob> | undefined;
}
const holder = globalThis;
const jobs = (holder.__vbenchHashJobs ??= new Map());

export function hashJob(mediaId: string): HashJob | null {
  return jobs.get(mediaId) ?? null;
}

export function startHashJob(mediaId: string, activity: HashJob["activity"], bytesTotal: number | null): HashJob | null {
  if (jobs.has(mediaId)) return null; // one hash per media at a time
  const now = Date.now();
  const job: HashJob = { mediaId, activity, bytesDone: 0, bytesTotal, startedAt: now, updatedAt: now };
  jobs.set(mediaId, job);
  return job;
}

export function reportHashProgress(mediaId: string, p: HashProgress): void {
  const job = jobs.get(mediaId);
  if (job) Object.assign(job, p, { updatedAt: Date.now() });
}

export function endHashJob(mediaId: string): void {
  jobs.delete(mediaId);
}
