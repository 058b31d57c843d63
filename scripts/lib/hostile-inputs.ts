// Hostile request bodies for `npm run bench:hostile`, generated here (nothing downloaded): multipart
// forms with bad fields, ledgers and trajectories that try the parsers, and archives that try
// the extractor (zip-slip, absolute paths, symlinks, hard links, devices, bombs, truncation).
import zlib from "node:zlib";

export const BOUNDARY = "----vbenchHostile7c1e";

export type Part = { name: string; value: string } | { name: string; filename: string; bytes: Uint8Array };

export function multipart(parts: readonly Part[], boundary = BOUNDARY): Uint8Array<ArrayBuffer> {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if ("value" in p) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\n\r\n`));
      chunks.push(Buffer.from(p.bytes), Buffer.from("\r\n"));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return new Uint8Array(Buffer.concat(chunks));
}

const enc = (s: string) => new TextEncoder().encode(s);

/** ledger files no parser may choke on (each is a file upload with kind=ledger) */
export function hostileLedgers(): Array<[string, Uint8Array]> {
  const out: Array<[string, Uint8Array]> = [
    ["empty", new Uint8Array()],
    ["not JSON", enc("hello")],
    ["invalid UTF-8", Uint8Array.from([0x7b, 0xff, 0xfe, 0x7d])],
    ["deep nesting", enc("[".repeat(100_000) + "]".repeat(100_000))],
    ["deep objects", enc('{"a":'.repeat(50_000) + "1" + "}".repeat(50_000))],
    ["NUL in strings", enc('{"actions":[{"verb":"a\\u0000b","nouns":["\\u0000"],"start_frame":1,"end_frame":2}]}')],
    ["lone surrogates", enc('{"actions":[{"verb":"\\ud800","nouns":["\\udfff"],"start_frame":1,"end_frame":2}]}')],
    ["huge numbers", enc('{"actions":[{"verb":"enter","nouns":["x"],"start_frame":1e999,"end_frame":-1e999}]}')],
    ["a bare array", enc("[1,2,3]")],
    ["null", enc("null")],
    ["prototype keys", enc('{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}},"actions":[]}')],
    ["a million tiny actions", enc(JSON.stringify({ actions: Array.from({ length: 200_000 }, () => ({})) }))],
    ["BOM and trailing junk", enc('\ufeff{"actions":[]} trailing')],
    ["duplicate keys", enc('{"actions":[],"actions":{"x":1}}')],
  ];
  for (const v of [NaN, Infinity, -1, 1e308, 2 ** 53 + 1, -0])
    out.push([`frame ${v}`, enc(`{"actions":[{"verb":"enter","nouns":["x"],"start_frame":${String(v)},"end_frame":3}]}`)]);
  for (const t of ["string", "true", "{}", "[[]]", '"1"'])
    out.push([`verb as ${t}`, enc(`{"actions":[{"verb":${t},"nouns":${t},"start_frame":${t},"end_frame":${t}}]}`)]);
  return out;
}

/** trajectory (JSONL) files: parsers must refuse or read them, never fail */
export function hostileTrajectories(): Array<[string, Uint8Array]> {
  const line = (o: unknown) => JSON.stringify(o) + "\n";
  return [
    ["empty", new Uint8Array()],
    ["garbage lines", enc("x\n{\n}\n[\n".repeat(5000))],
    ["one 8 MB line", enc(line({ type: "item.completed", item: { type: "agent_message", text: "y".repeat(8 * 1024 * 1024) } }))],
    ["deep line", enc("[".repeat(100_000) + "\n")],
    ["NUL and surrogates", enc(line({ type: "message", content: "\u0000\ud800" }).repeat(1000))],
    ["100k blank lines", enc("\n".repeat(100_000))],
    ["CRLF and BOM", enc("\ufeff" + line({ type: "x" }).replace("\n", "\r\n").repeat(1000))],
    [
      "tool calls opening answer keys",
      enc(line({ type: "item.completed", item: { type: "command_execution", command: "cat ../tests/ground_truth.json" } }).repeat(100)),
    ],
    ["invalid UTF-8", Uint8Array.from([0x7b, 0x0a, 0xc3, 0x28, 0x0a])],
    ["numbers everywhere", enc("1\n2\n3\nnull\ntrue\n".repeat(20_000))],
  ];
}

// ---------------------------------------------------------------- archives

const crcTable = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(b: Uint8Array): number {
  let c = 0xffffffff;
  for (const x of b) c = crcTable[(c ^ x) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export interface ZipEntry {
  name: string;
  data: Uint8Array;
  /** unix mode in the external attributes (0o120777 for a symlink) */
  mode?: number;
  deflate?: boolean;
  /** what the headers claim instead of the real size (a lying bomb) */
  claimedSize?: number;
}

export function zip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const body = e.deflate ? zlib.deflateRawSync(e.data) : Buffer.from(e.data);
    const crc = crc32(e.data);
    const size = e.claimedSize ?? e.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, body);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(0x031e, 4); // made by unix
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(e.deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((e.mode ?? 0o100644) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

export interface TarEntry {
  name: string;
  data?: Uint8Array;
  /** "0" file, "1" hard link, "2" symlink, "3" char device, "5" directory, "6" fifo */
  type?: string;
  link?: string;
}

export function tarGz(entries: readonly TarEntry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const e of entries) {
    const data = Buffer.from(e.data ?? new Uint8Array());
    const h = Buffer.alloc(512);
    h.write(e.name.slice(0, 100), 0);
    h.write("0000644\0", 100);
    h.write("0000000\0", 108);
    h.write("0000000\0", 116);
    h.write(data.length.toString(8).padStart(11, "0") + "\0", 124);
    h.write("00000000000\0", 136);
    h.write("        ", 148);
    h.write(e.type ?? "0", 156);
    if (e.link) h.write(e.link.slice(0, 100), 157);
    h.write("ustar\0" + "00", 257);
    let sum = 0;
    for (const b of h) sum += b;
    h.write(sum.toString(8).padStart(6, "0") + "\0 ", 148);
    blocks.push(h, data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return zlib.gzipSync(Buffer.concat(blocks));
}

/** archives the extractor must refuse (or store harmlessly): [what, bytes] */
export function hostileArchives(): Array<[string, Buffer]> {
  const file = enc("x");
  const out: Array<[string, Buffer]> = [];
  const names = [
    "../escape.txt",
    "../../etc/cron.d/x",
    "/etc/passwd",
    "a/../../b",
    "a\\..\\..\\b",
    "C:/x",
    "a/\0b",
    ".",
    "",
    "a//b",
    "./../x",
  ];
  for (const n of names) {
    out.push([`zip entry ${JSON.stringify(n)}`, zip([{ name: n, data: file }])]);
    out.push([`tar entry ${JSON.stringify(n)}`, tarGz([{ name: n, data: file }])]);
  }
  out.push(["zip symlink to /etc", zip([{ name: "task.toml", data: enc("/etc/passwd"), mode: 0o120777 }])]);
  out.push([
    "zip symlink dir then write through it",
    zip([
      { name: "d", data: enc("/tmp"), mode: 0o120777 },
      { name: "d/x", data: file },
    ]),
  ]);
  for (const [type, what] of [
    ["2", "symlink"],
    ["1", "hard link"],
    ["3", "char device"],
    ["6", "fifo"],
  ])
    out.push([`tar ${what}`, tarGz([{ name: "task.toml", type, link: "/etc/passwd" }])]);
  out.push([
    "tar symlink dir then write through it",
    tarGz([
      { name: "d", type: "2", link: "/tmp" },
      { name: "d/x", data: file },
    ]),
  ]);
  out.push(["zip bomb (200 MB of zeros)", zip([{ name: "big.bin", data: new Uint8Array(200 * 1024 * 1024), deflate: true }])]);
  out.push([
    "zip bomb lying about its size",
    zip([{ name: "big.bin", data: new Uint8Array(64 * 1024 * 1024), deflate: true, claimedSize: 10 }]),
  ]);
  out.push(["tar.gz bomb (300 MB of zeros)", zlib.gzipSync(Buffer.alloc(300 * 1024 * 1024))]);
  out.push(["20,000 entries", zip(Array.from({ length: 20_000 }, (_, i) => ({ name: `f${i}.txt`, data: file })))]);
  out.push([
    "duplicate names",
    zip([
      { name: "task.toml", data: file },
      { name: "task.toml", data: enc("y") },
    ]),
  ]);
  out.push(["truncated zip", zip([{ name: "task.toml", data: file }]).subarray(0, 40)]);
  out.push(["truncated tar.gz", tarGz([{ name: "task.toml", data: file }]).subarray(0, 30)]);
  out.push(["random bytes", Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256))]);
  out.push(["gzip of garbage", zlib.gzipSync(Buffer.from("not a tar"))]);
  out.push(["a zip inside a zip", zip([{ name: "inner.zip", data: zip([{ name: "../x", data: file }]) }])]);
  out.push(["a 4 GB claimed entry", zip([{ name: "task.toml", data: file, claimedSize: 0xffffffff }])]);
  return out;
}
