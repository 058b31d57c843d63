// npm run bench:import — time to import the three real tasks into a fresh PGlite (in memory) and,
// when DATABASE_URL names a Postgres server, into a fresh database there. Goal: under 2 s each.
import path from "node:path";
import { testDatabaseKinds } from "../lib/db/__tests__/test-databases";
import { importTaskFolder } from "../lib/importers/store/import-task-folder";
import { readEnvOf } from "../lib/env";

const TASKS = ["flightgear-atc-clearance-compliance-ledger", "kart-race-telemetry-ledger-s1", "egocentric-activity-understanding"].map(
  (t) => path.resolve("prisma/fixtures/tasks", t),
);
const ROUNDS = readEnvOf(["BENCH_ROUNDS"]).BENCH_ROUNDS ?? 3;

const kinds = testDatabaseKinds();
if (kinds.length === 1) console.log("(DATABASE_URL names no Postgres server: PGlite only; scripts/pg-start.sh starts one)");
for (const kind of kinds) {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const db = await kind.open(); // fresh, migrated database each round
    const t0 = performance.now();
    for (const folder of TASKS) {
      const r = await importTaskFolder(db.prisma, folder, { sourceKind: "fixture", salvageSpec: true });
      if (!r.ok) throw new Error(`${folder}: ${r.errors.map((e) => e.text).join("; ")}`);
    }
    times.push(performance.now() - t0);
    await db.drop();
  }
  times.sort((a, b) => a - b);
  const first = times.length ? times[0] : NaN;
  console.log(
    `${kind.name.padEnd(8)} import of 3 tasks into a fresh database: median ${times[Math.floor(times.length / 2)].toFixed(0)} ms, ` +
      `best ${first.toFixed(0)} ms, worst ${times[times.length - 1].toFixed(0)} ms over ${ROUNDS} rounds (goal < 2000 ms)`,
  );
}
