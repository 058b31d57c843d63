import { guardRoute } from "@/lib/auth/guard";
import { getPrisma } from "@/lib/data/db";
import { getRolloutView } from "@/lib/data/rollouts/get-rollout-view";

export const dynamic = "force-dynamic";

const plain = { "content-type": "text/plain; charset=utf-8", "x-content-type-options": "nosniff" };

/** One step's full text: the viewer sends long steps cut to a head and links here for the rest. */
export const GET = guardRoute<{ id: string; rolloutId: string; step: string }>(
  { need: "read", taskId: (p) => p.id },
  async (_req, { params }) => {
    const n = /^\d{1,9}$/.test(params.step) ? Number(params.step) : -1;
    if (n < 0) return new Response(`step: not a step number (${params.step.slice(0, 40)})\n`, { status: 400, headers: plain });
    const view = await getRolloutView(await getPrisma(), params.id, params.rolloutId);
    if (!view) return new Response(`no trajectory ${params.rolloutId} in task ${params.id}\n`, { status: 404, headers: plain });
    const step = view.parsed.steps[n];
    if (!step) return new Response(`step ${n}: the trajectory has ${view.parsed.steps.length} steps\n`, { status: 404, headers: plain });
    return new Response(step.text, { headers: plain });
  },
);
