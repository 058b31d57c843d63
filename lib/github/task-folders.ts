// Which task folders a pull request changes: a task folder is a directory holding a task.toml at
// the head; a changed path belongs to the deepest such folder above it. Paths outside every task
// folder (the repository's README, CI files) touch no task. Pure.

export interface TouchedFolder {
  /** the folder inside the repository, posix, no leading or trailing slash ("" = the root) */
  folder: string;
  /** the changed paths inside it, as given */
  changed: string[];
}

function folderOfToml(path: string): string | null {
  if (path === "task.toml") return "";
  return path.endsWith("/task.toml") ? path.slice(0, -"/task.toml".length) : null;
}

/** Task folders at the head (from every path there), touched by the changed paths; sorted by folder. */
export function touchedTaskFolders(headPaths: readonly string[], changedPaths: readonly string[]): TouchedFolder[] {
  const folders = headPaths.map(folderOfToml).filter((f): f is string => f !== null);
  // deepest first, so a nested task folder wins over one above it
  const byDepth = [...new Set(folders)].sort((a, b) => b.length - a.length);
  const touched = new Map<string, string[]>();
  for (const path of changedPaths) {
    const owner = byDepth.find((f) => f === "" || path === f || path.startsWith(`${f}/`));
    if (owner === undefined) continue;
    touched.set(owner, [...(touched.get(owner) ?? []), path]);
  }
  return [...touched.entries()].map(([folder, changed]) => ({ folder, changed })).sort((a, b) => (a.folder < b.folder ? -1 : 1));
}
