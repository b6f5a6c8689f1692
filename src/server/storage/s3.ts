import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Env } from '../env';
import { observeStore } from './metrics';
import { checkedName, contentTypeOf, SAFE_NAME, type StoredObject, type UploadStorage } from './storage';

export type S3Config = Pick<
  Env,
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_BUCKET'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PREFIX'
  | 'S3_PUBLIC_URL'
>;

/** A client for the configured store. A store that does not answer fails a call in seconds, not minutes. */
export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials: {
      accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
    },
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
  });
}

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

/** What a refusal from the store means, naming the variable to fix. */
function problemOf(error: unknown, config: S3Config): string {
  const status = statusOf(error);
  if (status === 404) return `S3_BUCKET: no bucket "${config.S3_BUCKET}" at the store`;
  if (status === 403 || status === 401)
    return `S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: the store refused them for bucket "${config.S3_BUCKET}"`;
  if (status === 301 || status === 400)
    return `S3_REGION / S3_FORCE_PATH_STYLE: the store answered ${status} for bucket "${config.S3_BUCKET}"`;
  return `S3_ENDPOINT: cannot reach the store (${(error as Error).name}: ${(error as Error).message})`;
}

/**
 * Why the store cannot be used, naming the variable to fix, or null. A HeadBucket (readiness); with
 * `write`, also a small object written and deleted (start-up), since some servers answer a HeadBucket
 * without checking the keys, and read-only keys would otherwise only fail at the first upload.
 */
export async function s3Problem(client: S3Client, config: S3Config, write = false): Promise<string | null> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: config.S3_BUCKET }));
    if (write) {
      const Key = `${config.S3_PREFIX}start-check`;
      await client.send(new PutObjectCommand({ Bucket: config.S3_BUCKET, Key, Body: 'ok' }));
      await client.send(new DeleteObjectCommand({ Bucket: config.S3_BUCKET, Key }));
    }
    return null;
  } catch (error) {
    return problemOf(error, config);
  }
}

/** Where in the bucket a store keeps its objects, and the names it holds (a listing skips any other key). */
export type S3Place = { folder: string; names: RegExp };

/**
 * Uploads in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2), under
 * `<S3_PREFIX>uploads/<name>` (or another `place`: the database's backups). A write is one PUT (or a
 * multipart upload for a stream): an object appears whole or not at all, and a stream that fails midway
 * aborts its multipart upload.
 */
export function s3Storage(
  config: S3Config,
  client = s3Client(config),
  place: S3Place = { folder: 'uploads/', names: SAFE_NAME },
): UploadStorage {
  const Bucket = config.S3_BUCKET!;
  const folder = `${config.S3_PREFIX}${place.folder}`;
  const key = (name: string) => folder + checkedName(name, place.names);
  return {
    kind: 's3',
    publicUrl: config.S3_PUBLIC_URL?.replace(/\/$/, ''),
    write: (name, data) =>
      observeStore('write', async () => {
        await client.send(
          new PutObjectCommand({ Bucket, Key: key(name), Body: data, ContentType: contentTypeOf(name) }),
        );
      }),
    writeStream: (name, source) =>
      observeStore('write', async () => {
        const upload = new Upload({
          client,
          params: { Bucket, Key: key(name), Body: streamOf(source), ContentType: contentTypeOf(name) },
          queueSize: 2,
          leavePartsOnError: false,
        });
        await upload.done();
      }),
    remove: (name) =>
      observeStore('remove', async () => {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key(name) }));
      }),
    open: (name) =>
      observeStore('read', async () => {
        try {
          const found = await client.send(new GetObjectCommand({ Bucket, Key: key(name) }));
          return { body: found.Body as Readable, size: found.ContentLength ?? 0 };
        } catch (error) {
          if (error instanceof NoSuchKey || statusOf(error) === 404) return null;
          throw error;
        }
      }),
    list: (prefix = '') =>
      observeStore('list', async () => {
        const found: StoredObject[] = [];
        let ContinuationToken: string | undefined;
        do {
          const page = await client.send(
            new ListObjectsV2Command({ Bucket, Prefix: folder + prefix, ContinuationToken }),
          );
          for (const o of page.Contents ?? [])
            if (o.Key && place.names.test(o.Key.slice(folder.length)))
              found.push({
                name: o.Key.slice(folder.length),
                size: o.Size ?? 0,
                modified: o.LastModified ?? new Date(0),
              });
          ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (ContinuationToken);
        return found;
      }),
    check: (write) =>
      observeStore('check', async () => {
        const problem = await s3Problem(client, config, write);
        if (problem) throw new Error(problem);
      }),
  };
}

/** A Readable over the chunks; an error thrown by the source (too large) fails the upload, which aborts. */
const streamOf = (source: AsyncIterable<Buffer>) => Readable.from(source);
