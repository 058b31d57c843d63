// The GitHub REST client publishing uses: octokit with a token (GITHUB_TOKEN) or as a GitHub App
// installation (GITHUB_APP_ID + GITHUB_APP_PRIVATE_KEY + GITHUB_APP_INSTALLATION_ID), against
// GITHUB_API_URL (default https://api.github.com; GitHub Enterprise or a test server otherwise).
// Null when nothing is configured: publishing is then off and the PR page says so.
import { createAppAuth } from "@octokit/auth-app";
import { Octokit } from "@octokit/rest";
import { readEnvOf, type RawEnv } from "../env";
import { GITHUB_ENV_NAMES as NAMES } from "./auth-mode";

export { githubAuthMode, type GitHubAuthMode } from "./auth-mode";

export function githubClientFromEnv(raw: RawEnv = process.env): Octokit | null {
  const env = readEnvOf(NAMES, raw);
  const baseUrl = (env.GITHUB_API_URL ?? "https://api.github.com").replace(/\/+$/, "");
  // retries are the publish job's (each one recorded), never the client's own
  const common = { baseUrl, userAgent: "vbench-review", request: { retries: 0, timeout: 20_000 } };
  if (env.GITHUB_TOKEN) return new Octokit({ ...common, auth: env.GITHUB_TOKEN });
  if (env.GITHUB_APP_ID && env.GITHUB_APP_PRIVATE_KEY && env.GITHUB_APP_INSTALLATION_ID)
    return new Octokit({
      ...common,
      authStrategy: createAppAuth,
      auth: {
        appId: env.GITHUB_APP_ID,
        // a key pasted into an env file often carries literal "\n"
        privateKey: env.GITHUB_APP_PRIVATE_KEY.replace(/\\n/g, "\n"),
        installationId: env.GITHUB_APP_INSTALLATION_ID,
      },
    });
  return null;
}
