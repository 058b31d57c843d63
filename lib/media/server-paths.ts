// Messages that media jobs store and API answers return must not show where this server keeps its
// files (the working directory, MEDIA_DIR, the OS temp dir, the home dir): each such root is
// replaced by a neutral name, so "/srv/vbench/.media-cache/x.mp4" reads "./.media-cache/x.mp4".
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readEnvOf, type RawEnv } from "../env";

export interface PathRoot {
  /** an absolute directory */
  dir: string;
  /** what is shown instead */
  name: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Pure: every occurrence of a root (as a whole path prefix) replaced by its name, the longest root first. */
export function withoutServerPaths(text: string, roots: readonly PathRoot[]): string {
  const usable = roots.filter((r) => r.dir.length > 1 && path.isAbsolute(r.dir)).sort((a, b) => b.dir.length - a.dir.length);
  let out = text;
  for (const r of usable) {
    const dir = r.dir.replace(/[/\\]+$/, "");
    // the root itself, or followed by a separator: "/tmp" in "/tmpfoo" is a different folder
    out = out.replace(new RegExp(`${escape(dir)}(?=[/\\\\]|$|[^\\w.-])`, "g"), r.name);
  }
  return out;
}

/** The roots of this server, each with its real path too (a symlinked tmpdir shows either way). */
export function serverPathRoots(raw: RawEnv = process.env): PathRoot[] {
  const env = readEnvOf(["MEDIA_DIR", "VBENCH_GIT_DIR"], raw);
  const roots: PathRoot[] = [
    { dir: process.cwd(), name: "." },
    { dir: os.tmpdir(), name: "(temp)" },
    { dir: os.homedir(), name: "~" },
  ];
  if (env.MEDIA_DIR) roots.push({ dir: path.resolve(env.MEDIA_DIR), name: "MEDIA_DIR" });
  if (env.VBENCH_GIT_DIR) roots.push({ dir: path.resolve(env.VBENCH_GIT_DIR), name: "VBENCH_GIT_DIR" });
  const real = roots.flatMap((r) => {
    try {
      const p = fs.realpathSync(r.dir);
      return p === r.dir ? [] : [{ dir: p, name: r.name }];
    } catch {
      return [];
    }
  });
  return [...roots, ...real];
}

/** A message or path as users may see it. */
export function neutralPaths(text: string): string {
  return withoutServerPaths(text, serverPathRoots());
}
