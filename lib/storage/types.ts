// One interface for content-addressed artifacts (media copies, large files): local disk by
// default, an S3-compatible bucket when VBENCH_STORAGE=s3://bucket/prefix, so several web nodes
// serve the same bytes. Keys are "<namespace>/<sha256>[.<ext>]": what a key names never changes.
import type { Readable } from "node:stream";

export interface StoredObject {
  key: string;
  byteLength: number;
}

export interface ObjectStat {
  byteLength: number;
  version: string;
}

export interface ObjectStore {
  /** where objects live, for logs and the README ("local disk .data/objects", "s3://bucket/prefix") */
  describe: string;
  /** Stores a file under its sha256 (hashed first: a file that is not `sha256` stores nothing). */
  putFile(key: string, file: string, sha256: string): Promise<StoredObject>;
  /** byte length, or null when the object is missing */
  size(key: string): Promise<number | null>;
  /**
   * byte length and a version that changes whenever the object is written (S3's ETag, a local
   * file's inode and mtime), or null when missing: a reader that hashed one version knows when it
   * is no longer reading that one
   */
  stat(key: string): Promise<ObjectStat | null>;
  /** bytes start..end inclusive (a <video> seeking); null when the object is missing */
  readRange(key: string, start: number, end: number): Promise<Readable | null>;
  /** recomputes the stored object's sha256: true when it still equals `sha256`, null when missing */
  verify(key: string, sha256: string): Promise<boolean | null>;
}

export class StorageInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StorageInputError";
  }
}

const KEY = /^[a-z][a-z0-9-]{0,31}\/[0-9a-f]{64}(\.[a-z0-9]{1,8})?$/;

/** Keys are never built from contributor text: refuse anything but "<namespace>/<sha256>[.<ext>]". */
export function checkKey(key: string): string {
  if (!KEY.test(key)) throw new StorageInputError(`storage key "${key.slice(0, 100)}" is not <namespace>/<sha256>[.<ext>]`);
  return key;
}

/** The sha256 a key names. */
export function shaOfKey(key: string): string {
  return checkKey(key).split("/")[1].slice(0, 64);
}
