"use server";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { getPrisma } from "@/lib/data/db";
import { GuardError, guardAction } from "@/lib/auth/guard";
import { revokeApiToken as revoke } from "@/lib/auth/tokens";

const schema = z.object({ tokenId: z.string().min(1).max(100) });

export const revokeApiToken = guardAction({ need: "read", schema, name: "revoke-api-token" }, async (input, actor) => {
  if (!(await revoke(await getPrisma(), actor.userId!, input.tokenId))) throw new GuardError("NOT_FOUND", "No such active token of yours.");
  revalidatePath("/settings/tokens");
  return { message: "Token revoked.", audit: { target: input.tokenId } };
});
