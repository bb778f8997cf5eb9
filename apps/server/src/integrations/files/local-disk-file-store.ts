import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileExistsError, type FileStore } from './file-store';

/** Files under one folder on this machine (DATA_DIR/files by default). */
export function createLocalDiskFileStore(root: string): FileStore {
  const resolvedRoot = path.resolve(root);

  // Keys are checked by the caller, but the store refuses anything that would leave its folder.
  const pathOf = (key: string) => {
    const full = path.resolve(resolvedRoot, key);
    if (!full.startsWith(resolvedRoot + path.sep))
      throw new Error(`file key outside the store: ${key}`);
    return full;
  };

  return {
    async put(key, body: Readable) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write beside the target and link it in place, so a reader never sees half a file; unlike
      // a rename, the link fails when the target exists, so two uploads racing on one key cannot
      // both land.
      const partial = `${target}.${randomUUID()}.partial`;
      try {
        await pipeline(body, createWriteStream(partial));
        await link(partial, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new FileExistsError(key);
        throw error;
      } finally {
        await rm(partial, { force: true });
      }
      const { size } = await stat(target);
      return { bytes: size };
    },
    async get(key) {
      const file = pathOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { body: createReadStream(file), bytes: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch {
        return false;
      }
    },
  };
}
