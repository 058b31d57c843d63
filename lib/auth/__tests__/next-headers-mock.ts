// Stand-in for next/headers in integration tests: the guard reads the request headers (cookie)
// from here. Only the framework edge is replaced; the database and better-auth are real.
let current = new Headers();

export function setTestHeaders(h: Headers) {
  current = h;
}

export async function headers(): Promise<Headers> {
  return current;
}

export async function cookies() {
  const jar = new Map<string, string>();
  for (const part of (current.get("cookie") ?? "").split(/;\s*/)) {
    const i = part.indexOf("=");
    if (i > 0) jar.set(part.slice(0, i), part.slice(i + 1));
  }
  return {
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    getAll: () => [...jar].map(([name, value]) => ({ name, value })),
    has: (name: string) => jar.has(name),
    set: () => {},
    delete: () => {},
  };
}
