// Which files a verifier reads from /tests that the folder does not ship (its ground truth kept
// out of the PR, a renamed file). Pure: the verifier's sources are read as text, never run.
const SOURCE = /\.(sh|py|bash)$/;
// a source file larger than this is not scanned (contributor input)
const SOURCE_MAX = 512 * 1024;
const TESTS_PATH = /\/tests\/([A-Za-z0-9._\-/]+)/g;

/** `/tests/<name>` paths named in the verifier's scripts that are not among its files, with the scripts naming each. */
export function missingTestsFiles(files: ReadonlyMap<string, Uint8Array>): { path: string; namedIn: string }[] {
  const out = new Map<string, string[]>();
  for (const [name, raw] of files) {
    if (!SOURCE.test(name) || raw.length > SOURCE_MAX) continue;
    for (const m of new TextDecoder().decode(raw).matchAll(TESTS_PATH)) {
      const rel = m[1].replace(/[./]+$/, "");
      // a directory named as a prefix of shipped files (e.g. /tests/data/) is present
      const present = files.has(rel) || [...files.keys()].some((f) => f.startsWith(`${rel}/`));
      const naming = out.get(rel) ?? [];
      if (!present && rel && !naming.includes(name)) out.set(rel, [...naming, name]);
    }
  }
  return [...out].map(([path, namedIn]) => ({ path: `/tests/${path}`, namedIn: namedIn.join(", ") }));
}
