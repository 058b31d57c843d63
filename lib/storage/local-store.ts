// The default store: a directory on this machine (one web node, or nodes sharing a mount).
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { sha256File } from "./hash-file";
import { checkKey, shaOfKey, StorageInputError, type ObjectStore } from "./types";

export function localStore(root: string): ObjectStore {
  const fileOf = (key: string) => path.join(root, checkKey(key));
  const stat = async (key: string) => {
    const file = fileOf(key); // a bad key throws here, not read as "missing"
    try {
      const st = await fs.promises.stat(file, { bigint: true });
      // a rename over the key is a new inode; a write in place moves mtime (nanoseconds)
      return st.isFile() ? { byteLength: Number(st.size), version: `${st.ino}-${st.mtimeNs}` } : null;
    } catch {
      return null;
    }
  };
  const size = async (key: string) => (await stat(key))?.byteLength ?? null;
  return {
    describe: `local disk ${root}`,
    async putFile(key, file, sha256) {
      if (shaOfKey(key) !== sha256) throw new StorageInputError(`key ${key} does not name sha256 ${sha256}`);
      const got = await sha256File(file);
      if (got.sha256 !== sha256) throw new StorageInputError(`${path.basename(file)}: sha256 is ${got.sha256}, not the expected ${sha256}`);
      const target = fileOf(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // copy then rename: a reader never sees half a file under its final key
      const tmp = `${target}.${process.pid}.tmp`;
      await fs.promises.copyFile(file, tmp);
      await fs.promises.rename(tmp, target);
      return { key, byteLength: got.byteLength };
    },
    size,
    stat,
    async readRange(key, start, end): Promise<Readable | null> {
      if ((await size(key)) === null) return null;
      return fs.createReadStream(fileOf(key), { start, end, highWaterMark: 256 * 1024 });
    },
    async verify(key, sha256) {
      if ((await size(key)) === null) return null;
      return (await sha256File(fileOf(key))).sha256 === sha256;
    },
  };
}
