// Attaching a local copy "by server path" may only name a file inside MEDIA_DIR: the path is
// checked lexically first (so nothing is learnt about files elsewhere: not even whether they
// exist), then by its real path (a symlink inside MEDIA_DIR that points out is refused).
import fs from "node:fs";
import path from "node:path";
import { readEnvOf, type RawEnv } from "../env";

export type Confined = { ok: true; realPath: string } | { ok: false; reason: string };

export function mediaDirOf(raw: RawEnv = process.env): string | null {
  const d = readEnvOf(["MEDIA_DIR"], raw).MEDIA_DIR;
  return d ? path.resolve(d) : null;
}

function inside(dir: string, p: string): boolean {
  const rel = path.relative(dir, p);
  return rel !== "" && !rel.startsWith("..") && !path.isAbsolute(rel);
}

export async function confineToMediaDir(requested: string, mediaDir: string | null): Promise<Confined> {
  if (!mediaDir)
    return { ok: false, reason: "attaching by server path is off: the server has no MEDIA_DIR configured (upload the file instead)" };
  if (requested.includes("\0")) return { ok: false, reason: "the path contains a NUL byte" };
  const lexical = path.resolve(mediaDir, requested);
  if (!inside(mediaDir, lexical)) return { ok: false, reason: "only files inside MEDIA_DIR can be attached" };
  let realDir: string;
  try {
    realDir = await fs.promises.realpath(mediaDir);
  } catch {
    return { ok: false, reason: "MEDIA_DIR does not exist on this server" };
  }
  let real: string;
  try {
    real = await fs.promises.realpath(lexical);
  } catch {
    return { ok: false, reason: "no such file inside MEDIA_DIR" };
  }
  if (!inside(realDir, real)) return { ok: false, reason: "the path leads outside MEDIA_DIR (through a symlink): refused" };
  const st = await fs.promises.stat(real).catch(() => null);
  if (!st?.isFile()) return { ok: false, reason: "not a regular file inside MEDIA_DIR" };
  return { ok: true, realPath: real };
}
