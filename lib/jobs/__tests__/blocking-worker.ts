// Test-only worker process (spawned by restart-recovery.test.ts): knows one kind that reports
// progress and then blocks forever, and runs a worker on DATABASE_URL until it is killed.
import { openDatabase } from "../../db/client";
import { createJobSystem } from "../job-system";
import { jobKinds } from "../types";

const kinds = jobKinds({
  "test-block": {
    handler: async (_p, ctx) => {
      ctx.progress(0.3, "blocked");
      await new Promise(() => {});
      return null;
    },
  },
});
const db = await openDatabase(process.env.DATABASE_URL);
const jobs = await createJobSystem(db, { kinds, heartbeatMs: 200, workerId: "doomed-worker" });
await jobs.startWorker();
process.stdout.write("ready\n");
