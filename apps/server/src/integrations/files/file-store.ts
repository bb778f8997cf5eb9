import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys look like `<businessId>/<purpose>/<uuid>.<ext>`.
 * The embedded store is the local disk; with the S3 settings, an S3-compatible bucket (both keep
 * to the contract in src/test/file-store-contract.ts).
 */
export interface FileStore {
  /**
   * Writes the whole body or nothing: on a failed stream no partial file is left behind. A key
   * is written once: when it exists already, nothing changes and FileExistsError is thrown (an
   * upload URL used again must not replace a file a record keeps).
   */
  put(key: string, body: Readable): Promise<{ bytes: number }>;
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<{ body: Readable; bytes: number } | null>;
  exists(key: string): Promise<boolean>;
}

/** The key was written before: stored files are never replaced. */
export class FileExistsError extends Error {
  constructor(key: string) {
    super(`file exists: ${key}`);
    this.name = 'FileExistsError';
  }
}

/** The configured store cannot be used (a bucket that does not answer): said once, at start. */
export class FileStoreUnreachableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'FileStoreUnreachableError';
  }
}
