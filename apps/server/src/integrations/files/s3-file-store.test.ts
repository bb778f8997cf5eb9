import { afterAll, beforeAll, expect, it } from 'vitest';
import { fileStoreContract } from '../../test/file-store-contract';
import { startS3TestServer, type S3TestServer } from '../../test/s3-test-server';
import { FileStoreUnreachableError } from './file-store';
import { createS3FileStore, type S3FileStore } from './s3-file-store';

let server: S3TestServer;
let store: S3FileStore;
beforeAll(async () => {
  server = await startS3TestServer();
  store = createS3FileStore(await server.createBucket());
});
afterAll(async () => {
  store?.close();
  await server?.close();
});

fileStoreContract('S3 (s3rver)', () => store);

// s3rver takes any key (it does not check signatures of the SDK's requests): a wrong key is
// left to the real stores.
it('says at start which bucket cannot be used: a missing bucket, an endpoint that does not answer', async () => {
  await expect(store.checkBucket()).resolves.toBeUndefined();
  const settings = await server.createBucket();
  for (const wrong of [
    { ...settings, bucket: 'no-such-bucket' },
    { ...settings, endpoint: 'http://127.0.0.1:9' },
  ]) {
    const other = createS3FileStore(wrong);
    try {
      const refused = other.checkBucket();
      await expect(refused).rejects.toBeInstanceOf(FileStoreUnreachableError);
      await expect(refused).rejects.toThrow(
        `the bucket ${wrong.bucket} at ${wrong.endpoint} (S3_BUCKET, S3_ENDPOINT) cannot be used: `,
      );
    } finally {
      other.close();
    }
  }
});
