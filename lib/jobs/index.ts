// The job API for code outside lib/jobs. Server code enqueues through lib/job-kinds/server (the web
// server's singleton over the kinds table lib/job-kinds/table.ts).
export { createJobSystem, type JobSystem, type JobSystemOptions } from "./job-system";
export { listRuns } from "./run-store";
export * from "./types";
