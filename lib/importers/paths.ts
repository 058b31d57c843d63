// Posix path helpers for folder-relative paths. Citations in calibration files are relative to
// calibration/ (scores.md) or to the citing file's folder; all results are task-root-relative.

/** Join and normalise ("a/b/../c" -> "a/c"); null when the path climbs out of the task folder. */
export function resolveRelative(baseDir: string, rel: string): string | null {
  const parts: string[] = [];
  const joined = rel.startsWith("/") ? rel.slice(1) : `${baseDir.replace(/\/+$/, "")}/${rel}`;
  for (const part of joined.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      if (parts.length === 0) return null;
      parts.pop();
    } else {
      parts.push(part);
    }
  }
  return parts.length === 0 ? null : parts.join("/");
}

export function dirname(path: string): string {
  const i = path.lastIndexOf("/");
  return i < 0 ? "" : path.slice(0, i);
}

export function basename(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

/** "codex-gpt-5.6-sol.jsonl" / ".jsonl.gz" / ".solution.json" / "_solution.json" -> "codex-gpt-5.6-sol" */
export function stemOf(path: string): string {
  return basename(path)
    .replace(/(\.jsonl)?(\.gz)?$/, "")
    .replace(/([._]solution)?\.json$/, "");
}
