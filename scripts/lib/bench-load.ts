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

/** Stops the bench: it cannot measure what it claims. Prints `<bench>: NOT MEASURED: <why>` and exits 1. */
export function cannotMeasure(bench: string, why: string): never {
  console.error(`${bench}: NOT MEASURED: ${why}`);
  process.exit(1);
}
