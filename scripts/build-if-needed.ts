// `npx tsx scripts/build-if-needed.ts` — runs `next build` unless the last build was made from exactly these sources.
import { buildIfNeeded } from "./lib/build-if-needed";

if (buildIfNeeded() === "up to date") console.log("build is up to date");
