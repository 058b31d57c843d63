// A server action's arguments arrive as React's reply encoding: multipart/form-data when they
// hold a FormData, otherwise a JSON text body (text/plain). Next JSON.parses the text before any
// code of ours runs, so a body that is not JSON answered 500 with a stack in the log (the hostile
// bench sent 66). The proxy reads the text and refuses it with 400 in our error shape first. Pure.

/** Bodies larger than this are left to Next's own bodySizeLimit (1 MB), which refuses them. */
export const ACTION_TEXT_MAX = 1024 * 1024;

export function isTextActionRequest(method: string, headers: Headers): boolean {
  if (method !== "POST" || !headers.get("next-action")) return false;
  const type = (headers.get("content-type") ?? "").toLowerCase();
  return type.startsWith("text/plain");
}

/** Why this text cannot be a server action's encoded arguments, or null when it can. */
export function actionTextRefusal(text: string): string | null {
  try {
    JSON.parse(text);
    return null;
  } catch {
    return "a server action's arguments must be JSON (React's reply encoding) or a form; this body is neither";
  }
}
