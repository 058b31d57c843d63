// The one line a maintainer's action adds (verdict, tick, accept, reject): ask for the debounced
// re-publish of the task on its open PRs (lib/github/store/request-republish.ts). The job system is
// imported only when there is something to publish, so an action loads a query and a schema, not
// the queue. The action's own write is already committed: a failure to queue the publish is logged
// and leaves the action's answer as it is.
import { getPrisma } from "../data/db";
import { requestRepublish, type Enqueue, type RepublishRequest } from "../github/store/request-republish";

const enqueueLazily: Enqueue = async (kind, params, options) => (await import("./server")).enqueueJob(kind, params, options);

export async function republishAfterAction(taskId: string, actorId: string | null): Promise<RepublishRequest | null> {
  try {
    return await requestRepublish(await getPrisma(), enqueueLazily, taskId, actorId);
  } catch (e) {
    console.error(`[github] re-publishing ${taskId} was not queued: ${e instanceof Error ? e.message : e}`);
    return null;
  }
}
