import { describe, expect, it } from "vitest";
import { EnvError, parseEnv, readEnv, readEnvOf } from "./env";

describe("parseEnv", () => {
  it("gives the defaults for an empty environment", () => {
    const r = parseEnv({});
    expect(r.ok && r.env).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      VBENCH_SEED: true,
      VBENCH_WORKER: true,
      VBENCH_ANONYMOUS_READ: false,
      VBENCH_AUTH_RATE_LIMIT: true,
      VBENCH_MAX_UPLOAD_BYTES: 20 * 1024 * 1024,
      VBENCH_MAX_ARCHIVE_BYTES: 64 * 1024 * 1024,
      VBENCH_UPLOAD_IDLE_MS: 30_000,
      VBENCH_UPLOAD_TOTAL_MS: 120_000,
      VBENCH_UPLOAD_CONNECTIONS: 4,
      VBENCH_MEDIA_MAX_BYTES: 8 * 1024 ** 3,
      VBENCH_MEDIA_CACHE_BYTES: 32 * 1024 ** 3,
      VBENCH_FETCH_ALLOW_HTTP: false,
      FFPROBE_PATH: "ffprobe",
    });
    expect(r.ok && [r.env.DATABASE_URL, r.env.BENCH_PORT, r.env.MEDIA_DIR]).toEqual([undefined, undefined, undefined]);
  });

  it.each<[string, Record<string, string>, Record<string, unknown>]>([
    ["an upload limit", { VBENCH_MAX_UPLOAD_BYTES: "1048576" }, { VBENCH_MAX_UPLOAD_BYTES: 1048576 }],
    ["a port", { PORT: "8080" }, { PORT: 8080 }],
    ["flags", { VBENCH_SEED: "0", VBENCH_ANONYMOUS_READ: "1" }, { VBENCH_SEED: false, VBENCH_ANONYMOUS_READ: true }],
    [
      "an empty value is unset",
      { VBENCH_MAX_UPLOAD_BYTES: "", VBENCH_SEED: "  " },
      { VBENCH_MAX_UPLOAD_BYTES: 20 * 1024 * 1024, VBENCH_SEED: true },
    ],
    ["surrounding spaces are dropped", { PORT: " 4000 " }, { PORT: 4000 }],
    ["a comma list", { VBENCH_TRUSTED_PROXY: "10.0.0.1, 10.0.0.2,," }, { VBENCH_TRUSTED_PROXY: ["10.0.0.1", "10.0.0.2"] }],
    ["database URLs", { DATABASE_URL: "pglite:memory" }, { DATABASE_URL: "pglite:memory" }],
    ["a public URL", { BETTER_AUTH_URL: "https://review.example" }, { BETTER_AUTH_URL: "https://review.example" }],
    [
      "media sizes with units",
      { VBENCH_MEDIA_MAX_BYTES: "512 MiB", VBENCH_MEDIA_CACHE_BYTES: "2GiB" },
      { VBENCH_MEDIA_MAX_BYTES: 512 * 1024 ** 2, VBENCH_MEDIA_CACHE_BYTES: 2 * 1024 ** 3 },
    ],
    ["http fetches spelled true", { VBENCH_FETCH_ALLOW_HTTP: "true" }, { VBENCH_FETCH_ALLOW_HTTP: true }],
    [
      "a test allow-list",
      { VBENCH_FETCH_ALLOW: "127.0.0.1:5000,10.0.0.2:80" },
      {
        VBENCH_FETCH_ALLOW: [
          { address: "127.0.0.1", port: 5000 },
          { address: "10.0.0.2", port: 80 },
        ],
      },
    ],
    [
      "upload time and connection bounds",
      { VBENCH_UPLOAD_TOTAL_MS: "5000", VBENCH_UPLOAD_CONNECTIONS: "2" },
      { VBENCH_UPLOAD_TOTAL_MS: 5000, VBENCH_UPLOAD_CONNECTIONS: 2 },
    ],
    ["GitHub, both halves", { GITHUB_CLIENT_ID: "a", GITHUB_CLIENT_SECRET: "b" }, { GITHUB_CLIENT_ID: "a" }],
    ["a webhook secret", { GITHUB_WEBHOOK_SECRET: "0123456789abcdef" }, { GITHUB_WEBHOOK_SECRET: "0123456789abcdef" }],
    [
      "a GitHub App",
      { GITHUB_APP_ID: "12345", GITHUB_APP_PRIVATE_KEY: "-----BEGIN RSA PRIVATE KEY-----\\nx", GITHUB_APP_INSTALLATION_ID: "678" },
      { GITHUB_APP_ID: 12345, GITHUB_APP_INSTALLATION_ID: 678 },
    ],
  ])("reads %s", (_name, raw, expected) => {
    const r = parseEnv(raw);
    expect(r.ok).toBe(true);
    expect(r.ok && r.env).toMatchObject(expected);
  });

  it.each<[string, Record<string, string>, RegExp]>([
    // finding 14: a typo in a limit must not become NaN (no limit)
    [
      "a typo in the upload limit",
      { VBENCH_MAX_UPLOAD_BYTES: "20MB" },
      /^VBENCH_MAX_UPLOAD_BYTES must be a size in bytes.*\(got "20MB"\)$/,
    ],
    ["a negative archive limit", { VBENCH_MAX_ARCHIVE_BYTES: "-1" }, /^VBENCH_MAX_ARCHIVE_BYTES must be a size in bytes/],
    ["a zero upload limit", { VBENCH_MAX_UPLOAD_BYTES: "0" }, /^VBENCH_MAX_UPLOAD_BYTES .*from 1 to/],
    ["an exponent", { VBENCH_MAX_UPLOAD_BYTES: "2e7" }, /^VBENCH_MAX_UPLOAD_BYTES/],
    ["a fraction", { VBENCH_UPLOAD_IDLE_MS: "1.5" }, /^VBENCH_UPLOAD_IDLE_MS must be a time in milliseconds/],
    ["hex", { VBENCH_UPLOAD_IDLE_MS: "0x10" }, /^VBENCH_UPLOAD_IDLE_MS/],
    ["a port out of range", { PORT: "70000" }, /^PORT must be a TCP port, a whole number from 1 to 65535/],
    ["a word as a port", { PORT: "http" }, /^PORT /],
    ["a flag spelled true", { VBENCH_SEED: "true" }, /^VBENCH_SEED must be 0 or 1 \(got "true"\)$/],
    ["a flag spelled yes", { VBENCH_ANONYMOUS_READ: "yes" }, /^VBENCH_ANONYMOUS_READ must be 0 or 1/],
    ["an unknown database", { DATABASE_URL: "mysql://x" }, /^DATABASE_URL must be postgresql/],
    ["a public URL without scheme", { BETTER_AUTH_URL: "review.example" }, /^BETTER_AUTH_URL must be an http/],
    ["an ftp origin", { VBENCH_ORIGIN: "ftp://review.example" }, /^VBENCH_ORIGIN must be an http/],
    ["a bad bootstrap email", { VBENCH_BOOTSTRAP_ADMIN_EMAIL: "admin@" }, /^VBENCH_BOOTSTRAP_ADMIN_EMAIL must be an email address/],
    ["GitHub id without secret", { GITHUB_CLIENT_ID: "a" }, /^GITHUB_CLIENT_SECRET must be set with GITHUB_CLIENT_ID$/],
    ["GitHub secret without id", { GITHUB_CLIENT_SECRET: "b" }, /^GITHUB_CLIENT_ID must be set with GITHUB_CLIENT_SECRET$/],
    ["a short webhook secret", { GITHUB_WEBHOOK_SECRET: "short" }, /^GITHUB_WEBHOOK_SECRET must be at least 16 characters$/],
    ["an App id without its key", { GITHUB_APP_ID: "1" }, /^GITHUB_APP_PRIVATE_KEY must be set with GITHUB_APP_ID$/],
    [
      "an App key that is not PEM",
      { GITHUB_APP_ID: "1", GITHUB_APP_PRIVATE_KEY: "abc" },
      /^GITHUB_APP_PRIVATE_KEY must be a PEM private key$/,
    ],
    ["a GitHub API URL without scheme", { GITHUB_API_URL: "api.github.com" }, /^GITHUB_API_URL must be an http/],
    ["a host name as trusted proxy", { VBENCH_TRUSTED_PROXY: "proxy.local" }, /^VBENCH_TRUSTED_PROXY must list IP addresses/],
    ["a media size in GB", { VBENCH_MEDIA_MAX_BYTES: "8GB" }, /^VBENCH_MEDIA_MAX_BYTES must be a byte count.*\(got "8GB"\)$/],
    ["a zero cache", { VBENCH_MEDIA_CACHE_BYTES: "0" }, /^VBENCH_MEDIA_CACHE_BYTES must be a byte count/],
    ["http fetches spelled yes", { VBENCH_FETCH_ALLOW_HTTP: "yes" }, /^VBENCH_FETCH_ALLOW_HTTP must be 1\/true or 0\/false/],
    ["a host name on the allow-list", { VBENCH_FETCH_ALLOW: "localhost:80" }, /^VBENCH_FETCH_ALLOW must list address:port pairs/],
    [
      "an upload deadline in seconds",
      { VBENCH_UPLOAD_TOTAL_MS: "120s" },
      /^VBENCH_UPLOAD_TOTAL_MS must be a time in milliseconds per 20 MiB/,
    ],
    ["no upload connections", { VBENCH_UPLOAD_CONNECTIONS: "0" }, /^VBENCH_UPLOAD_CONNECTIONS must be a number of concurrent uploads/],
    ["a write limit in words", { VBENCH_WRITE_RATE_LIMIT: "lots" }, /^VBENCH_WRITE_RATE_LIMIT must be writes per minute/],
  ])("refuses %s, naming the variable", (_name, raw, problem) => {
    const r = parseEnv(raw);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.problems).toEqual([expect.stringMatching(problem)]);
  });

  it("never echoes a secret", () => {
    const r = parseEnv({ BETTER_AUTH_SECRET: "short-secret-value" });
    expect(!r.ok && r.problems).toEqual(["BETTER_AUTH_SECRET must be at least 32 characters"]);
  });

  it("names every bad variable at once", () => {
    const r = parseEnv({ PORT: "x", VBENCH_SEED: "no" });
    expect(!r.ok && r.problems.map((p) => p.split(" ")[0]).sort()).toEqual(["PORT", "VBENCH_SEED"]);
  });
});

describe("readEnv / readEnvOf", () => {
  it("throws an EnvError whose message names the variable", () => {
    expect(() => readEnv({ VBENCH_MAX_UPLOAD_BYTES: "lots" })).toThrow(EnvError);
    expect(() => readEnv({ VBENCH_MAX_UPLOAD_BYTES: "lots" })).toThrow(/VBENCH_MAX_UPLOAD_BYTES/);
  });
  it("reads only the named variables, so a script is not stopped by a server variable it does not use", () => {
    expect(readEnvOf(["BENCH_ROUNDS"], { BENCH_ROUNDS: "7", PORT: "not a port" })).toEqual({ BENCH_ROUNDS: 7 });
    expect(() => readEnvOf(["BENCH_ROUNDS"], { BENCH_ROUNDS: "seven" })).toThrow(/BENCH_ROUNDS/);
  });
});
