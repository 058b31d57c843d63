import Link from "next/link";
import { getPrisma } from "@/lib/data/db";
import { guardPage } from "@/lib/auth/guard";
import { AccountForm } from "@/components/auth/AccountForm";

export const dynamic = "force-dynamic";

export default async function AccountPage({ searchParams }: { searchParams: Promise<{ welcome?: string }> }) {
  const actor = await guardPage("read");
  const { welcome } = await searchParams;
  const user = await (
    await getPrisma()
  ).user.findUniqueOrThrow({
    where: { id: actor.userId! },
    select: { name: true, email: true, role: true, accounts: { select: { providerId: true, password: true } } },
  });
  const hasPassword = user.accounts.some((a) => a.providerId === "credential" && !!a.password);
  return (
    <div className="narrow">
      <h1>Your account</h1>
      {welcome ? (
        <p className="form-ok">
          You are signed in as {user.email}. {hasPassword ? "" : "Set a password so you can sign in again without a link."}
        </p>
      ) : null}
      <p>
        {user.email} · role <strong>{user.role}</strong> · <Link href="/settings/tokens">API tokens</Link>
      </p>
      <AccountForm name={user.name} hasPassword={hasPassword} />
    </div>
  );
}
