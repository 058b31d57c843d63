// Whether publishing to GitHub is on, and how, from the environment alone: no octokit loaded, so a
// server action can ask before it enqueues a publish (lib/github/store/request-republish.ts).
import { readEnvOf, type RawEnv } from "../env";

export const GITHUB_ENV_NAMES = [
  "GITHUB_TOKEN",
  "GITHUB_APP_ID",
  "GITHUB_APP_PRIVATE_KEY",
  "GITHUB_APP_INSTALLATION_ID",
  "GITHUB_API_URL",
] as const;

export type GitHubAuthMode = "token" | "app" | "off";

export function githubAuthMode(raw: RawEnv = process.env): GitHubAuthMode {
  const env = readEnvOf(GITHUB_ENV_NAMES, raw);
  if (env.GITHUB_TOKEN) return "token";
  return env.GITHUB_APP_ID && env.GITHUB_APP_PRIVATE_KEY && env.GITHUB_APP_INSTALLATION_ID ? "app" : "off";
}
