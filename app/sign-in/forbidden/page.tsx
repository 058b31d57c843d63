import Link from "next/link";
import { currentActor } from "@/lib/auth/guard";

export const dynamic = "force-dynamic";

export default async function ForbiddenPage({ searchParams }: { searchParams: Promise<{ reason?: string }> }) {
  const reason = ((await searchParams).reason ?? "").slice(0, 300);
  const actor = await currentActor();
  return (
    <div className="narrow">
      <h1>Not allowed</h1>
      <p data-testid="forbidden-reason">{reason || "Your role does not allow this."}</p>
      <p className="muted">
        Signed in as {actor.name} ({actor.role}). An admin can change roles. <Link href="/">Back to the tasks</Link>
      </p>
    </div>
  );
}
