import { redirect } from "next/navigation";
import { SignInForm } from "@/components/auth/SignInForm";
import { safeNext } from "@/components/auth/auth-fetch";
import { currentActor } from "@/lib/auth/guard";

export const dynamic = "force-dynamic";

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ next?: string }> }) {
  const next = safeNext((await searchParams).next);
  const actor = await currentActor();
  if (actor.userId) redirect(next);
  return (
    <div className="narrow">
      <h1>Sign in</h1>
      <p className="muted">
        Accounts are by invitation: ask an admin for a sign-in link. On a new installation, the first start printed one.
      </p>
      <SignInForm next={next} github={Boolean(process.env.GITHUB_CLIENT_ID && process.env.GITHUB_CLIENT_SECRET)} />
    </div>
  );
}
