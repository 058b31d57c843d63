// The hidden marker that finds our one comment per task on a pull request again: an HTML comment
// GitHub does not render. Only a comment whose body starts with the marker is ours, so a reviewer
// quoting it elsewhere does not make a second one ours. Pure.

export function stickyMarker(taskId: string): string {
  // the task id is safe-param text ([A-Za-z0-9._@-]); "-->" cannot occur in it, but be sure
  return `<!-- vbench-review:task:${taskId.replace(/--+>?/g, "-")} -->`;
}

export function stickyBody(taskId: string, markdown: string): string {
  return `${stickyMarker(taskId)}\n${markdown}`;
}

export function findSticky<C extends { id: number; body?: string | null }>(comments: readonly C[], taskId: string): C | null {
  const marker = stickyMarker(taskId);
  return comments.find((c) => (c.body ?? "").startsWith(marker)) ?? null;
}
