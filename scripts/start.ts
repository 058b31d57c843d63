// `tsx scripts/start.ts` (tests, benches, the e2e server) is `npm start`: scripts/start.mjs, the
// plain-JavaScript supervisor. Kept so those callers need no change.
import "./start.mjs";
