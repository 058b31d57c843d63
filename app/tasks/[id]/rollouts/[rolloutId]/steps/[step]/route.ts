import { z } from "zod";
import { guardRoute } from "@/lib/auth/guard";
import { getPrisma } from "@/lib/data/db";
import { getRolloutView } from "@/lib/rollouts/store/get-rollout-view";

export const dynamic = "force-dynamic";

const plain = { "content-type": "text/plain; charset=utf-8", "x-content-type-options": "nosniff" };

const stepPath = z.object({
  id: z.string(),
  rolloutId: z.string(),
  step: z
    .string()
    .regex(/^\d{1,9}$/, "not a step number")
    .transform(Number),
});

/** One step's full text: the viewer sends long steps cut to a head and links here for the rest (a bad step number: 400 in the error shape). */
export const GET = guardRoute(
  { need: "read", taskId: (p: { id: string; rolloutId: string; step: string }) => p.id, params: stepPath },
  async (_req, { checkedParams: { id, rolloutId, step: n } }) => {
    const view = await getRolloutView(await getPrisma(), id, rolloutId);
    if (!view) return new Response(`no trajectory ${rolloutId} in task ${id}\n`, { status: 404, headers: plain });
    const step = view.parsed.steps[n];
    if (!step) return new Response(`step ${n}: the trajectory has ${view.parsed.steps.length} steps\n`, { status: 404, headers: plain });
    return new Response(step.text, { headers: plain });
  },
);
