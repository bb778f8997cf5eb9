import path from 'node:path';
import type { Config } from '../../config';
import type { FileStore } from './file-store';
import { createLocalDiskFileStore } from './local-disk-file-store';

/**
 * The store the configuration names: the S3 bucket when the S3 settings are given (checked to
 * answer before the server starts: FileStoreUnreachableError), else DATA_DIR/files.
 */
export async function openFileStore(config: Pick<Config, 'dataDir' | 's3'>): Promise<FileStore> {
  if (!config.s3) return createLocalDiskFileStore(path.join(config.dataDir, 'files'));
  // The AWS SDK is loaded only by deployments that use it.
  const { createS3FileStore } = await import('./s3-file-store');
  const store = createS3FileStore(config.s3);
  await store.checkBucket();
  return store;
}
