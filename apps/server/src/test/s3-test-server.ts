import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../config';

/** The access key s3rver knows (its one built-in account). */
const S3RVER_KEY = 'S3RVER';

export interface S3TestServer {
  /** The settings of a new, empty bucket on the server (created with the SDK, as an operator would). */
  createBucket(): Promise<S3Settings>;
  close(): Promise<void>;
}

let buckets = 0;

/**
 * A real S3 protocol server (s3rver) on 127.0.0.1 and a free port, keeping its objects in a
 * temporary folder.
 */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'praktik-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    async createBucket() {
      buckets += 1;
      const settings: S3Settings = {
        endpoint,
        bucket: `praktik-test-${process.pid}-${buckets}`,
        region: 'us-east-1',
        accessKeyId: S3RVER_KEY,
        secretAccessKey: S3RVER_KEY,
        // s3rver serves buckets by path (no wildcard host names on 127.0.0.1).
        forcePathStyle: true,
      };
      const client = new S3Client({
        endpoint,
        region: settings.region,
        forcePathStyle: true,
        credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
      });
      try {
        await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
      } finally {
        client.destroy();
      }
      return settings;
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
