import { redirect } from "next/navigation";
import { SignInForm } from "@/components/auth/SignInForm";
import { safeNext } from "@/components/auth/auth-fetch";
import { currentActor } from "@/lib/auth/guard";
import { readEnv } from "@/lib/env";

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
      <SignInForm next={next} github={readEnv().GITHUB_CLIENT_ID !== undefined} />
    </div>
  );
}
