import type { Metadata } from "next";
import Link from "next/link";
import { UserMenu } from "@/components/auth/UserMenu";
import { currentActor } from "@/lib/auth/guard";
import "./globals.css";

export const metadata: Metadata = {
  title: "vbench-review",
  description: "Review video-understanding benchmark task PRs: gates, calibration, ledgers, verdicts.",
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const actor = await currentActor();
  return (
    <html lang="en">
      <body>
        <header className="topbar">
          <Link href="/" className="brand">
            vbench-review
          </Link>
          <nav>
            <Link href="/">Tasks</Link>
            {actor.role === "maintainer" || actor.role === "admin" ? <Link href="/pulls">Pull requests</Link> : null}
          </nav>
          <UserMenu actor={actor} />
        </header>
        <main className="page">{children}</main>
      </body>
    </html>
  );
}
