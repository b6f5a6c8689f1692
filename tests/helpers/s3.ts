import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { freePort } from '../durability/server-process';

/** s3rver's fixed credentials: it checks every request's signature against them. */
const KEY = 'S3RVER';

export type S3Server = {
  endpoint: string;
  bucket: string;
  /** The variables that point the app at this server. */
  env: Record<string, string>;
  /** The store goes away (connections refused) ... */
  stop(): Promise<void>;
  /** ... and comes back on the same address with the same objects. */
  start(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A real S3-protocol server (s3rver, from npm) on a free port with a temporary directory, holding one
 * empty bucket: the app talks to it through the AWS SDK exactly as to AWS S3, R2 or MinIO.
 */
export async function startS3(bucket = 'dealer-test'): Promise<S3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'dealer-s3-'));
  const port = await freePort();
  let server: S3rver | null = null;
  const start = async () => {
    server = new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    await server.run();
  };
  const stop = async () => {
    await server?.close();
    server = null;
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop,
    start,
    close: async () => {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** An AWS SDK client on the test server, for a test to look at what the app stored, as another reader would. */
export const s3Client = (s3: S3Server) =>
  new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
  });
