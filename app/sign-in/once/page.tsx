import { OneTimeSignIn } from "@/components/auth/OneTimeSignIn";

export const dynamic = "force-dynamic";

/** The landing page of a one-time sign-in link (first start, invite). */
export default async function OneTimeSignInPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const token = (await searchParams).token ?? "";
  return (
    <div className="narrow">
      <h1>Sign in with a one-time link</h1>
      {/^[\w-]{20,200}$/.test(token) ? (
        <>
          <p>This link works once. After signing in you can set your name and a password.</p>
          <OneTimeSignIn token={token} />
        </>
      ) : (
        <p className="error-box">This link is incomplete: copy the whole URL, or ask an admin for a new one.</p>
      )}
    </div>
  );
}
