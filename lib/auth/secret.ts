// BETTER_AUTH_SECRET signs session cookies. When it is not set we generate one on first start
// and keep it in the data directory (mode 0600), so sessions survive restarts and no secret is
// ever hard-coded. Set BETTER_AUTH_SECRET in production (several servers must share it).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { readEnv, type RawEnv } from "../env";

export function dataDir(env: RawEnv = process.env, cwd = process.cwd()): string {
  return path.resolve(cwd, readEnv(env).VBENCH_DATA_DIR ?? ".data");
}

export function resolveAuthSecret(env: RawEnv = process.env, cwd = process.cwd()): string {
  // lib/env.ts refuses one shorter than 32 characters
  const fromEnv = readEnv(env).BETTER_AUTH_SECRET;
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir(env, cwd), "auth-secret");
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not there yet
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = crypto.randomBytes(32).toString("base64url");
  try {
    // wx: if another process wrote it first, theirs wins and we read it back
    fs.writeFileSync(file, secret + "\n", { mode: 0o600, flag: "wx" });
    return secret;
  } catch {
    return fs.readFileSync(file, "utf8").trim();
  }
}
