// Test-only: a database of the given kind with a real job system and its worker (the production
// kinds table) for the tests of a describe block, and waiting for a run to finish (no time limit:
// the sandbox's own limits end every verifier run).
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { TestDatabaseKind } from "../../../db/__tests__/test-databases";
import type { Database } from "../../../db/client";
import { createJobSystem, type JobSystem } from "../../../jobs/job-system";
import type { JobRunView } from "../../../jobs/types";
import { JOB_KINDS } from "../../../job-kinds/table";

export interface JobHarness {
  db: Database & { drop(): Promise<void> };
  jobs: JobSystem;
  /** task folders made by the tests; each one's parent dir is removed afterwards */
  temps: string[];
}

export function useJobSystem(kind: TestDatabaseKind): JobHarness {
  const h = { temps: [] as string[] } as unknown as JobHarness;
  beforeAll(async () => {
    h.db = await kind.open();
    h.jobs = await createJobSystem(h.db, { kinds: JOB_KINDS, heartbeatMs: 200 });
    await h.jobs.startWorker();
  });
  afterAll(async () => {
    await h.jobs?.stop();
    await h.db?.drop();
    for (const t of h.temps) fs.rmSync(path.dirname(t), { recursive: true, force: true });
  });
  return h;
}

export async function untilFinished(jobs: JobSystem, id: string): Promise<JobRunView> {
  for (;;) {
    const run = await jobs.get(id);
    if (run && ["succeeded", "failed", "cancelled"].includes(run.status)) return run;
    await new Promise((r) => setTimeout(r, 100));
  }
}
