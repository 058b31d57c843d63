// Archives a contributor may push as a revision: hostile entry names × containers (stored zip,
// deflated zip, tar.gz; alone and inside the real task folder), entry kinds a folder must not
// carry, bombs, broken containers, and the real demo task folder with one file mutated at a time.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { tarGz, zip, type TarEntry, type ZipEntry } from "./containers";
import { encodeText } from "./mutations";

export const ENTRY_NAMES = [
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
  "a/./b",
  "x\u0001y",
  "d/".repeat(30) + "deep",
  "n".repeat(300),
  "\u202etxt.sh",
];

type Entry = { name: string; data: Uint8Array };
const CONTAINERS: Array<[string, (entries: Entry[]) => Buffer]> = [
  ["stored zip", (es) => zip(es)],
  ["deflated zip", (es) => zip(es.map((e): ZipEntry => ({ ...e, deflate: true })))],
  ["tar.gz", (es) => tarGz(es.map((e): TarEntry => ({ name: e.name, data: e.data })))],
];

/** the demo task's own folder (without its 2 MB clip), as entries under its folder name */
export function demoFolder(root = "prisma/fixtures/tasks/demo-shapes-activity"): Entry[] {
  const out: Entry[] = [];
  const walk = (dir: string) => {
    for (const d of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, d.name);
      if (d.isDirectory()) walk(p);
      else if (!p.endsWith(".mp4"))
        out.push({ name: `demo-shapes-activity/${path.relative(root, p)}`, data: new Uint8Array(fs.readFileSync(p)) });
    }
  };
  walk(root);
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

// one file of the real folder replaced: [what, path in the folder, new content]
const FOLDER_MUTATIONS: Array<[string, string, string]> = [
  ["task.toml empty", "task.toml", ""],
  ["task.toml not TOML", "task.toml", "[[[ = ="],
  ["task.toml 5,000 nested tables", "task.toml", Array.from({ length: 5000 }, (_, i) => `[t${"." + "a".repeat(i % 50)}]`).join("\n")],
  ["task.toml NUL", "task.toml", 'version = "1.0\u0000"'],
  ["task.toml reward_range reversed", "task.toml", 'version = "1.0"\n[[steps]]\nname = "solve"\n[steps.verifier]\nreward_range = [1, 0]\n'],
  ["task.toml reward_range NaN", "task.toml", 'version = "1.0"\n[[steps]]\nname = "solve"\n[steps.verifier]\nreward_range = [nan, inf]\n'],
  ["task.toml names another task", "task.toml", '[task]\nname = "vbench-review/kart-race-telemetry-ledger-s1"\n'],
  ["SPEC.md 1 MB line", "SPEC.md", "#".repeat(1024 * 1024)],
  ["SPEC.md front matter bomb", "SPEC.md", "---\n" + "a: &a [" + "*a,".repeat(1000) + "]\n---\n"],
  ["instruction.md invalid UTF-8", "steps/solve/instruction.md", "\u00ff\u00fe"],
  ["vocabulary.json deep", "environment/vocabulary.json", "[".repeat(50_000) + "]".repeat(50_000)],
  ["vocabulary.json prototype", "environment/vocabulary.json", '{"__proto__":{"x":1},"constructor":{"prototype":{}}}'],
  ["ground truth NaN", "steps/solve/tests/gt.json", '{"actions":[{"start_frame":NaN}]}'],
  ["oracle not JSON", "steps/solve/solution/oracle.json", "nope"],
];

/** [what, bytes] */
export function hostileArchives(): Array<[string, Buffer]> {
  const file = encodeText("x");
  const folder = demoFolder();
  const out: Array<[string, Buffer]> = [];
  for (const [container, pack] of CONTAINERS)
    for (const n of ENTRY_NAMES) {
      out.push([`${container} entry ${JSON.stringify(n).slice(0, 40)}`, pack([{ name: n, data: file }])]);
      out.push([`${container} folder + entry ${JSON.stringify(n).slice(0, 40)}`, pack([...folder, { name: n, data: file }])]);
    }
  out.push(["the demo folder as it is (tar.gz)", tarGz(folder)]);
  for (const [what, at, content] of FOLDER_MUTATIONS) {
    const mutated = folder.map((e) =>
      e.name === `demo-shapes-activity/${at}` ? { ...e, data: new Uint8Array(Buffer.from(content, "latin1")) } : e,
    );
    if (!mutated.some((e) => e.name === `demo-shapes-activity/${at}`))
      mutated.push({ name: `demo-shapes-activity/${at}`, data: encodeText(content) });
    out.push([`folder ${what}`, tarGz(mutated)]);
  }
  out.push(["zip symlink to /etc", zip([{ name: "task.toml", data: encodeText("/etc/passwd"), mode: 0o120777 }])]);
  out.push([
    "zip symlink dir then write through it",
    zip([
      { name: "d", data: encodeText("/tmp"), mode: 0o120777 },
      { name: "d/x", data: file },
    ]),
  ]);
  out.push(["zip entry with a device mode", zip([{ name: "task.toml", data: file, mode: 0o020644 }])]);
  for (const [type, what] of [
    ["2", "symlink"],
    ["1", "hard link"],
    ["3", "char device"],
    ["4", "block device"],
    ["6", "fifo"],
    ["7", "contiguous file"],
    ["x", "pax header"],
    ["L", "GNU long name"],
  ])
    out.push([
      `tar ${what}`,
      tarGz([
        {
          name: "task.toml",
          type,
          link: "/etc/passwd",
          data: type === "x" || type === "L" ? encodeText("30 path=../../../etc/passwd\n") : undefined,
        },
      ]),
    ]);
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
      { name: "task.toml", data: encodeText("y") },
    ]),
  ]);
  out.push(["truncated zip", zip([{ name: "task.toml", data: file }]).subarray(0, 40)]);
  out.push(["truncated tar.gz", tarGz([{ name: "task.toml", data: file }]).subarray(0, 30)]);
  out.push(["random bytes", Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256))]);
  out.push(["gzip of garbage", zlib.gzipSync(Buffer.from("not a tar"))]);
  out.push(["a zip inside a zip", zip([{ name: "inner.zip", data: zip([{ name: "../x", data: file }]) }])]);
  out.push(["a 4 GB claimed entry", zip([{ name: "task.toml", data: file, claimedSize: 0xffffffff }])]);
  out.push(["empty zip", zip([])]);
  out.push(["empty tar.gz", tarGz([])]);
  return out;
}
