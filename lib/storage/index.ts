// The process's object store, from the environment (lib/env.ts): VBENCH_STORAGE=s3://bucket/prefix
// with VBENCH_S3_ENDPOINT (an S3-compatible server; unset: AWS), AWS_REGION and
// AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY; unset, a directory under the data dir.
import path from "node:path";
import { readEnvOf, type RawEnv } from "../env";
import { localStore } from "./local-store";
import { s3Store } from "./s3-store";
import type { ObjectStore } from "./types";

export type { ObjectStat, ObjectStore, StoredObject } from "./types";
export { StorageInputError, checkKey } from "./types";

/** s3://bucket/prefix -> bucket and a prefix ending in "/" (or ""); pure. */
export function parseStorageUrl(url: string): { bucket: string; prefix: string } {
  const m = /^s3:\/\/([^/]+)\/?(.*)$/.exec(url);
  if (!m) throw new Error(`VBENCH_STORAGE ${url} is not s3://bucket/prefix`);
  const prefix = m[2].replace(/\/+$/, "");
  return { bucket: m[1], prefix: prefix ? `${prefix}/` : "" };
}

export function storeFromEnv(raw: RawEnv = process.env, cwd = process.cwd()): ObjectStore {
  const env = readEnvOf(
    ["VBENCH_STORAGE", "VBENCH_S3_ENDPOINT", "AWS_REGION", "AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "VBENCH_DATA_DIR"],
    raw,
  );
  if (!env.VBENCH_STORAGE) return localStore(path.resolve(cwd, env.VBENCH_DATA_DIR ?? ".data", "objects"));
  const credentials =
    env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
      ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY }
      : undefined; // the SDK's own chain (instance roles, ~/.aws) decides
  return s3Store({ ...parseStorageUrl(env.VBENCH_STORAGE), region: env.AWS_REGION, endpoint: env.VBENCH_S3_ENDPOINT, credentials });
}
