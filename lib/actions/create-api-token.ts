"use server";
// A user creates an API token for themselves; the secret is in the answer once and never again.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { getPrisma } from "@/lib/data/db";
import { guardAction } from "@/lib/auth/guard";
import { createApiToken as create, MAX_TOKEN_DAYS } from "@/lib/auth/tokens";

const schema = z.object({
  name: z.string().trim().min(1, "name the token (what will use it?)").max(80),
  access: z.enum(["read", "write"], { message: "choose read or write" }),
  tasks: z
    .string()
    .trim()
    .max(2000)
    .optional()
    .transform((v) => (v ? [...new Set(v.split(/[\s,]+/).filter(Boolean))] : null))
    .refine(
      (v) => v === null || v.every((id) => /^[A-Za-z0-9._@-]{1,200}$/.test(id)),
      "task ids are letters, digits, . _ @ - separated by commas or spaces",
    ),
  expiresInDays: z.coerce.number().int("whole days").min(1, "at least 1 day").max(MAX_TOKEN_DAYS, `at most ${MAX_TOKEN_DAYS} days`),
});

export const createApiToken = guardAction<typeof schema, { secret: string }>(
  { need: "read", schema, name: "create-api-token" },
  async (input, actor) => {
    const t = await create(await getPrisma(), {
      userId: actor.userId!,
      name: input.name,
      access: input.access,
      taskIds: input.tasks,
      expiresInDays: input.expiresInDays,
    });
    revalidatePath("/settings/tokens");
    return {
      message: `Token "${input.name}" created. Copy it now: it is not shown again.`,
      data: { secret: t.secret },
      audit: { target: t.id, details: { access: input.access, tasks: input.tasks ?? "all", expiresAt: t.expiresAt } },
    };
  },
);
