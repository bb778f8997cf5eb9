import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { FileExistsError, type FileStore } from '../integrations/files/file-store';

/** What a file store must do, whichever it is: each store's test file runs these on its store. */
export function fileStoreContract(name: string, store: () => FileStore) {
  const keyOf = (extension = 'png') => `${randomUUID()}/assessment/${randomUUID()}.${extension}`;
  const bytesOf = async (body: Readable) => {
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  /** A body that sends some bytes, then fails (a refused type, a dropped connection). */
  const failingBody = () =>
    Readable.from(
      (async function* () {
        yield Buffer.from('the start of a file');
        throw new Error('the upload broke off');
      })(),
    );

  describe(`${name}: the file store contract`, () => {
    it('gives back the bytes it kept, in chunks as they came, with their count', async () => {
      const key = keyOf();
      // Larger than one stream chunk, so the file arrives in several.
      const content = Buffer.alloc(200 * 1024 + 7, 'a');
      content.write('first bytes');
      const chunks = [content.subarray(0, 70_000), content.subarray(70_000)];
      expect(await store().put(key, Readable.from(chunks))).toEqual({ bytes: content.length });
      expect(await store().exists(key)).toBe(true);
      const kept = await store().get(key);
      expect(kept?.bytes).toBe(content.length);
      expect((await bytesOf(kept!.body)).equals(content)).toBe(true);
    });

    it('answers null and false for a key never written', async () => {
      const key = keyOf();
      expect(await store().get(key)).toBeNull();
      expect(await store().exists(key)).toBe(false);
    });

    it('writes a key once: a second write is FileExistsError and the first file stays', async () => {
      const key = keyOf('pdf');
      await store().put(key, Readable.from([Buffer.from('%PDF-1.7 first')]));
      await expect(
        store().put(key, Readable.from([Buffer.from('%PDF-1.7 second, longer')])),
      ).rejects.toBeInstanceOf(FileExistsError);
      const kept = await store().get(key);
      expect((await bytesOf(kept!.body)).toString()).toBe('%PDF-1.7 first');
    });

    it('keeps nothing of a body that fails on the way, and the key can still be written', async () => {
      const key = keyOf();
      await expect(store().put(key, failingBody())).rejects.toThrow('the upload broke off');
      expect(await store().exists(key)).toBe(false);
      expect(await store().get(key)).toBeNull();
      await store().put(key, Readable.from([Buffer.from('whole')]));
      expect((await bytesOf((await store().get(key))!.body)).toString()).toBe('whole');
    });

    it('keeps an empty file as zero bytes', async () => {
      const key = keyOf();
      expect(await store().put(key, Readable.from([]))).toEqual({ bytes: 0 });
      const kept = await store().get(key);
      expect(kept?.bytes).toBe(0);
      expect(await bytesOf(kept!.body)).toHaveLength(0);
    });

    it('refuses a key that climbs out of its folder', async () => {
      await expect(
        store().put('../outside/assessment/x.png', Readable.from([Buffer.from('x')])),
      ).rejects.toThrow();
    });
  });
}
