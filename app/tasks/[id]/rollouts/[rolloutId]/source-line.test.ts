// The "Source:" line of the trajectory page and the ledger page (issue 34), as the server renders
// them: each page is called as a server component with a signed-in viewer's cookie and its output
// rendered to HTML. An uploaded file shows the channel stored with it (artifactSource's wording,
// table-tested in lib/submissions); a folder's file shows its path in the revision's source, and a
// contributor's markup there (a pull request head names the contributor) arrives as text, escaped.
// One file for both pages: they read the same stored task.
import fs from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => import("@/lib/auth/__tests__/next-headers-mock"));
// the viewers' client components ask for the app router, which only a running Next mounts
vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  useRouter: () => ({ push: () => {}, replace: () => {}, refresh: () => {}, prefetch: () => {}, back: () => {}, forward: () => {} }),
  usePathname: () => "/",
  useSearchParams: () => new URLSearchParams(),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

import { testDatabaseKinds } from "@/lib/db/__tests__/test-databases";
import { importTaskFolder } from "@/lib/importers/store/import-task-folder";
import { openHarness, type Harness } from "@/lib/auth/__tests__/harness";
import { storeUpload, type Author } from "@/lib/submissions/store/store-upload";
import RolloutPage from "./page";
import LedgerInspectorPage from "../../ledgers/[ledgerId]/page";

const ROOT = path.resolve(import.meta.dirname, "../../../../..");
const TASK = "flightgear-atc-clearance-compliance-ledger";
const FOLDER = path.join(ROOT, "prisma/fixtures/tasks", TASK);
const HOSTILE = `pull request o/r#7 by <img src=x onerror=alert(1)>: "x" & 'y'`;
// HOSTILE as HTML text: & < > " ' each replaced by its entity (React writes ' as &#x27;)
const HOSTILE_ESCAPED = "pull request o/r#7 by &lt;img src=x onerror=alert(1)&gt;: &quot;x&quot; &amp; &#x27;y&#x27;";

/** The inner HTML of the page's element marked data-testid="artifact-source" (there is one). */
function sourceLine(html: string): string {
  const found = [...html.matchAll(/<(p|dd)\b[^>]*data-testid="artifact-source"[^>]*>(.*?)<\/\1>/g)];
  expect(found).toHaveLength(1);
  return found[0][2];
}

describe.each(testDatabaseKinds())("the Source line of the trajectory and ledger pages on $name", (kind) => {
  let h: Harness;
  let author: (channel: "form" | "CLI") => Author;
  beforeAll(async () => {
    h = await openHarness(kind, { ownTask: TASK, otherTask: "other-task" });
    expect((await importTaskFolder(h.db.prisma, FOLDER)).ok).toBe(true);
    author = (channel) => ({ userId: h.users.contributor.id, name: "The contributor", submission: "submitted", channel });
  }, 600_000);
  afterAll(async () => h?.close());

  const trajectoryHtml = async (rolloutId: string) =>
    renderToStaticMarkup(await RolloutPage({ params: Promise.resolve({ id: TASK, rolloutId }), searchParams: Promise.resolve({}) }));
  const ledgerHtml = async (ledgerId: string) =>
    renderToStaticMarkup(await LedgerInspectorPage({ params: Promise.resolve({ id: TASK, ledgerId }), searchParams: Promise.resolve({}) }));

  it("an uploaded trajectory and ledger show the channel stored with them", async () => {
    // new bytes (a trailing newline), so each upload stores a file of its own rather than finding the folder's
    const rollout = fs.readFileSync(path.join(FOLDER, "calibration/rollouts/codex-gpt-5.6-sol.jsonl"));
    const ledger = fs.readFileSync(path.join(FOLDER, "calibration/rollouts/ledgers/codex-gpt-5.6-sol.json"));
    const up = (kind: "rollout" | "ledger", name: string, bytes: Buffer, channel: "form" | "CLI") =>
      storeUpload(
        h.db.prisma,
        TASK,
        { kind, label: "a re-run", claimedScore: null },
        { name, bytes: Buffer.concat([bytes, Buffer.from("\n")]) },
        author(channel),
      );
    const r = await up("rollout", "re-run.jsonl", rollout, "CLI");
    const l = await up("ledger", "re-run.json", ledger, "form");
    if (r?.kind !== "rollout" || l?.kind !== "ledger") throw new Error("the uploads were not stored");
    h.actAs("viewer");
    expect(sourceLine(await trajectoryHtml(r.rolloutId))).toBe("Source: uploaded by the contributor (CLI)");
    expect(sourceLine(await ledgerHtml(l.ledgerId))).toBe("uploaded by the contributor (form)");
  }, 300_000);

  it("a folder's file names its path in the revision's source, a contributor's markup there escaped", async () => {
    const rollout = await h.db.prisma.rollout.findFirstOrThrow({ where: { path: "calibration/rollouts/codex-gpt-5.6-sol.jsonl" } });
    const ledger = await h.db.prisma.ledger.findFirstOrThrow({ where: { path: "calibration/rollouts/ledgers/codex-gpt-5.6-sol.json" } });
    await h.db.prisma.taskRevision.update({ where: { id: rollout.revisionId }, data: { source: HOSTILE } });
    h.actAs("viewer");
    const trajectory = await trajectoryHtml(rollout.id);
    const ledgerPage = await ledgerHtml(ledger.id);
    expect(sourceLine(trajectory)).toBe(`Source: calibration/rollouts/codex-gpt-5.6-sol.jsonl in ${HOSTILE_ESCAPED}`);
    expect(sourceLine(ledgerPage)).toBe(`calibration/rollouts/ledgers/codex-gpt-5.6-sol.json in ${HOSTILE_ESCAPED}`);
    for (const html of [trajectory, ledgerPage]) expect(html).not.toContain("<img src=x");
  }, 300_000);
});
