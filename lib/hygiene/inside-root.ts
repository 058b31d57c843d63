// Messages about a file in a folder the server made (an extracted archive, a sandbox layout) name
// the file as the contributor knows it, inside their folder: "task-own/a", not
// "/tmp/vbench-push-1-x/vbench-archive-1-y/task-own/a". Pure.

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every path under `root` in `text` relative to it, and `root` itself as `as`. */
export function relativeToRoot(text: string, root: string, as = "."): string {
  const dir = root.replace(/\/+$/, "");
  if (dir.length < 2) return text;
  // the root as a whole path: "/tmp/p-1" in "/tmp/p-10" is another folder
  return text.replace(new RegExp(`${escape(dir)}(/|(?![\\w.-]))`, "g"), (_m, slash: string) => (slash ? "" : as));
}
