// Plain JavaScript on purpose: `next start` compiles a next.config.ts with SWC's native binding on
// Node < 22, which then stays mapped in the server for its whole life (~25 MB RSS of next-server:
// 418-428 -> 374-402 MB, npm run bench:memory). The JSDoc type keeps the editor's checking.
// @ts-check

/** @type {import("next").NextConfig} */
const nextConfig = {
  // PGlite loads its .wasm/.data files from its own package folder at run time: keep both out of
  // the server bundle so those files resolve.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter"],
  // fixtures and the parity corpus are data, not code: nothing to trace into the server output
  outputFileTracingExcludes: { "*": ["lib/judges/__fixtures__/**", ".data/**"] },
  // `npm test` runs tsc over the whole project before the build: checking types again inside
  // `next build` only repeats it (and slows a fresh clone's first start)
  typescript: { ignoreBuildErrors: true },
  // bigger uploads for ledgers and trajectories through server actions
  // proxy.ts makes Next buffer every request body, cut at 10 MB by default: a 15 MB trajectory
  // upload arrived truncated ("Unexpected end of form"). The routes enforce their own caps
  // (VBENCH_MAX_UPLOAD_BYTES, VBENCH_MAX_ARCHIVE_BYTES); this only has to sit above them.
  experimental: {
    serverActions: { bodySizeLimit: "50mb" },
    proxyClientMaxBodySize: "100mb",
    // Next 16.4 writes Turbopack's build cache (~200 MB in .next/cache) by default, "experimental for
    // production builds" per its docs. A fresh clone's first build only pays for it: its "static
    // pages" step waits for the write (measured, fresh .next, 2 rounds at load 11-17 on 2 cores:
    // 27.2 and 6.8 s with the cache, 3.9 and 2.5 s without; whole build 196/295 s vs 219/191 s).
    turbopackFileSystemCacheForBuild: false,
  },
};

export default nextConfig;
