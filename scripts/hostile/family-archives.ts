// Every hostile archive as a revision of the contributor's own task (lib/archive refuses or stores
// it; a 5xx, no answer, or a server path in the refusal is a finding).
import { formPost, type Ctx } from "./context";
import { hostileArchives } from "./inputs-archives";
import { OWN } from "./server";

export async function archiveFamily(ctx: Ctx): Promise<void> {
  const archives = hostileArchives();
  // building the bombs blocks this event loop for seconds, past the server's keep-alive timeout:
  // let the pooled sockets see the server's close first, or the next POST goes out on a dead
  // socket and reads as "no answer" (what the "connection reset" on a zip in the first runs was)
  await new Promise((r) => setTimeout(r, 100));
  for (const [what, bytes] of archives)
    await ctx.probe.send({
      family: "archives",
      what,
      expect: "any",
      url: `/api/tasks/${OWN}/revisions`,
      init: formPost(ctx, [{ name: "archive", filename: "task.zip", bytes }], ctx.target.cookies.contributor),
    });
}
