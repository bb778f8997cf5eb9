import { describe, expect, it } from 'vitest';
import type { Icd10Code, Icd10Repository } from './icd10.repository';
import { createIcd10Repository } from './icd10.repository';
import { createIcd10Service } from './icd10.service';

const HEADACHE: Icd10Code = { code: 'R51', titleEn: 'Headache', titleId: 'Sakit kepala' };
const COUGH: Icd10Code = { code: 'R05', titleEn: 'Cough', titleId: 'Batuk' };

/** A repository whose table the test changes, counting the reads that reach it. */
function fakeRepository(initial: Icd10Code[]) {
  const state = { codes: initial, version: 1, lists: 0, fingerprints: 0, failFingerprint: false };
  const repository = {
    listAll: async () => {
      state.lists += 1;
      return [...state.codes];
    },
    fingerprint: async () => {
      state.fingerprints += 1;
      if (state.failFingerprint) throw new Error('database down');
      return `v${state.version}`;
    },
  } as unknown as Icd10Repository;
  return { state, repository };
}

const clockAt = (start: number) => {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
};

/** Lets the background check (a few chained promises) finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

const codesOf = (result: { rows: Icd10Code[] }) => result.rows.map((row) => row.code);

describe('ICD-10 search service', () => {
  it('loads the list once and answers every search from memory', async () => {
    const { state, repository } = fakeRepository([HEADACHE, COUGH]);
    const service = createIcd10Service(repository);
    const answers = await Promise.all([
      service.search({ keyword: 'sakit', page: 0, size: 10 }),
      service.search({ keyword: 'r', page: 0, size: 10 }),
    ]);
    expect(answers.map(codesOf)).toEqual([['R51'], ['R05', 'R51']]);
    expect(await service.search({ keyword: undefined, page: 0, size: 10 })).toEqual({
      rows: [COUGH, HEADACHE],
      total: 2,
    });
    expect(state.lists).toBe(1);
  });

  it('asks the table in the background after refreshMs and reloads only when it changed', async () => {
    const { state, repository } = fakeRepository([HEADACHE]);
    const clock = clockAt(Date.UTC(2026, 0, 5));
    const service = createIcd10Service(repository, { refreshMs: 1000, now: clock.now });
    await service.search({ keyword: 'batuk', page: 0, size: 10 });
    clock.advance(999);
    await service.search({ keyword: 'batuk', page: 0, size: 10 });
    expect(state.fingerprints).toBe(1); // the load's own

    clock.advance(1);
    await service.search({ keyword: 'batuk', page: 0, size: 10 });
    await settle();
    expect([state.fingerprints, state.lists]).toEqual([2, 1]); // unchanged: no reload

    // Another process imports a code.
    state.codes = [HEADACHE, COUGH];
    state.version = 2;
    clock.advance(1000);
    // This answer still comes from the list in memory; the check runs behind it.
    expect(codesOf(await service.search({ keyword: 'batuk', page: 0, size: 10 }))).toEqual([]);
    await settle();
    expect(state.lists).toBe(2);
    expect(codesOf(await service.search({ keyword: 'batuk', page: 0, size: 10 }))).toEqual(['R05']);
  });

  it('keeps answering when the check fails, and checks again later', async () => {
    const { state, repository } = fakeRepository([HEADACHE]);
    const clock = clockAt(Date.UTC(2026, 0, 5));
    const service = createIcd10Service(repository, { refreshMs: 1000, now: clock.now });
    await service.search({ keyword: 'sakit', page: 0, size: 10 });
    state.failFingerprint = true;
    clock.advance(1000);
    expect(codesOf(await service.search({ keyword: 'sakit', page: 0, size: 10 }))).toEqual(['R51']);
    await settle();
    state.failFingerprint = false;
    clock.advance(1000);
    await service.search({ keyword: 'sakit', page: 0, size: 10 });
    await settle();
    expect(state.fingerprints).toBe(3);
  });

  it('reloads before answering when this process wrote codes', async () => {
    const { state, repository } = fakeRepository([HEADACHE]);
    const service = createIcd10Service(repository);
    await service.search({ keyword: 'batuk', page: 0, size: 10 });
    state.codes = [HEADACHE, COUGH];
    // A write through any repository instance (here one whose database only answers inserts).
    const returning = async () => [{ inserted: true, code: 'R05' }];
    const chain = { values: () => chain, onConflictDoUpdate: () => chain, returning };
    const writer = createIcd10Repository({ insert: () => chain } as never);
    await writer.upsertMany([COUGH]);
    expect(codesOf(await service.search({ keyword: 'batuk', page: 0, size: 10 }))).toEqual(['R05']);
    expect(state.lists).toBe(2);
  });

  it('tries the load again after a failed one', async () => {
    const { state, repository } = fakeRepository([HEADACHE]);
    state.failFingerprint = true;
    const service = createIcd10Service(repository);
    await expect(service.search({ keyword: 'x', page: 0, size: 10 })).rejects.toThrow('down');
    state.failFingerprint = false;
    expect((await service.search({ keyword: 'sakit', page: 0, size: 10 })).total).toBe(1);
  });
});
