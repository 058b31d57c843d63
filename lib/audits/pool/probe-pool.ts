// Worker pool for shortcut sweeps (piscina): splits a plan's probe indices into a few large ranges
// (four per thread by default: few messages, each with the ground truth, yet progress still moves
// and a slower thread does not hold the others back) and scores them on every core. The one I/O-ish part of lib/audits; the suite only sees a
// ProbeRangeScorer.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import type { ProbeRangeScorer } from "../suite";

export interface ProbePool {
  threads: number;
  scorer: ProbeRangeScorer;
  close(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
// Bundled (dist/cli, scripts/lib/cli-bundle.mjs) the thread entry is the prebuilt probe-worker.mjs
// beside this code; from TypeScript sources, a plain ESM entry that loads the worker through tsx.
const bundledEntry = path.join(here, "probe-worker.mjs");
const workerEntry = fs.existsSync(bundledEntry) ? bundledEntry : path.join(here, "probe-worker-entry.mjs");

/** Ranges per thread when no chunk size is given. */
const RANGES_PER_THREAD = 4;

export function createProbePool(threads: number = os.availableParallelism(), chunkSize?: number): ProbePool {
  const pool = new Piscina({
    filename: workerEntry,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: 60_000,
  });
  const scorer: ProbeRangeScorer = async (job, _total, onProgress) => {
    const out = new Float64Array(job.end - job.start);
    let done = 0;
    const chunks: Promise<void>[] = [];
    const size = chunkSize ?? Math.max(200, Math.ceil((job.end - job.start) / (threads * RANGES_PER_THREAD)));
    for (let s = job.start; s < job.end; s += size) {
      const e = Math.min(job.end, s + size);
      chunks.push(
        pool.run({ ...job, start: s, end: e }).then((part: Float64Array) => {
          out.set(part, s - job.start);
          done += e - s;
          onProgress(done);
        }),
      );
    }
    await Promise.all(chunks);
    return out;
  };
  return { threads, scorer, close: () => pool.destroy() };
}
