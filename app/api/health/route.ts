import { getPrisma } from "@/lib/data/db";

export const dynamic = "force-dynamic";

export async function GET() {
  const prisma = await getPrisma();
  const tasks = await prisma.task.count();
  return Response.json({ ok: true, tasks });
}
