// Types of cli-bundle.mjs (plain JavaScript so the launcher needs no TypeScript loader).
export const ROOT: string;
export const OUT_DIR: string;
export const CLI_ENTRIES: Readonly<Record<string, string>>;
export const JUDGE_STAMP_NAME: string;
export const JUDGE_README_COMMAND: string;
export const JUDGE_LOADER_COMMAND: string;
export function bundleIsFresh(where?: { root?: string; outDir?: string; stampName?: string; entries?: readonly string[] }): boolean;
export function buildClis(): Promise<{ files: number; inputs: number }>;
export function writeStamp(
  outDir: string,
  root: string,
  rels: string[],
  stampName?: string,
): Record<string, { size: number; mtimeMs: number; sha256: string }>;
export function ensureClisBuilt(): Promise<"up to date" | "built">;
