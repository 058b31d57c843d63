"use server";
// A maintainer makes another registered judge pairing of the task's latest revision the official
// one: the flag moves, that pairing's ledgers are scored again, the gates follow. Audit-logged by
// the guard with the old and new judge.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { getPrisma } from "@/lib/data/db";
import { guardAction } from "@/lib/auth/guard";

const schema = z.object({
  taskId: z.string().min(1, "task is missing").max(200),
  judgeId: z
    .string()
    .min(1, "choose a judge")
    .max(200)
    .regex(/^[a-z0-9-]+@[0-9a-f]{7,40}$/, "not a judge id (<family>@<commit>)"),
});

export const setOfficialJudge = guardAction(
  { need: "review", schema, taskId: (i) => i.taskId, name: "set-official-judge" },
  async (input) => {
    // loaded when it runs: re-scoring pulls in every judge, which importing the action must not
    const { PairingChoiceError, setOfficialPairing } = await import("@/lib/importers/store/official-pairing");
    try {
      const r = await setOfficialPairing(await getPrisma(), input.taskId, input.judgeId);
      if (r.unchanged)
        return {
          message: `${r.to} is already the official judge.`,
          audit: { target: r.revisionId, details: { judgeId: r.to, unchanged: true } },
        };
      revalidatePath(`/tasks/${encodeURIComponent(input.taskId)}`);
      revalidatePath("/");
      return {
        message: `Official judge is now ${r.to} (was ${r.from ?? "none"}); ${r.rescored} ledger${r.rescored === 1 ? "" : "s"} scored again, gates recomputed.`,
        data: { from: r.from, to: r.to, rescored: r.rescored },
        audit: { target: r.revisionId, details: { from: r.from, to: r.to, rescored: r.rescored } },
      };
    } catch (e) {
      if (e instanceof PairingChoiceError)
        return { ok: false, message: "The official judge was not changed.", fieldErrors: { judgeId: [e.message] } };
      throw e;
    }
  },
);
