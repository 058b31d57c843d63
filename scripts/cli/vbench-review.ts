// Entry point of the contributor CLI (package.json bin "vbench-review"); see lib/cli/program.ts.
import { runCli } from "../../lib/cli/program";

const code = await runCli(process.argv.slice(2), {
  out: (l) => console.log(l),
  err: (l) => console.error(l),
  stdin: process.stdin,
  env: process.env,
});
process.exitCode = code;
