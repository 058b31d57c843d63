import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["lib/**/*.test.ts", "scripts/**/*.test.ts", "app/**/*.test.ts", "components/**/*.test.ts"],
    environment: "node",
    // a safety net for a hung test, not a speed limit: the full suite once took 48 min on this
    // shared machine (load 12-25) and a one-minute limit failed tests that pass alone
    testTimeout: 900_000,
    hookTimeout: 900_000,
    // vitest's default is one worker fewer than the cores: ONE file at a time on CI's 2 cores, while
    // much of a file's time is spent waiting (spawned CLIs, git, Postgres, PGlite's startup), so one
    // worker per core keeps both busy (`npx vitest run --maxWorkers=1` for one at a time).
    maxWorkers: 2,
  },
});
