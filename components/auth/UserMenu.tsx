import Link from "next/link";
import type { Actor } from "@/lib/auth/roles";
import { SignOutButton } from "./SignOutButton";
import "./auth.css";

/** Who is signed in, with their role, in the header; or a sign-in link. */
export function UserMenu({ actor }: { actor: Actor }) {
  if (!actor.userId) return <Link href="/sign-in">Sign in</Link>;
  return (
    <span className="user-menu" data-testid="user-menu">
      {actor.role === "admin" ? <Link href="/admin/users">Admin</Link> : null}
      <Link href="/docs/api">API</Link>
      <Link href="/settings/account" data-testid="signed-in-as">
        {actor.name} ({actor.role})
      </Link>
      <SignOutButton />
    </span>
  );
}
