// Which git sources the dashboard (not the CLI) may read: URLs, and local repositories only
// inside VBENCH_GIT_DIR, so a form field can never make the server read an arbitrary path.
import fs from "node:fs";
import path from "node:path";
import { readEnv } from "../env";
import { isGitUrl } from "./repository";

export type SourceCheck = { ok: true; source: string } | { ok: false; reason: string };

export function checkDashboardGitSource(source: string, gitDir = readEnv().VBENCH_GIT_DIR): SourceCheck {
  const s = source.trim();
  if (isGitUrl(s)) {
    if (s.startsWith("file://")) return { ok: false, reason: "file:// URLs are not accepted: name a repository inside VBENCH_GIT_DIR" };
    // the import job checks where an http(s) URL leads (lib/net/outbound-git.ts); an ssh one it could not
    if (!/^https?:\/\//.test(s)) return { ok: false, reason: "only https repository URLs are accepted here (not ssh or git@ addresses)" };
    return { ok: true, source: s };
  }
  if (!gitDir) return { ok: false, reason: "local repositories are off: set VBENCH_GIT_DIR to the folder holding them (or give a URL)" };
  let root: string;
  try {
    root = fs.realpathSync(gitDir);
  } catch {
    return { ok: false, reason: `VBENCH_GIT_DIR (${gitDir}) does not exist on this server` };
  }
  const wanted = path.resolve(root, s);
  let real: string;
  try {
    real = fs.realpathSync(wanted);
  } catch {
    return { ok: false, reason: `no repository ${s} in VBENCH_GIT_DIR` };
  }
  if (real !== root && !real.startsWith(root + path.sep)) return { ok: false, reason: `${s} is outside VBENCH_GIT_DIR` };
  return { ok: true, source: real };
}
