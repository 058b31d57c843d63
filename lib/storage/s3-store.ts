// Objects in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, s3rver in the tests), through the
// AWS SDK v3 client: every web node configured with the same VBENCH_STORAGE serves the same bytes.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { sha256File } from "./hash-file";
import { checkKey, shaOfKey, StorageInputError, type ObjectStore } from "./types";

export interface S3StoreConfig {
  bucket: string;
  /** key prefix inside the bucket, "" or ending in "/" */
  prefix: string;
  region: string;
  /** an S3-compatible server's URL (path-style addressing); unset: AWS itself */
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const missing = (e: unknown) =>
  e instanceof S3ServiceException && (e.$metadata.httpStatusCode === 404 || e.name === "NotFound" || e.name === "NoSuchKey");

export function s3Store(config: S3StoreConfig): ObjectStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.endpoint !== undefined,
    credentials: config.credentials,
    // checksums only where S3 requires them: the SDK's default streams uploads "aws-chunked" with
    // a trailing checksum, which S3-compatible servers (s3rver, older MinIO, Ceph) store verbatim,
    // framing included (caught by the size check in putFile); the sha256 check is ours anyway
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = config.bucket;
  const keyOf = (key: string) => `${config.prefix}${checkKey(key)}`;
  const stat = async (key: string) => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
      if (head.ContentLength === undefined) return null;
      // every write of an object gives it a new ETag (or LastModified, where a server's ETag is
      // only the content's MD5 and the same bytes are put again)
      return { byteLength: head.ContentLength, version: `${head.ETag ?? ""} ${head.LastModified?.toISOString() ?? ""}` };
    } catch (e) {
      if (missing(e)) return null;
      throw e;
    }
  };
  const size = async (key: string) => (await stat(key))?.byteLength ?? null;
  const read = async (key: string, range?: string) => {
    try {
      const out = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key), Range: range }));
      // on Node the SDK's body is a Readable (its type also names the browser's streams)
      if (!(out.Body instanceof Readable)) throw new Error(`s3 ${keyOf(key)}: the object's body is not a Node stream`);
      return out.Body;
    } catch (e) {
      if (missing(e)) return null;
      throw e;
    }
  };
  return {
    describe: `s3://${Bucket}/${config.prefix}${config.endpoint ? ` at ${config.endpoint}` : ""}`,
    async putFile(key, file, sha256) {
      if (shaOfKey(key) !== sha256) throw new StorageInputError(`key ${key} does not name sha256 ${sha256}`);
      const got = await sha256File(file);
      if (got.sha256 !== sha256) throw new StorageInputError(`${path.basename(file)}: sha256 is ${got.sha256}, not the expected ${sha256}`);
      // streamed with its length known: a multi-gigabyte file never sits in memory
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(key), Body: fs.createReadStream(file), ContentLength: got.byteLength }));
      const stored = await size(key);
      if (stored !== got.byteLength) throw new Error(`s3 ${keyOf(key)}: stored ${stored} bytes, sent ${got.byteLength}`);
      return { key, byteLength: got.byteLength };
    },
    size,
    stat,
    readRange: (key, start, end) => read(key, `bytes=${start}-${end}`),
    async verify(key, sha256) {
      const body = await read(key);
      if (!body) return null;
      const hash = crypto.createHash("sha256");
      for await (const chunk of body) {
        if (!Buffer.isBuffer(chunk)) throw new Error(`s3 ${keyOf(key)}: the body yielded text, not bytes`);
        hash.update(chunk);
      }
      return hash.digest("hex") === sha256;
    },
  };
}
