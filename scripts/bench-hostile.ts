// npm run bench:hostile — hostile inputs against a built server on loopback (`scripts/start.ts
// --no-build` on a throwaway PGlite dir; needs `next build` first). Families × mutations
// (scripts/hostile/): uploads, ledgers, trajectories and broken forms; archives; authorisation
// cells on every route, page and server action; malformed params, queries, ranges and raw
// requests; sign-in floods; hostile judges in the real sandbox. Prints `inputs`, `5xx` (goal 0),
// `wrongly allowed` (goal 0), `path leaks` (an answer naming the data dir, the temp dir or the
// working dir) and `memory peak` (the server's process tree RSS), then every finding.
// `--only archives,params` runs some families (to iterate on a fix); the totals are then partial.
import fs from "node:fs";
import os from "node:os";
import { readEnvOf } from "../lib/env";
import type { Ctx } from "./hostile/context";
import { actionFamily } from "./hostile/family-actions";
import { archiveFamily } from "./hostile/family-archives";
import { pageFamily } from "./hostile/family-pages";
import { paramFamily } from "./hostile/family-params";
import { routeFamily } from "./hostile/family-routes";
import { signInFamily } from "./hostile/family-sign-in";
import { uploadFamily } from "./hostile/family-uploads";
import { verifierFamily } from "./hostile/family-verifiers";
import { makeProber } from "./hostile/probe";
import { startTarget } from "./hostile/server";

if (!fs.existsSync(".next/BUILD_ID")) {
  console.error("bench:hostile needs a production build: run `npx tsx scripts/build-if-needed.ts` first");
  process.exit(1);
}
const onlyArg = process.argv.indexOf("--only");
const only = onlyArg > 0 ? new Set(process.argv[onlyArg + 1].split(",")) : null;

const target = await startTarget(readEnvOf(["BENCH_PORT"]).BENCH_PORT ?? 3287);
const probe = makeProber(target.base, [target.dataDir, os.tmpdir() + "/", process.cwd()]);
const ctx: Ctx = { target, probe };
let verifierRuns = 0;
const families: Array<[string, () => Promise<unknown>]> = [
  ["uploads", () => uploadFamily(ctx)],
  ["archives", () => archiveFamily(ctx)],
  ["routes", () => routeFamily(ctx)],
  ["params", () => paramFamily(ctx)],
  ["pages", () => pageFamily(ctx)],
  ["actions", () => actionFamily(ctx)],
  // last: the flood locks the maintainer's account for 15 minutes
  ["sign-in", () => signInFamily(ctx)],
  ["verifiers", async () => (verifierRuns = await verifierFamily(ctx))],
];
const t0 = Date.now();
fs.mkdirSync(".data", { recursive: true });
for (const [name, run] of families) {
  if (only && !only.has(name)) continue;
  const { tally } = probe;
  console.error(
    `[bench:hostile] ${name} (after ${tally.inputs} inputs, ${((Date.now() - t0) / 1000).toFixed(0)} s: ${tally.fiveXX.length} 5xx, ${tally.wronglyAllowed.length} wrongly allowed)`,
  );
  try {
    await run();
  } catch (e) {
    // a bug in the bench itself must not leave the server running or lose the counts so far
    probe.tally.fiveXX.push(`bench error in ${name}: ${e instanceof Error ? e.stack : e}`);
  }
  fs.writeFileSync(
    ".data/bench-hostile-progress.txt",
    JSON.stringify({ after: name, ...probe.tally, byFamily: [...probe.tally.byFamily] }, null, 1),
  );
}
const peak = target.memoryPeak();
const serverErrors = (target.log().match(/⨯|Error: /g) ?? []).length;
// the server's own output, to root-cause a 5xx from its stack trace
fs.writeFileSync(".data/bench-hostile-server.log", target.log());
await target.stop();

const { tally } = probe;
console.log(
  `inputs           ${tally.inputs} (${verifierRuns} verifier runs in the sandbox)${only ? ` [only ${[...only].join(",")}]` : ""}`,
);
console.log(`  by family      ${[...tally.byFamily].map(([f, n]) => `${f} ${n}`).join(", ")}`);
console.log(`5xx              ${tally.fiveXX.length}`);
console.log(`wrongly allowed  ${tally.wronglyAllowed.length}`);
console.log(`path leaks       ${tally.pathLeaks.length}`);
console.log(`memory peak      ${(peak / 1048576).toFixed(0)} MiB (server process tree RSS)`);
console.log(`server log errors ${serverErrors} (.data/bench-hostile-server.log)`);
console.log(`took             ${((Date.now() - t0) / 1000).toFixed(0)} s`);
for (const line of [...tally.fiveXX, ...tally.wronglyAllowed, ...tally.pathLeaks].slice(0, 300)) console.log(`  ${line}`);
process.exit(tally.fiveXX.length + tally.wronglyAllowed.length + tally.pathLeaks.length ? 1 : 0);
