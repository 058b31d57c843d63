// `push`: a task folder as a .tar.gz in memory (tar 7 create, portable headers, no .git). The task
// is the one task.toml names (`[task] name = "org/<id>"`, its last segment, as the importer reads
// it), not whatever the folder happens to be called; the top-level entry carries that id so the
// server can check it is the task being pushed.
import fs from "node:fs";
import path from "node:path";
import { create } from "tar";
import { taskIdOfFolder } from "../importers/task-id-of-folder";

export async function archiveFolder(folder: string): Promise<{ name: string; bytes: Uint8Array<ArrayBuffer> }> {
  const root = path.resolve(folder);
  if (!fs.existsSync(path.join(root, "task.toml"))) throw new Error(`${folder}: not a task folder (no task.toml)`);
  const name = taskIdOfFolder(new Uint8Array(fs.readFileSync(path.join(root, "task.toml"))), path.basename(root));
  const entries = fs.readdirSync(root).filter((e) => e !== ".git");
  const chunks: Buffer[] = [];
  const stream = create(
    { gzip: true, cwd: root, prefix: name, portable: true, follow: false, filter: (p) => !p.split("/").includes(".git") },
    entries,
  );
  for await (const c of stream) chunks.push(c);
  return { name, bytes: Buffer.concat(chunks) };
}
