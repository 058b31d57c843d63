// `npm run build` — `next build` with its output on this console, then the fingerprint of the
// sources it built from, the one `npm start` checks (scripts/lib/build-if-needed.ts): a start
// after this build serves it instead of building again.
import { runBuild } from "./lib/build-if-needed";

process.exitCode = runBuild(process.cwd(), "inherit");
