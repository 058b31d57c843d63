// What a `catch (e)` holds is `unknown`: anything can be thrown. These read it without a cast.

/** The thrown value as an Error: itself when it is one, otherwise an Error carrying its text. */
export function errorOf(thrown: unknown): Error {
  return thrown instanceof Error ? thrown : new Error(String(thrown));
}

/** The errno code a Node system call error carries ("ENOENT", "EEXIST", ...), or undefined. */
export function errnoCode(thrown: unknown): string | undefined {
  if (!(thrown instanceof Error) || !("code" in thrown)) return undefined;
  return typeof thrown.code === "string" ? thrown.code : undefined;
}
