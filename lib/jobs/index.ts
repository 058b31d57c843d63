// The job API for code outside lib/jobs. Server code enqueues through lib/job-kinds/server (the web
// server's singleton); handler modules register with registerJobHandler.
export { registerJobHandler, getJobKind, listJobKinds } from "./registry";
export { createJobSystem, type JobSystem, type JobSystemOptions } from "./job-system";
export { listRuns } from "./run-store";
export * from "./types";
