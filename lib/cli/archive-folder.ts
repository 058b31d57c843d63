// `push`: a task folder as a .tar.gz in memory (tar 7 create, portable headers, no .git), with the
// folder's own name as the top-level entry so the server can check it is the task being pushed.
import fs from "node:fs";
import path from "node:path";
import { create } from "tar";

export async function archiveFolder(folder: string): Promise<{ name: string; bytes: Uint8Array }> {
  const root = path.resolve(folder);
  if (!fs.existsSync(path.join(root, "task.toml"))) throw new Error(`${folder}: not a task folder (no task.toml)`);
  const name = path.basename(root);
  const chunks: Buffer[] = [];
  const stream = create(
    { gzip: true, cwd: path.dirname(root), portable: true, follow: false, filter: (p) => !p.split("/").includes(".git") },
    [name],
  );
  for await (const c of stream as AsyncIterable<Buffer>) chunks.push(c);
  return { name, bytes: Buffer.concat(chunks) };
}
