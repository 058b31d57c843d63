// Piscina's entry for the probe workers: loads the TypeScript worker through tsx's own API, so a
// thread works whatever loader flags its parent process had (tsx CLI, vitest, plain node).
import { tsImport } from "tsx/esm/api";

const worker = await tsImport("./probe-worker.ts", import.meta.url);

export default worker.default;
