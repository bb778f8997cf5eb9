import { Readable } from 'node:stream';
import {
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config';
import { FileExistsError, FileStoreUnreachableError, type FileStore } from './file-store';

export interface S3FileStore extends FileStore {
  /** Fails with FileStoreUnreachableError unless the bucket answers with these credentials. */
  checkBucket(): Promise<void>;
  /** Closes the client's kept-alive connections. */
  close(): void;
}

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

/**
 * A missing object. A HEAD answer has no body to name its error, so its 404 is read as "no such
 * object" too; a missing bucket is caught at start by checkBucket instead.
 */
const isMissingObject = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound') &&
  error.$metadata.httpStatusCode === 404;

/**
 * Files in an S3-compatible bucket, under the same keys as on the local disk. The bucket stays
 * private: the server streams files out behind its own signed read URLs and takes uploads in
 * behind its own signed upload URLs (docs/decisions/0055-files-in-s3.md).
 */
export function createS3FileStore(settings: S3Settings): S3FileStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // Many S3-compatible stores predate the SDK's default CRC checksums (the trailing checksum
    // of a streamed body above all): send and check them only where S3 requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that stops answering must not hold an upload or a page's file forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  const Bucket = settings.bucket;

  // Keys are checked by the caller (`<businessId>/<purpose>/<uuid>.<ext>`); the store still
  // refuses a key that a path-style URL would read as another bucket's or a parent folder.
  const checked = (key: string) => {
    if (key.startsWith('/') || key.split('/').some((part) => part === '' || part === '..'))
      throw new Error(`file key not storable: ${key}`);
    return key;
  };

  const exists = async (key: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
      return true;
    } catch (error) {
      if (isMissingObject(error)) return false;
      throw error;
    }
  };

  return {
    async put(key, body: Readable) {
      const Key = checked(key);
      // The whole body is read before anything is sent, so a failed stream (a refused type, a
      // body over the limit, a dropped connection) leaves no object behind. Uploads are bounded
      // by MAX_UPLOAD_BYTES before they reach the store.
      const chunks: Buffer[] = [];
      for await (const chunk of body) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
      }
      const content = Buffer.concat(chunks);
      // `If-None-Match: *` makes the write itself refuse a taken key (AWS S3, MinIO, R2...). A
      // store that ignores the header (s3rver, the tests' server) is held by this check alone,
      // which leaves a window of one round trip for two uploads of one URL at the same moment.
      if (await exists(Key)) throw new FileExistsError(key);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key,
            Body: content,
            ContentLength: content.length,
            IfNoneMatch: '*',
          }),
        );
      } catch (error) {
        // 412: the key was taken. 409: another write to it was under way (S3's
        // ConditionalRequestConflict), which may yet fail: the key counts as taken once it is.
        const status = statusOf(error);
        if (status === 412 || (status === 409 && (await exists(Key)))) {
          throw new FileExistsError(key);
        }
        throw error;
      }
      return { bytes: content.length };
    },

    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
        if (!(object.Body instanceof Readable)) {
          throw new Error(`the S3 client answered ${key} without a stream`);
        }
        return { body: object.Body, bytes: object.ContentLength ?? 0 };
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },

    exists,

    async checkBucket() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const reason =
          error instanceof S3ServiceException
            ? `${error.name} (HTTP ${error.$metadata.httpStatusCode ?? '?'})`
            : error instanceof Error
              ? error.message || error.name
              : String(error);
        throw new FileStoreUnreachableError(
          `the bucket ${settings.bucket} at ${settings.endpoint} (S3_BUCKET, S3_ENDPOINT) cannot be used: ${reason}`,
          { cause: error },
        );
      }
    },

    close() {
      client.destroy();
    },
  };
}
