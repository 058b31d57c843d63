// Where the CLI keeps the server URL and API token: ~/.config/vbench-review/config.json (or
// $XDG_CONFIG_HOME/…, or $VBENCH_REVIEW_CONFIG), written 0600 in a 0700 folder, since it holds a
// secret.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { issueLines } from "../input/zod-issues";
import { readEnvOf, type RawEnv } from "../env";

export const CliConfigSchema = z.object({ url: z.string().url(), token: z.string().min(1) });
export type CliConfig = z.infer<typeof CliConfigSchema>;

export function configPath(raw: RawEnv = process.env): string {
  const env = readEnvOf(["VBENCH_REVIEW_CONFIG", "XDG_CONFIG_HOME"], raw);
  if (env.VBENCH_REVIEW_CONFIG) return env.VBENCH_REVIEW_CONFIG;
  const base = env.XDG_CONFIG_HOME ?? path.join(os.homedir(), ".config");
  return path.join(base, "vbench-review", "config.json");
}

export function saveConfig(config: CliConfig, file = configPath()): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(config, null, 2) + "\n", { mode: 0o600 });
  fs.chmodSync(tmp, 0o600);
  fs.renameSync(tmp, file);
}

export function loadConfig(file = configPath()): { ok: true; config: CliConfig } | { ok: false; message: string } {
  let raw: string;
  try {
    raw = fs.readFileSync(file, "utf8");
  } catch {
    return { ok: false, message: `not logged in: run \`vbench-review login <url>\` first (no ${file})` };
  }
  try {
    const parsed = CliConfigSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return { ok: true, config: parsed.data };
    return { ok: false, message: `${file}: ${issueLines(parsed.error).join("; ")}` };
  } catch (e) {
    return { ok: false, message: `${file}: not JSON (${e instanceof Error ? e.message : String(e)})` };
  }
}
