// What the webhook's integration tests share: the route as the server mounts it, waiting for a job
// run to finish, and one database + GitHub fixture + job worker per file, the environment pointed at
// them and put back afterwards. (vi.mock of server-only, next/headers and next/cache stays in each
// test file: vitest hoists it per file.)
import { openHarness, type Harness } from "../../../auth/__tests__/harness";
import type { TestDatabaseKind } from "../../../db/__tests__/test-databases";
import { getJobSystem } from "../../../job-kinds/server";
import type { JobRunView } from "../../../jobs/types";
import { publishRetry } from "../publish-task";
import { openGitHubFixture, type GitHubFixture } from "./github-fixture";

export type Route = (req: Request) => Promise<Response>;

export const webhookRoute = async (): Promise<Route> =>
  ((await import("../../../../app/api/github/webhook/route")) as { POST: Route }).POST;

/** The run once it has finished (polled; vitest's own timeout bounds the wait). */
export async function finishedRun(id: string): Promise<JobRunView> {
  const jobs = await getJobSystem();
  for (;;) {
    const run = await jobs.get(id);
    if (run && ["succeeded", "failed", "cancelled"].includes(run.status)) return run;
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface WebhookHarness {
  h: Harness;
  f: GitHubFixture;
  close(): Promise<void>;
}

export async function openWebhookHarness(kind: TestDatabaseKind): Promise<WebhookHarness> {
  const f = await openGitHubFixture();
  const saved: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(f.env)) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
  publishRetry.retryDelaysMs = [10];
  const h = await openHarness(kind);
  await (await getJobSystem()).startWorker();
  return {
    h,
    f,
    async close() {
      await (await getJobSystem()).stop();
      (globalThis as { __vbenchJobs?: unknown }).__vbenchJobs = undefined;
      await h.close();
      await f.close();
      for (const [k, v] of Object.entries(saved))
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
    },
  };
}
