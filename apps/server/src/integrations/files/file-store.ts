import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys look like `<businessId>/<purpose>/<uuid>.<ext>`.
 * The embedded store is the local disk; an S3-compatible store can implement the same interface.
 */
export interface FileStore {
  /** Writes the whole body or nothing: on a failed stream no partial file is left behind. */
  put(key: string, body: Readable): Promise<{ bytes: number }>;
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<{ body: Readable; bytes: number } | null>;
  exists(key: string): Promise<boolean>;
}
