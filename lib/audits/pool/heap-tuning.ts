// One V8 setting for processes that run shortcut sweeps (the audit CLI, the audit job's child
// process, the bench; never the web server). V8 "pretenures" an allocation site (puts its
// objects straight into old space) once it has seen most of them survive a young-generation GC.
// Preparing a ground truth and scoring the big structural probes (2,000 padded entries) keep
// thousands of clearances and credits alive at once, so the judges' object and array literals get
// pretenured; the sweep then allocates millions of short-lived ones in old space and pays for full
// GCs: measured once, the FlightGear grid cost about twice the CPU per probe (0.18 vs 0.09 ms);
// re-measured in the audit child process (bench:jobs) the whole sweep is 1.03x. The flag only
// turns that heuristic off, for the whole process (V8 flags are per process, threads included);
// nothing else changes, and it is safe to call any number of times.
import v8 from "node:v8";

let tuned = false;

export function tuneHeapForSweeps(): void {
  if (tuned) return;
  tuned = true;
  v8.setFlagsFromString("--no-allocation-site-pretenuring");
}
