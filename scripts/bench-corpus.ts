// npm run -s bench:corpus — imports every real folder of ../shared/fixtures/benchmark and the bundled
// tasks into a throwaway PGlite and prints, per folder: rows found vs the rows its written reading
// lists (lib/importers/corpus-readings), anchors, the media pin, the folder's own verifier run, and
// how many gates were decided on measured evidence, on claims only, or left insufficient. The last
// line is the totals. Exits 1 when a folder's import differs from its reading (each difference is
// printed), or a folder does not import.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { getTaskOverview } from "../lib/data/queries/get-task-overview";
import { testDatabaseKinds } from "../lib/db/__tests__/test-databases";
import { evaluateGates } from "../lib/gates/evaluate-gates";
import type { Gate } from "../lib/gates/types";
import { compareWithReading } from "../lib/importers/corpus-readings/compare";
import { CORPUS_READINGS } from "../lib/importers/corpus-readings/index";
import { storedImport } from "./lib/corpus-stored";
import { importTaskFolder } from "../lib/importers/store/import-task-folder";
import { gateFactsWithAudits } from "../lib/gates/store/gate-facts";

const CORPUS = path.resolve("../shared/fixtures/benchmark");
const BUNDLED = path.resolve("prisma/fixtures/tasks");

const foldersIn = (root: string) =>
  readdirSync(root)
    .filter((d) => statSync(path.join(root, d)).isDirectory())
    .sort()
    .map((d) => path.join(root, d));

/** A gate is decided on measured evidence when it passes or fails with at least one measured line. */
function gateCounts(gates: Gate[]) {
  const decided = gates.filter((g) => g.outcome === "pass" || g.outcome === "fail" || g.outcome === "warn");
  const measured = decided.filter((g) => g.evidence.some((e) => e.grade === "measured")).length;
  return {
    measured,
    claimed: gates.filter((g) => g.outcome === "claimed").length + (decided.length - measured),
    insufficient: gates.filter((g) => g.outcome === "insufficient").length,
  };
}

const kind = testDatabaseKinds()[0]; // PGlite, in a temporary directory dropped at the end
const db = await kind.open();
const totals = { folders: 0, rows: 0, readRows: 0, anchors: 0, measured: 0, claimed: 0, insufficient: 0, differing: 0, failed: 0 };
try {
  for (const folder of [...foldersIn(CORPUS), ...foldersIn(BUNDLED)]) {
    const name = path.basename(folder);
    const reading = CORPUS_READINGS.find((r) => r.folder === name) ?? null;
    totals.folders++;
    const outcome = await importTaskFolder(db.prisma, folder, { sourceKind: "fixture", salvageSpec: true });
    if (!outcome.ok) {
      totals.failed++;
      console.log(`${name}: NOT IMPORTED: ${outcome.errors.map((e) => e.text).join("; ")}`);
      continue;
    }
    const stored = await storedImport(db.prisma, outcome.revisionId);
    const overview = await getTaskOverview(db.prisma, outcome.taskId, outcome.revisionId);
    const gates = overview ? evaluateGates(await gateFactsWithAudits(db.prisma, overview.revision)) : [];
    const g = gateCounts(gates);
    const anchors = stored.rows.filter((r) => r.kind === "anchor").length;
    const pin = stored.media[0];
    const pinText = !pin
      ? "none"
      : `${pin.url ?? "no file URL"} ${pin.sha256 ? pin.sha256.slice(0, 12) + "…" : "no sha256"}${stored.media.length > 1 ? ` (+${stored.media.length - 1} files)` : ""}` +
        (stored.findingCodes.includes("media_pin_streaming") ? " [streaming page: not a pinned file]" : "");
    const verifier = outcome.ownVerifier
      ? "ships its own verifier: runs as a task-judge job after import (no worker in this bench: not run here)"
      : overview?.revision.judgeId
        ? `scored at import by the port ${overview.revision.judgeId}`
        : "not run: no port scores the family and the folder ships no verifier (judge.py/test.sh absent)";
    const differences = reading ? compareWithReading(reading, stored) : [];
    const readRows = reading ? String(reading.rows.length) : "(bundled: no corpus reading)";
    totals.rows += stored.rows.length;
    totals.readRows += reading?.rows.length ?? 0;
    totals.anchors += anchors;
    totals.measured += g.measured;
    totals.claimed += g.claimed;
    totals.insufficient += g.insufficient;
    if (differences.length > 0) totals.differing++;
    console.log(
      `${name}: rows ${stored.rows.length} (reading ${readRows}), anchors ${anchors}, pin ${pinText}; verifier: ${verifier}; ` +
        `gates ${g.measured} measured, ${g.claimed} claimed, ${g.insufficient} insufficient${differences.length ? `; ${differences.length} DIFFERENCES from the reading:` : ""}`,
    );
    for (const d of differences) console.log(`    ${d}`);
  }
} finally {
  await db.drop();
}
console.log(
  `TOTAL ${totals.folders} folders (${totals.failed} not imported, ${totals.differing} differing from their reading): ` +
    `rows ${totals.rows} (corpus readings list ${totals.readRows}), anchors ${totals.anchors}, ` +
    `gates ${totals.measured} measured, ${totals.claimed} claimed, ${totals.insufficient} insufficient`,
);
if (totals.failed > 0 || totals.differing > 0) process.exit(1);
