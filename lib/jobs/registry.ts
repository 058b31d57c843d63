// Job kinds, registered by the modules that implement them (lib/jobs/kinds.ts imports each one so
// every worker process knows every kind). Kept on globalThis: Next bundles route handlers and
// instrumentation separately, and each bundle must see the same registrations.
import type { JobHandler, JobKindOptions } from "./types";

export interface JobKind<P = unknown> extends JobKindOptions<P> {
  kind: string;
  handler: JobHandler<P>;
}

const holder = globalThis as unknown as { __vbenchJobKinds?: Map<string, JobKind> };
const kinds = (holder.__vbenchJobKinds ??= new Map());

const KIND_PATTERN = /^[a-z][a-z0-9-]*(:[a-z0-9-]+)*$/;

export function registerJobHandler<P>(kind: string, handler: JobHandler<P>, options: JobKindOptions<P> = {}): void {
  if (!KIND_PATTERN.test(kind)) throw new Error(`job kind "${kind}" must be lowercase words joined by - or : (e.g. "audit:omission")`);
  kinds.set(kind, { kind, handler, ...options } as JobKind);
}

export function getJobKind(kind: string): JobKind | undefined {
  return kinds.get(kind);
}

export function listJobKinds(): string[] {
  return [...kinds.keys()].sort();
}

// test-only escape hatch: suites register throwaway kinds and remove them afterwards
export function unregisterJobHandler(kind: string): void {
  kinds.delete(kind);
}
