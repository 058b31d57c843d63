// The judge CLI as a classic script: what `node dist/cli/judge.cjs` (README's command) compiles from
// the V8 code cache the build trained beside it (lib/judge-loader.cjs, lib/cli-bundle.mjs). Bundled
// as CommonJS text in a function wrapper, not as an ES module: node 20 keeps no compile cache for ES
// modules, and its ES module loader alone costs a start ~8 ms (issue 35's one-ledger goal).
import { runJudgeCli } from "./lib/judge-cli-main";
import { bundleIsFresh, buildClis, JUDGE_STAMP_NAME } from "./lib/cli-bundle.mjs";

export { runJudgeCli };
export { loadableJudgeIds } from "../lib/judges/load-judge";

/**
 * Checks the judge's sources against its build's fingerprint (one stat per input), rebuilds
 * dist/cli when one moved (after a pull that changed a judge) and then runs the new build through
 * `reload` (which starts it with `checkFreshness` false, so a build that cannot make it fresh
 * cannot loop); otherwise judges process.argv.
 */
export async function startJudge(checkFreshness: boolean, reload: () => Promise<void>): Promise<void> {
  if (checkFreshness && !bundleIsFresh({ stampName: JUDGE_STAMP_NAME, entries: ["judge"] })) {
    const t0 = performance.now();
    const { files } = await buildClis();
    process.stderr.write(
      `judge: its sources changed since the last build: rebuilt dist/cli (${files} files, ${Math.round(performance.now() - t0)} ms)\n`,
    );
    return reload();
  }
  await runJudgeCli(process.argv.slice(2));
}
