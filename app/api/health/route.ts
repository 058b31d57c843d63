import { getPrisma } from "@/lib/data/db";
import type { Answer } from "@/lib/openapi/answers";

export const dynamic = "force-dynamic";

/** Liveness for load balancers and test runners: public, and says nothing about the data. */
export async function GET() {
  const prisma = await getPrisma();
  await prisma.$queryRaw`SELECT 1`;
  return Response.json({ ok: true } satisfies Answer<"GET /api/health", 200>);
}
