import { describe, expect, it } from 'vitest';
import { patientPackageState } from './patient-package-state';

describe('a patient package state', () => {
  it('is active with visits left and used up without', () => {
    expect(patientPackageState({ remaining_visits: 2, released_at: null }, 7)).toEqual({
      state: 'ACTIVE',
      releasedOn: null,
    });
    expect(patientPackageState({ remaining_visits: 0, released_at: null }, 7)).toEqual({
      state: 'USED_UP',
      releasedOn: null,
    });
  });

  it('is released on the clinic day of its release, visits left or not', () => {
    // 18:30 UTC on 26 November is 01:30 on 27 November in Jakarta (UTC+7).
    expect(
      patientPackageState({ remaining_visits: 3, released_at: '2026-11-26T18:30:00.000Z' }, 7),
    ).toEqual({ state: 'RELEASED', releasedOn: '2026-11-27' });
    expect(
      patientPackageState({ remaining_visits: 0, released_at: '2026-11-26T10:00:00.000Z' }, 7),
    ).toEqual({ state: 'RELEASED', releasedOn: '2026-11-26' });
  });
});
