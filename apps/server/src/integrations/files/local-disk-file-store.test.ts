import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fileStoreContract } from '../../test/file-store-contract';
import { FileExistsError, type FileStore } from './file-store';
import { createLocalDiskFileStore } from './local-disk-file-store';

let root: string;
let store: FileStore;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'praktik-files-'));
  store = createLocalDiskFileStore(root);
});
afterAll(async () => rm(root, { recursive: true, force: true }));

fileStoreContract('local disk', () => store);

it('lets one of two writes racing on a key land and leaves no partial file beside it', async () => {
  const key = '7b3c1f0e-8d8a-4f4e-9a55-1c2d3e4f5a6b/assessment/race.png';
  const results = await Promise.allSettled(
    ['one', 'two'].map((text) => store.put(key, Readable.from([Buffer.from(text)]))),
  );
  expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  const refused = results.find((result) => result.status === 'rejected');
  expect(refused?.reason).toBeInstanceOf(FileExistsError);
  expect(await readdir(path.join(root, path.dirname(key)))).toEqual(['race.png']);
});
