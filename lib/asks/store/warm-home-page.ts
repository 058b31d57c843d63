// The home page's data computed once when the server starts, so its first visitor does not wait
// for every task's gate checklist (1,000 tasks on Postgres: ~0.7-1 s cold against ~60-80 ms from
// the status memo, npm run bench:scale) nor for Prisma to plan the triage queries the first time.
// Correctness does not depend on it: a status kept in the memo is used only while its revision's
// status stamp is unchanged (lib/gates/store/status-memo.ts).
import type { PrismaClient } from "../../generated/prisma/client";
import { listTriage } from "./triage-list";

/** Runs the home page's query (as a reader with no verdicts of their own); returns how many tasks it listed. */
export async function warmHomePage(prisma: PrismaClient): Promise<number> {
  return (await listTriage(prisma, null)).length;
}
