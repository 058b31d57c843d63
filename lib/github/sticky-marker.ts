// The hidden marker that finds our one comment per task on a pull request again: an HTML comment
// GitHub does not render. Only a comment we wrote whose body starts with the marker is ours, so a
// reviewer quoting it, or a PR author pasting it first, does not make their comment ours. Pure.

export function stickyMarker(taskId: string): string {
  // the task id is safe-param text ([A-Za-z0-9._@-]); "-->" cannot occur in it, but be sure
  return `<!-- vbench-review:task:${taskId.replace(/--+>?/g, "-")} -->`;
}

export function stickyBody(taskId: string, markdown: string): string {
  return `${stickyMarker(taskId)}\n${markdown}`;
}

/**
 * Our comment for the task: written by us (`login`: the token's user, or the App's "<slug>[bot]")
 * AND starting with the marker. A PR author who posts the marker first does not own "the" review
 * comment: theirs is never edited, we post our own.
 */
export function findSticky<C extends { id: number; body?: string | null; user?: { login?: string | null } | null }>(
  comments: readonly C[],
  taskId: string,
  login: string,
): C | null {
  const marker = stickyMarker(taskId);
  const ours = (c: C) => (c.user?.login ?? "").toLowerCase() === login.toLowerCase();
  return comments.find((c) => ours(c) && (c.body ?? "").startsWith(marker)) ?? null;
}
