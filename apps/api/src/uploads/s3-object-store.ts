import type { Readable } from 'node:stream';
import type { ObjectStorageConfig } from '../config.ts';
import { assertObjectKey, type ObjectStore } from './object-store.ts';

/**
 * Uploaded files in an S3-compatible bucket (AWS S3, MinIO, Ceph, Garage, Scaleway, OVHcloud...), so that every
 * instance reads what any instance wrote. The SDK is loaded only when this store is configured: the default
 * local store does not pay for it at start-up.
 */
export async function createS3ObjectStore(config: ObjectStorageConfig): Promise<ObjectStore> {
  const {
    S3Client,
    PutObjectCommand,
    GetObjectCommand,
    HeadObjectCommand,
    DeleteObjectCommand,
    ListObjectsV2Command,
  } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: many S3-compatible stores reject the SDK's default trailing
    // checksums, and the bytes are ours (re-encoded images), not a client's.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that stops answering must not hold an upload (and its request) forever: each attempt gives up
    // after these delays, and the SDK tries again on a new connection.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
    maxAttempts: 3,
  });
  const Bucket = config.bucket;
  const isMissing = (error: unknown) => {
    const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    return (
      failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404
    );
  };
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      assertObjectKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      assertObjectKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return undefined;
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          size: object.ContentLength,
          etag: object.ETag,
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async has(key) {
      assertObjectKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      assertObjectKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list(folder) {
      assertObjectKey(`${folder}/x`);
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${folder}/`, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) yield { key: object.Key, lastModified: object.LastModified };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
