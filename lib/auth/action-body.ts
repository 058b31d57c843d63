// A server action's arguments arrive as React's reply encoding: multipart/form-data when they
// hold a FormData, otherwise a JSON text body (text/plain). Next JSON.parses the text before any
// code of ours runs, so a body that is not JSON answered 500 with a stack in the log (the hostile
// bench sent 66). The proxy reads the text and refuses it with 400 in our error shape first. Pure.
// React's decoder also walks the arguments recursively: 5,000 levels of nesting overflowed its
// stack (a 500, to anonymous callers too), so the depth is bounded before anything parses it.

/** Bodies larger than this are left to Next's own bodySizeLimit (1 MB), which refuses them. */
export const ACTION_TEXT_MAX = 1024 * 1024;

export function isTextActionRequest(method: string, headers: Headers): boolean {
  if (method !== "POST" || !headers.get("next-action")) return false;
  const type = (headers.get("content-type") ?? "").toLowerCase();
  return type.startsWith("text/plain");
}

/** No form or action argument of ours nests deeper than a few levels. */
export const ACTION_MAX_DEPTH = 32;

/** The deepest nesting of arrays and objects in JSON text (strings skipped), in one linear pass. */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/** Why this text cannot be a server action's encoded arguments, or null when it can. */
export function actionTextRefusal(text: string): string | null {
  const depth = jsonNestingDepth(text);
  if (depth > ACTION_MAX_DEPTH)
    return `a server action's arguments may nest at most ${ACTION_MAX_DEPTH} levels of arrays and objects; these nest ${depth}`;
  try {
    JSON.parse(text);
    return null;
  } catch {
    return "a server action's arguments must be JSON (React's reply encoding) or a form; this body is neither";
  }
}
