// `push`: a task folder as a .tar.gz in memory (tar 7 create, portable headers, no .git). The task
// is the one task.toml names (`[task] name = "org/<id>"`, its last segment, as the importer reads
// it), not whatever the folder happens to be called; the top-level entry carries that id so the
// server can check it is the task being pushed.
import fs from "node:fs";
import path from "node:path";
import { create } from "tar";
import { parseTaskToml } from "../importers/task-toml";

/** The task id task.toml names, else the folder's name (a task.toml without [task] name). */
export function taskIdOfFolder(root: string): string {
  const toml = parseTaskToml(new Uint8Array(fs.readFileSync(path.join(root, "task.toml"))));
  if (!toml.ok) throw new Error(`${path.join(root, "task.toml")}: ${toml.error.reason}`);
  const name = toml.keys.task?.name?.trim();
  const id = name ? name.split("/").filter(Boolean).pop() : undefined;
  return id || path.basename(root);
}

export async function archiveFolder(folder: string): Promise<{ name: string; bytes: Uint8Array }> {
  const root = path.resolve(folder);
  if (!fs.existsSync(path.join(root, "task.toml"))) throw new Error(`${folder}: not a task folder (no task.toml)`);
  const name = taskIdOfFolder(root);
  const entries = fs.readdirSync(root).filter((e) => e !== ".git");
  const chunks: Buffer[] = [];
  const stream = create(
    { gzip: true, cwd: root, prefix: name, portable: true, follow: false, filter: (p) => !p.split("/").includes(".git") },
    entries,
  );
  for await (const c of stream as AsyncIterable<Buffer>) chunks.push(c);
  return { name, bytes: Buffer.concat(chunks) };
}
