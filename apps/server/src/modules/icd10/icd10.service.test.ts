import { describe, expect, it } from 'vitest';
import type { Icd10Repository, Icd10SearchRequest } from './icd10.repository';
import { createIcd10Repository } from './icd10.repository';
import { createIcd10Service } from './icd10.service';

/** A repository that counts the searches that reach it; upsertMany is the real one's counter. */
function countingRepository(fail = false) {
  const asked: Icd10SearchRequest[] = [];
  const repository = {
    search: async (request: Icd10SearchRequest) => {
      asked.push(request);
      if (fail) throw new Error('database down');
      return { rows: [{ code: 'A09', titleEn: 'Diarrhoea', titleId: 'Diare' }], total: 1 };
    },
  } as unknown as Icd10Repository;
  return { asked, repository };
}

const clockAt = (start: number) => {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
};

describe('ICD-10 search service', () => {
  it('answers the same terms, page and size again without asking the database', async () => {
    const { asked, repository } = countingRepository();
    const service = createIcd10Service(repository);
    const first = await service.search({ keyword: 'Demam ', page: 0, size: 10 });
    const again = await service.search({ keyword: 'demam', page: 0, size: 10 });
    expect(again).toEqual(first);
    expect(asked).toHaveLength(1);
    await service.search({ keyword: 'demam', page: 1, size: 10 });
    await service.search({ keyword: 'demam', page: 0, size: 20 });
    await service.search({ keyword: 'demam tif', page: 0, size: 10 });
    expect(asked).toHaveLength(4);
  });

  it('shares one query between concurrent identical asks', async () => {
    const { asked, repository } = countingRepository();
    const service = createIcd10Service(repository);
    await Promise.all([1, 2, 3].map(() => service.search({ keyword: 'k35', page: 0, size: 10 })));
    expect(asked).toHaveLength(1);
  });

  it('asks again once the kept answer is older than its time to live', async () => {
    const { asked, repository } = countingRepository();
    const clock = clockAt(Date.UTC(2026, 0, 5));
    const service = createIcd10Service(repository, { ttlMs: 1000, now: clock.now });
    await service.search({ keyword: 'acne', page: 0, size: 10 });
    clock.advance(999);
    await service.search({ keyword: 'acne', page: 0, size: 10 });
    expect(asked).toHaveLength(1);
    clock.advance(1);
    await service.search({ keyword: 'acne', page: 0, size: 10 });
    expect(asked).toHaveLength(2);
  });

  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const { asked, repository } = countingRepository();
    const service = createIcd10Service(repository, { maxEntries: 2 });
    await service.search({ keyword: 'a', page: 0, size: 10 });
    await service.search({ keyword: 'b', page: 0, size: 10 });
    await service.search({ keyword: 'a', page: 0, size: 10 }); // a is now the most recent
    await service.search({ keyword: 'c', page: 0, size: 10 }); // b goes
    await service.search({ keyword: 'a', page: 0, size: 10 });
    expect(asked.map((request) => request.keyword)).toEqual(['a', 'b', 'c']);
    await service.search({ keyword: 'b', page: 0, size: 10 });
    expect(asked).toHaveLength(4);
  });

  it('does not keep a failure: the next ask tries the database again', async () => {
    const { asked, repository } = countingRepository(true);
    const service = createIcd10Service(repository);
    await expect(service.search({ keyword: 'x', page: 0, size: 10 })).rejects.toThrow('down');
    await expect(service.search({ keyword: 'x', page: 0, size: 10 })).rejects.toThrow('down');
    expect(asked).toHaveLength(2);
  });

  it('forgets every kept answer when this process writes codes', async () => {
    const { asked, repository } = countingRepository();
    const service = createIcd10Service(repository);
    await service.search({ keyword: 'r51', page: 0, size: 10 });
    // A write through any repository instance (here one whose database only answers inserts).
    const returning = async () => [{ inserted: true, code: 'R51' }];
    const chain = { values: () => chain, onConflictDoUpdate: () => chain, returning };
    const writer = createIcd10Repository({ insert: () => chain } as never);
    await writer.upsertMany([{ code: 'R51', titleEn: 'Headache', titleId: 'Sakit kepala' }]);
    await service.search({ keyword: 'r51', page: 0, size: 10 });
    expect(asked).toHaveLength(2);
  });
});
