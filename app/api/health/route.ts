import { getDb } from "@/lib/data/db";
import { seedingSettled, seedingState, type SeedingState } from "@/lib/seeding/bundled-seeding";
import type { Answer } from "@/lib/openapi/answers";

export const dynamic = "force-dynamic";

/**
 * Liveness for load balancers and test runners: public, and says nothing about the data beyond how
 * far importing the bundled tasks got. `?ready=seeded` answers 503 until they are all there (the
 * e2e server waits on it; plain liveness does not, the server serves while it imports).
 */
export async function GET(req: Request) {
  // a round trip to the database on the probe's own connection (Database.ping says why)
  await (await getDb()).ping();
  const seeding = publicSeeding(seedingState());
  if (new URL(req.url).searchParams.get("ready") === "seeded" && !seedingSettled()) {
    return Response.json({ ok: false, seeding } satisfies Answer<"GET /api/health", 503>, { status: 503 });
  }
  return Response.json({ ok: true, seeding } satisfies Answer<"GET /api/health", 200>);
}

/** a failure's reason may name server paths: signed-in users read it on the task list */
function publicSeeding(s: SeedingState): Answer<"GET /api/health", 200>["seeding"] {
  return s.state === "failed" ? { state: "failed", task: s.task } : s;
}
