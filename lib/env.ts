// Every environment variable the app, its scripts and its CLI read, in one zod schema. Values are
// checked once, at start, and a bad one stops the process naming the variable and why: a typo in
// a limit must not become NaN (and `size > NaN` is false, so no limit at all). An empty value
// counts as unset (`VAR= npm start`). Secrets are never echoed back in an error.
//
// `readEnv()` parses process.env once per process; code that tests configure differently takes
// an explicit raw env (`readEnv({ ... })`), which is parsed each time it is given.
import { z } from "zod";
import { trustedProxies } from "./ip/client-ip";
import { parseAllowList } from "./ip/address-policy";

export type RawEnv = Record<string, string | undefined>;

const MiB = 1024 * 1024;

const flag = (whenUnset: boolean) =>
  z
    .enum(["0", "1"], { message: "must be 0 or 1" })
    .optional()
    .transform((v) => (v === undefined ? whenUnset : v === "1"));

const wholeNumber = (what: string, min: number, max: number) =>
  z.string().transform((v, ctx) => {
    const n = /^\d+$/.test(v) ? Number(v) : NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max) {
      ctx.addIssue({ code: "custom", message: `must be ${what}, a whole number from ${min} to ${max}` });
      return z.NEVER;
    }
    return n;
  });

const text = z.string().optional();

const UNITS: Record<string, number> = { "": 1, KiB: 1024, MiB, GiB: 1024 * MiB, TiB: 1024 * 1024 * MiB };

// "8589934592", "8GiB", "512 MiB"
const byteCount = z.string().transform((v, ctx) => {
  const m = /^([0-9]{1,16}) ?(KiB|MiB|GiB|TiB)?$/.exec(v);
  const bytes = m ? Number(m[1]) * UNITS[m[2] ?? ""] : NaN;
  if (!Number.isSafeInteger(bytes) || bytes < 1) {
    ctx.addIssue({ code: "custom", message: "must be a byte count (a whole number of bytes, or with KiB/MiB/GiB/TiB, e.g. 8GiB)" });
    return z.NEVER;
  }
  return bytes;
});

function isWebUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return (u.protocol === "http:" || u.protocol === "https:") && u.host !== "";
  } catch {
    return false;
  }
}

const webUrl = z.string().refine(isWebUrl, "must be an http:// or https:// URL").optional();

const databaseUrl = z
  .string()
  .optional()
  .refine((v) => v === undefined || /^(postgres(ql)?:\/\/|pglite:)/.test(v), "must be postgresql://…, pglite:<dir> or pglite:memory");

const commaList = z
  .string()
  .optional()
  .transform((v) =>
    v === undefined
      ? undefined
      : v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
  );

const shape = {
  // where the server runs and what it stores
  DATABASE_URL: databaseUrl,
  PORT: wholeNumber("a TCP port", 1, 65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  VBENCH_DATA_DIR: text,
  VBENCH_SEED: flag(true),
  VBENCH_WORKER: flag(true),
  // sign-in and who may do what
  BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  BETTER_AUTH_URL: webUrl,
  VBENCH_PUBLIC_URL: webUrl,
  VBENCH_ORIGIN: webUrl,
  VBENCH_ALLOWED_HOSTS: commaList,
  VBENCH_TRUSTED_PROXY: commaList.refine(
    (v) => v === undefined || trustedProxies(v).ok,
    "must list IP addresses or CIDR ranges (e.g. 10.0.0.5,10.1.0.0/16)",
  ),
  VBENCH_WRITE_RATE_LIMIT: wholeNumber("writes per minute per user or token (0: no limit)", 0, 1_000_000).default(120),
  VBENCH_ANONYMOUS_READ: flag(false),
  VBENCH_AUTH_RATE_LIMIT: flag(true),
  VBENCH_GITHUB_SIGNUP: flag(false),
  GITHUB_CLIENT_ID: text,
  GITHUB_CLIENT_SECRET: text,
  // pull requests from GitHub (lib/github): the webhook is off (404) without its secret; publishing
  // back needs a token, or a GitHub App's id + private key (+ installation id)
  GITHUB_WEBHOOK_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  GITHUB_TOKEN: text,
  GITHUB_APP_ID: wholeNumber("a GitHub App id", 1, Number.MAX_SAFE_INTEGER).optional(),
  GITHUB_APP_PRIVATE_KEY: z
    .string()
    .refine((v) => v.includes("PRIVATE KEY"), "must be a PEM private key")
    .optional(),
  GITHUB_APP_INSTALLATION_ID: wholeNumber("a GitHub App installation id", 1, Number.MAX_SAFE_INTEGER).optional(),
  GITHUB_API_URL: webUrl,
  VBENCH_BOOTSTRAP_ADMIN_EMAIL: z.email({ message: "must be an email address" }).optional(),
  VBENCH_BOOTSTRAP_ADMIN_PASSWORD: z
    .string()
    .min(10, "must be at least 10 characters")
    .max(256, "must be at most 256 characters")
    .optional(),
  // uploads
  VBENCH_MAX_UPLOAD_BYTES: wholeNumber("a size in bytes", 1, 1024 * MiB).default(20 * MiB),
  VBENCH_MAX_ARCHIVE_BYTES: wholeNumber("a size in bytes", 1, 4096 * MiB).default(64 * MiB),
  VBENCH_UPLOAD_IDLE_MS: wholeNumber("a time in milliseconds", 1, 3_600_000).default(30_000),
  // the whole body must arrive within this time per 20 MiB of the route's size limit (a body
  // dripping one byte a second never trips the idle timer)
  VBENCH_UPLOAD_TOTAL_MS: wholeNumber("a time in milliseconds per 20 MiB", 1, 3_600_000).default(120_000),
  // upload bodies one client address may be sending at once (past it: 429)
  VBENCH_UPLOAD_CONNECTIONS: wholeNumber("a number of concurrent uploads per client", 1, 10_000).default(4),
  // media the server fetches (lib/media, lib/net): the largest file, the cache quota, and the
  // outbound policy's switches (http only when asked; the allow-list is for tests, never production)
  VBENCH_MEDIA_MAX_BYTES: byteCount.default(8 * 1024 * MiB),
  VBENCH_MEDIA_CACHE_BYTES: byteCount.default(32 * 1024 * MiB),
  VBENCH_FETCH_ALLOW_HTTP: z
    .enum(["0", "1", "true", "false"], { message: "must be 1/true or 0/false" })
    .optional()
    .transform((v) => v === "1" || v === "true"),
  VBENCH_FETCH_ALLOW: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const r = parseAllowList(v);
      if (r.ok) return r.allow;
      ctx.addIssue({ code: "custom", message: `must list address:port pairs: ${r.reason}` });
      return z.NEVER;
    }),
  // files the server may read by path, and tools it runs
  MEDIA_DIR: text,
  VBENCH_GIT_DIR: text,
  FFPROBE_PATH: z.string().default("ffprobe"),
  // set by Next itself
  NEXT_RUNTIME: text,
  NEXT_PHASE: text,
  // the contributor CLI (lib/cli/config.ts)
  VBENCH_REVIEW_CONFIG: text,
  XDG_CONFIG_HOME: text,
  // content-addressed artifacts (lib/storage): local disk unless VBENCH_STORAGE=s3://bucket/prefix
  VBENCH_STORAGE: z
    .string()
    .regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[\w\-./]*)?$/, "must be s3://bucket or s3://bucket/prefix (unset: local disk)")
    .optional(),
  VBENCH_S3_ENDPOINT: webUrl,
  AWS_REGION: z.string().default("us-east-1"),
  AWS_ACCESS_KEY_ID: text,
  AWS_SECRET_ACCESS_KEY: text,
  // tests, benchmarks, screenshots
  CHROMIUM_PATH: z.string().default("/usr/bin/chromium"),
  BENCH_PORT: wholeNumber("a TCP port", 1, 65535).optional(),
  BENCH_REQUESTS: wholeNumber("a number of requests", 1, 1_000_000).default(50),
  BENCH_ROUNDS: wholeNumber("a number of rounds", 1, 10_000).optional(),
  BENCH_JOBS: wholeNumber("a number of jobs", 1, 1_000_000).default(100),
};

export const envSchema = z.object(shape);
export type AppEnv = z.output<typeof envSchema>;
export type EnvName = keyof typeof shape;

/** Never echoed in an error message. */
const SECRET: ReadonlySet<string> = new Set([
  "BETTER_AUTH_SECRET",
  "GITHUB_CLIENT_SECRET",
  "VBENCH_BOOTSTRAP_ADMIN_PASSWORD",
  "GITHUB_WEBHOOK_SECRET",
  "GITHUB_TOKEN",
  "GITHUB_APP_PRIVATE_KEY",
  "AWS_SECRET_ACCESS_KEY",
]);

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment: ${problems.join("; ")}`);
  }
}

function present(raw: RawEnv, names: readonly string[]): RawEnv {
  const out: RawEnv = {};
  for (const name of names) {
    const v = raw[name]?.trim();
    if (v) out[name] = v;
  }
  return out;
}

function problemsOf(error: z.ZodError, raw: RawEnv): string[] {
  return error.issues.map((i) => {
    const name = String(i.path[0]);
    const got = SECRET.has(name) || raw[name] === undefined ? "" : ` (got "${raw[name]!.slice(0, 60)}")`;
    return `${name} ${i.message}${got}`;
  });
}

/** Parses the named variables of `raw` (pure): each problem names its variable. */
export function parseEnv<K extends EnvName>(
  raw: RawEnv,
  names: readonly K[] = Object.keys(shape) as K[],
): { ok: true; env: Pick<AppEnv, K> } | { ok: false; problems: string[] } {
  const given = present(raw, names);
  const picked = z.object(Object.fromEntries(names.map((n) => [n, shape[n]])) as Pick<typeof shape, K>);
  const r = picked.safeParse(given);
  if (!r.success) return { ok: false, problems: problemsOf(r.error, given) };
  const env = r.data as Pick<AppEnv, K>;
  const pair = pairProblem(given);
  return pair ? { ok: false, problems: [pair] } : { ok: true, env };
}

// half a GitHub configuration would silently leave GitHub sign-in (or App publishing) off
function pairProblem(given: RawEnv): string | null {
  const app = "GITHUB_APP_ID" in given;
  if (app !== "GITHUB_APP_PRIVATE_KEY" in given)
    return app ? "GITHUB_APP_PRIVATE_KEY must be set with GITHUB_APP_ID" : "GITHUB_APP_ID must be set with GITHUB_APP_PRIVATE_KEY";
  const id = "GITHUB_CLIENT_ID" in given;
  const secret = "GITHUB_CLIENT_SECRET" in given;
  if (id === secret) return null;
  return id ? "GITHUB_CLIENT_SECRET must be set with GITHUB_CLIENT_ID" : "GITHUB_CLIENT_ID must be set with GITHUB_CLIENT_SECRET";
}

let processEnv: AppEnv | undefined;

/** The whole environment, or an EnvError naming each bad variable. process.env is parsed once. */
export function readEnv(raw: RawEnv = process.env): AppEnv {
  if (raw === process.env && processEnv) return processEnv;
  const r = parseEnv(raw);
  if (!r.ok) throw new EnvError(r.problems);
  if (raw === process.env) processEnv = r.env;
  return r.env;
}

/** Only these variables (a script or the CLI, which must not fail on a server variable it does not use). */
export function readEnvOf<K extends EnvName>(names: readonly K[], raw: RawEnv = process.env): Pick<AppEnv, K> {
  const r = parseEnv(raw, names);
  if (!r.ok) throw new EnvError(r.problems);
  return r.env;
}
