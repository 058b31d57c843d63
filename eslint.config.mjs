// Lint: Next's rules (core web vitals + TypeScript) and the dependency rule of ARCHITECTURE.md,
// checked in CI by `npm run lint` (part of `npm test`). Formatting is Prettier's (`npm run format`).
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier";

const TEST_FILES = ["**/*.test.ts", "**/*.test.tsx", "**/__tests__/**", "**/__fixtures__/**", "e2e/**", "scripts/**", "*.config.ts"];
const PURE = [
  "lib/judges/**",
  "lib/importers/**",
  "lib/gates/**",
  "lib/export/**",
  "lib/rollouts/**",
  "lib/audits/**",
  "lib/revisions/**",
  "lib/submissions/**",
  "lib/asks/**",
];
// pure files beside I/O ones: the outbound address policy (lib/ip, used by lib/net) is table-tested without a network
PURE.push("lib/ip/address-policy.ts", "lib/ip/ip-literal.ts");
// the GitHub webhook's pure parts: signature, payload, touched folders, status, comment marker
PURE.push("lib/github/signature.ts", "lib/github/webhook-payload.ts", "lib/github/task-folders.ts");
PURE.push("lib/github/commit-status.ts", "lib/github/sticky-marker.ts");
// The I/O edges that live inside otherwise pure folders, each for a stated reason. `store/` is a pure
// folder's database half (its writes and page queries over Prisma), kept beside the pure half it serves.
const PURE_EDGES = [
  "lib/importers/read-folder.ts",
  "lib/audits/pool/**",
  "lib/*/store/**",
  // the verifier audits' one I/O edge: the batch scorer that runs the task's verifier in lib/sandbox
  "lib/audits/verifier/sandbox-scorer.ts",
];
// Server-only folders over Prisma (lib/data: the process's client; the capability folders holding writes
// and page queries), and the `store/` halves: neither pure folders nor components import them.
const DB_FOLDERS = ["data", "db", "reviews", "ledgers"];
const dbPatterns = [
  ...DB_FOLDERS.flatMap((f) => [`**/lib/${f}/**`, `@/lib/${f}/**`, `../${f}/**`, `../../${f}/**`, `../../lib/${f}/**`]),
  "**/lib/*/store/**",
  "@/lib/*/store/**",
  "./store/**",
  "../store/**",
  "../*/store/**",
  "../../*/store/**",
];

const testOnly = {
  group: ["**/__tests__/**", "**/__fixtures__/**", "fast-check", "vitest", "@playwright/test", "@faker-js/*"],
  message: "test-only code and devDependencies stay out of production modules",
};
const io = {
  group: [
    "fs",
    "node:fs",
    "fs/*",
    "node:fs/*",
    "child_process",
    "node:child_process",
    "net",
    "node:net",
    "http",
    "node:http",
    "pg",
    "@prisma/*",
    "**/generated/prisma/**",
    "next",
    "next/*",
    ...dbPatterns,
    "server-only",
  ],
  message:
    "pure folders (judges, importers, gates, export, rollouts, audits, revisions, submissions, asks) take plain values: no I/O, Prisma, Next or database folders",
};
const serverFromClient = {
  group: ["**/app/**", "@/app/**", "../../app/**", ...dbPatterns, "node:*", "fs", "path", "server-only"],
  message:
    "components/ import server actions from lib/actions and data as props: never app/, lib/data, lib/db, the other database folders or node modules",
};

const restrict = (...patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

const config = [
  {
    ignores: [
      ".scratch*/**",
      ".next/**",
      "node_modules/**",
      "lib/generated/**",
      "test-results/**",
      ".test-results/**",
      "playwright-report/**",
      "public/**",
      ".data/**",
      "dist/**",
      "**/*.d.ts",
    ],
  },
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" }],
      "import/no-anonymous-default-export": "off",
    },
  },
  // tests and scripts build hostile and partial values on purpose; Playwright fixtures call `use`
  {
    files: TEST_FILES,
    rules: { "@typescript-eslint/no-explicit-any": "off", "@typescript-eslint/no-unused-vars": "warn", "prefer-const": "warn" },
  },
  { files: ["e2e/**"], rules: { "react-hooks/rules-of-hooks": "off" } },
  { files: ["**/*.ts", "**/*.tsx"], ignores: TEST_FILES, rules: restrict(testOnly) },
  { files: PURE, ignores: [...TEST_FILES, ...PURE_EDGES], rules: restrict(testOnly, io) },
  { files: ["components/**"], ignores: TEST_FILES, rules: restrict(testOnly, serverFromClient) },
];

export default config;
