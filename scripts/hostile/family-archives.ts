// Every hostile archive as a revision of the contributor's own task (lib/archive refuses or stores
// it; a 5xx, no answer, or a server path in the refusal is a finding), each within the time budget,
// and while each one is being answered, `/api/health` must answer within the budget too: an import
// that holds the web server's event loop stops every other request (issue 32: 13 KB of `coached `
// in scores.md took 172 s, and health got no answer for 120 s).
import { formPost, type Ctx } from "./context";
import { tarGz } from "./containers";
import { demoFolder, hostileArchives } from "./inputs-archives";
import { encodeText } from "./mutations";
import { OWN } from "./server";

/** The real demo folder with its scores.md replaced by prose that made the lifter quadratic. */
export function slowProseArchives(): Array<[string, Buffer]> {
  const folder = demoFolder();
  const withScores = (text: string) =>
    tarGz([
      ...folder.filter((e) => e.name !== `${OWN}/calibration/scores.md`),
      { name: `${OWN}/calibration/scores.md`, data: encodeText(text) },
    ]);
  return [
    // the archive of the finding: 12,925 bytes of one word and a space, no sentence break
    ["scores.md `coached ` × 13 KB (the 172 s archive)", withScores("coached ".repeat(1616))],
    ["scores.md `coached ` × 64 KB", withScores("coached ".repeat(8192))],
    ["scores.md 64 KB of provenance words, no full stop", withScores("wrapped coached native replaced measured constructed ".repeat(1200))],
    ["scores.md 10,000 table rows", withScores(`| a | b |\n|---|---|\n${"| coached | 0.1 |\n".repeat(10_000)}`)],
    ["scores.md 2,000 nested list levels", withScores(Array.from({ length: 2000 }, (_, i) => `${"  ".repeat(i)}- coached`).join("\n"))],
  ];
}

export async function archiveFamily(ctx: Ctx): Promise<void> {
  const archives = [...slowProseArchives(), ...hostileArchives()];
  // building the bombs blocks this event loop for seconds, past the server's keep-alive timeout:
  // let the pooled sockets see the server's close first, or the next POST goes out on a dead
  // socket and reads as "no answer" (what the "connection reset" on a zip in the first runs was)
  await new Promise((r) => setTimeout(r, 100));
  for (const [what, bytes] of archives) {
    const sent = ctx.probe.send({
      family: "archives",
      what,
      expect: "any",
      url: `/api/tasks/${OWN}/revisions`,
      init: formPost(ctx, [{ name: "archive", filename: "task.zip", bytes }], ctx.target.cookies.contributor),
      budgetMs: ctx.budgetMs,
    });
    // once the body is on its way, the server must still answer anyone else
    await new Promise((r) => setTimeout(r, 300));
    const health = ctx.probe.send({
      family: "archives",
      what: `/api/health while answering ${what}`,
      expect: "any",
      url: "/api/health",
      // a health check is nothing to compute: a third of the archive's budget
      budgetMs: ctx.budgetMs / 3,
    });
    await Promise.all([sent, health]);
  }
}
