// npm run bench:hostile — hostile inputs against a built server on loopback (`scripts/start.ts
// --no-build` on a throwaway PGlite dir, or a fresh database on the PostgreSQL server DATABASE_URL
// names; `--s3` stores media in a real S3-compatible server on loopback; needs `next build` first).
// Families × mutations (scripts/hostile/): uploads, ledgers, trajectories and broken forms;
// archives (each and the health check beside it within the time budget, the 13 KB `coached `
// scores.md among them); authorisation cells on every route, page and server action as every actor
// (anonymous, viewer, contributor, maintainer, admin; a server action's refusal is the guard's own
// code, not any "ok":false); the GitHub webhook switched on (signatures, hostile payloads, headers
// and clone URLs, a replayed delivery, the PR jobs followed to their end: no task taken over, no
// hostile clone succeeding) and kill -9 during a PR job; media replaced in the bucket (`--s3`);
// malformed params, queries, ranges and raw requests; sign-in floods; hostile judges in the real
// sandbox. Prints per family and in all `inputs`, `5xx`, `wrongly allowed`, `stalls` (answers over
// the budget, BENCH_BUDGET_MS, default 30 s), `wrong outcomes`, `path leaks` and `memory peak`, then
// every finding; exits non-zero on any finding or under 2,500 inputs (a full run).
// `--only archives,params` runs some families (to iterate on a fix); the totals are then partial.
import fs from "node:fs";
import os from "node:os";
import { readEnvOf } from "../lib/env";
import type { Ctx } from "./hostile/context";
import { actionFamily } from "./hostile/family-actions";
import { archiveFamily } from "./hostile/family-archives";
import { mediaS3Family } from "./hostile/family-media-s3";
import { pageFamily } from "./hostile/family-pages";
import { paramFamily } from "./hostile/family-params";
import { routeFamily } from "./hostile/family-routes";
import { signInFamily } from "./hostile/family-sign-in";
import { uploadFamily } from "./hostile/family-uploads";
import { verifierFamily, verifierJobFamily } from "./hostile/family-verifiers";
import { prCrashFamily, webhookFamily } from "./hostile/family-webhook";
import { startGitServer } from "./hostile/git-server";
import { FINDING_KINDS, makeProber, tallyByFamily } from "./hostile/probe";
import { startTarget } from "./hostile/server";

const GOAL_INPUTS = 2500;

if (!fs.existsSync(".next/BUILD_ID")) {
  console.error("bench:hostile needs a production build: run `npx tsx scripts/build-if-needed.ts` first");
  process.exit(1);
}
const onlyArg = process.argv.indexOf("--only");
const only = onlyArg > 0 ? new Set(process.argv[onlyArg + 1].split(",")) : null;

const withS3 = process.argv.includes("--s3");
const budgetMs = Number(process.env.BENCH_BUDGET_MS ?? 30_000);
const git = await startGitServer();
const target = await startTarget({ port: readEnvOf(["BENCH_PORT"]).BENCH_PORT ?? 3287, s3: withS3, fetchAllow: [git.endpoint] });
const probe = makeProber(target.base, [target.dataDir, os.tmpdir() + "/", process.cwd()]);
const ctx: Ctx = { target, probe, budgetMs };
let verifierRuns = 0;
const families: Array<[string, () => Promise<unknown>]> = [
  ["uploads", () => uploadFamily(ctx)],
  ["archives", () => archiveFamily(ctx)],
  ["routes", () => routeFamily(ctx)],
  ["params", () => paramFamily(ctx)],
  ["pages", () => pageFamily(ctx)],
  ["actions", () => actionFamily(ctx)],
  ["webhook", () => webhookFamily(ctx, git)],
  ["media-s3", () => mediaS3Family(ctx)],
  // restarts the server: after the families that count on its memory (rate limits)
  ["pr-crash", () => prCrashFamily(ctx, git)],
  // last: the flood locks the maintainer's account for 15 minutes
  ["sign-in", () => signInFamily(ctx)],
  ["verifiers", async () => (verifierRuns = await verifierFamily(ctx))],
  ["verifier-jobs", () => verifierJobFamily(ctx)],
];
const t0 = Date.now();
fs.mkdirSync(".data", { recursive: true });
for (const [name, run] of families) {
  if (only && !only.has(name)) continue;
  const { tally } = probe;
  console.error(
    `[bench:hostile] ${name} (after ${tally.inputs} inputs, ${((Date.now() - t0) / 1000).toFixed(0)} s: ${tally.fiveXX.length} 5xx, ${tally.wronglyAllowed.length} wrongly allowed, ${tally.stalls.length} stalls)`,
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
await git.close();

const { tally } = probe;
const label: Record<(typeof FINDING_KINDS)[number], string> = {
  fiveXX: "5xx",
  wronglyAllowed: "wrongly allowed",
  stalls: "stalls",
  outcomes: "wrong outcomes",
  pathLeaks: "path leaks",
};
console.log(`database ${target.database}${withS3 ? ", media in S3 (s3rver)" : ""}; budget ${budgetMs / 1000} s per upload and archive`);
console.log(
  `inputs           ${tally.inputs} (${verifierRuns} verifier runs in the sandbox)${only ? ` [only ${[...only].join(",")}]` : ""}`,
);
console.log(`  ${"family".padEnd(22)} ${"inputs".padStart(6)} ${FINDING_KINDS.map((k) => label[k].padStart(15)).join(" ")}`);
for (const f of tallyByFamily(tally))
  console.log(`  ${f.family.padEnd(22)} ${String(f.inputs).padStart(6)} ${FINDING_KINDS.map((k) => String(f[k]).padStart(15)).join(" ")}`);
for (const k of FINDING_KINDS) console.log(`${label[k].padEnd(17)}${tally[k].length}`);
console.log(`memory peak      ${(peak / 1048576).toFixed(0)} MiB (server process tree RSS)`);
console.log(`server log errors ${serverErrors} (.data/bench-hostile-server.log)`);
console.log(`took             ${((Date.now() - t0) / 1000).toFixed(0)} s`);
const findings = FINDING_KINDS.flatMap((k) => tally[k].map((f) => `[${label[k]}] ${f}`));
for (const line of findings.slice(0, 300)) console.log(`  ${line}`);
const short = !only && tally.inputs < GOAL_INPUTS;
if (short) console.log(`under the goal of ${GOAL_INPUTS} inputs`);
process.exit(findings.length || short ? 1 : 0);
