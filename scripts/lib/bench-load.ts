// What every bench prints beside its figures: the machine's load when they were taken (the
// machines are shared, so a figure without its load cannot be compared with another), and one way
// to stop when the bench cannot measure what it says it measures (non-zero exit, reason named).
import os from "node:os";

/** "load average 1.52 0.90 0.37 on 2 cores" (1, 5 and 15 minutes) */
export function machineLoad(): string {
  return `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")} on ${os.availableParallelism()} cores`;
}

/**
 * Stops the bench: it cannot measure what it claims. Throws (so `finally` blocks still stop the
 * servers a bench started); uncaught, the message `<bench>: NOT MEASURED: <why>` ends the process
 * with exit code 1.
 */
export function cannotMeasure(bench: string, why: string): never {
  process.exitCode = 1;
  throw new Error(`${bench}: NOT MEASURED: ${why}`);
}
