// The "github:pull-request" job's kind and parameters, apart from its handler so the webhook can
// enqueue it without loading git, the importer and octokit.
import { z } from "zod";
import { HANDLED_PR_ACTIONS } from "../webhook-payload";

export const PULL_REQUEST_JOB_KIND = "github:pull-request";

export const pullRequestJobParams = z.object({
  pullRequestId: z.string().min(1).max(100),
  headSha: z.string().regex(/^[0-9a-f]{40}$/),
  action: z.enum(HANDLED_PR_ACTIONS),
  deliveryId: z.string().max(100),
});
export type PullRequestJobParams = z.infer<typeof pullRequestJobParams>;

// "github:republish" (request-republish.ts queues it after a maintainer's action; here, not in a
// module of its own, so the kinds table an action loads grows by nothing)
export const REPUBLISH_JOB_KIND = "github:republish";

export const republishJobParams = z.object({
  taskId: z.string().min(1).max(200),
  /** the run reads the task no earlier than this (ms since the epoch): what lands before it is in the one publish */
  notBefore: z.number().int().nonnegative(),
});
export type RepublishJobParams = z.infer<typeof republishJobParams>;
