// IP address literals as numbers, so the outbound policy compares ranges instead of strings.
// Only canonical forms are accepted here: a URL's host goes through the WHATWG URL parser first,
// which already turns "2130706433", "0x7f.1" and "0177.0.0.1" into "127.0.0.1", and DNS answers
// are canonical. Anything else is "not an address" (and then treated as a name to resolve).

/** A dotted-quad IPv4 address as an unsigned 32-bit number, or null. */
export function parseIPv4(text: string): number | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  let value = 0;
  for (const p of parts) {
    // no leading zeros: "010" would be octal to some parsers and decimal to others
    if (!/^(0|[1-9][0-9]{0,2})$/.test(p)) return null;
    const n = Number(p);
    if (n > 255) return null;
    value = value * 256 + n;
  }
  return value;
}

/** An IPv6 address (brackets and a %zone allowed, an IPv4 tail allowed) as a 128-bit bigint, or null. */
export function parseIPv6(text: string): bigint | null {
  let s = text.startsWith("[") && text.endsWith("]") ? text.slice(1, -1) : text;
  s = s.replace(/%[^%]+$/, ""); // fe80::1%eth0: the zone names an interface, not part of the address
  if (!s.includes(":")) return null;
  const halves = s.split("::");
  if (halves.length > 2) return null;
  const head = groupsOf(halves[0]);
  const tail = halves.length === 2 ? groupsOf(halves[1]) : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  return groups.reduce((acc, g) => (acc << 16n) | BigInt(g), 0n);
}

/** "1:2:3" -> [1, 2, 3]; a final dotted quad counts as two groups; "" -> []. */
function groupsOf(part: string): number[] | null {
  if (part === "") return [];
  const out: number[] = [];
  const pieces = part.split(":");
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i];
    if (i === pieces.length - 1 && p.includes(".")) {
      const v4 = parseIPv4(p);
      if (v4 === null) return null;
      out.push(Math.floor(v4 / 65536), v4 % 65536);
    } else if (/^[0-9a-f]{1,4}$/i.test(p)) out.push(parseInt(p, 16));
    else return null;
  }
  return out;
}

export function formatIPv4(value: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join(".");
}
