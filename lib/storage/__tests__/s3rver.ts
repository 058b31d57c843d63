// A real S3-compatible server for tests: s3rver (npm) on loopback, with one bucket. Null (and a
// warning naming the fix) when the package cannot be loaded, so the S3 cases skip like Postgres's.
import path from "node:path";
import type { S3StoreConfig } from "../s3-store";

interface S3rverServer {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverServer;
// @ts-expect-error s3rver ships no type declarations: the two methods used are typed above
const S3rver = (await import("s3rver").then((m) => m.default).catch(() => null)) as S3rverClass | null;

export const s3rverAvailable = S3rver !== null;
if (!S3rver) console.warn("s3rver cannot be loaded (npm i -D s3rver): the S3 cases are skipped");

export interface RunningS3 {
  config: S3StoreConfig;
  /** VBENCH_STORAGE and friends, as a web node would be configured */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts s3rver on 127.0.0.1 (a free port) storing under `dir`, with bucket "vbench". */
export async function startS3rver(dir: string, prefix = "node-shared"): Promise<RunningS3> {
  if (!S3rver) throw new Error("s3rver is not installed");
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: path.join(dir, "s3"),
    configureBuckets: [{ name: "vbench" }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts its own fixed credentials
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  return {
    config: { bucket: "vbench", prefix: `${prefix}/`, region: "us-east-1", endpoint, credentials },
    env: {
      VBENCH_STORAGE: `s3://vbench/${prefix}`,
      VBENCH_S3_ENDPOINT: endpoint,
      AWS_REGION: "us-east-1",
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    close: () => server.close(),
  };
}

/** Writes bytes under a key behind the store's back (no sha256 check): a tampered object. */
export async function putRawObject(config: S3StoreConfig, key: string, bytes: Buffer): Promise<void> {
  const { PutObjectCommand, S3Client } = await import("@aws-sdk/client-s3");
  const client = new S3Client({ ...config, forcePathStyle: true, requestChecksumCalculation: "WHEN_REQUIRED" });
  await client.send(new PutObjectCommand({ Bucket: config.bucket, Key: `${config.prefix}${key}`, Body: bytes }));
}
