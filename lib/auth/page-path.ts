// The page a request asked for, so a sign-in redirect returns there ("/admin/settings", not "/").
// The proxy sets the header from the request's own URL, overwriting anything a client sent; the
// guard still accepts only a same-site path (never "//host" or "/\host").
export const PAGE_PATH_HEADER = "x-vbench-page-path";

export function sameSitePath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  return value.length > 2048 ? null : value;
}
