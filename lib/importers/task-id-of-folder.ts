// The id a task folder names for itself: task.toml's `[task] name` (its last path segment), else
// the folder's own name. Shared by the contributor CLI's push and the server's archive import, so
// both agree on which task a folder is. Pure: the caller reads task.toml. The error names
// task.toml inside the folder, never the folder's place on disk (on the server that is a temp dir).
import { parseTaskToml } from "./task-toml";

export function taskIdOfFolder(taskToml: Uint8Array, folderName: string): string {
  const toml = parseTaskToml(taskToml);
  if (!toml.ok) throw new Error(`task.toml: ${toml.error.reason}`);
  const name = toml.keys.task?.name?.trim();
  const id = name ? name.split("/").filter(Boolean).pop() : undefined;
  return id || folderName;
}
