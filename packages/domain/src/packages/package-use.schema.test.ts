import { describe, expect, it } from 'vitest';
import { undoPackageUseRequestSchema, usePackageRequestSchema } from './package-use.schema';
import { patientPackageHistoryQuerySchema } from './patient-package-history-query.schema';

describe('package use requests (spec 2 §7 active-package)', () => {
  it('take the spec’s body and drop what the server ignores', () => {
    const parsed = usePackageRequestSchema.parse({
      packageId: 'pp-1',
      bookingId: 'b-1',
      patientId: 'p-1',
      paymentId: 'x',
      businessId: 'other',
    });
    expect(parsed).toEqual({ packageId: 'pp-1', bookingId: 'b-1', patientId: 'p-1' });
  });

  it('need a booking or a visit, named on bookingId', () => {
    const result = usePackageRequestSchema.safeParse({ packageId: 'pp-1', bookingId: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['bookingId']);
    expect(usePackageRequestSchema.safeParse({ packageId: 'pp-1', visitId: 'v-1' }).success).toBe(
      true,
    );
  });

  it('undo by the use, or by the package on a visit', () => {
    expect(undoPackageUseRequestSchema.safeParse({ useId: 'u-1' }).success).toBe(true);
    expect(
      undoPackageUseRequestSchema.safeParse({ packageId: 'pp-1', visitId: 'v-1' }).success,
    ).toBe(true);
    const missing = undoPackageUseRequestSchema.safeParse({ visitId: 'v-1' });
    expect(missing.error?.issues[0]?.path).toEqual(['packageId']);
  });
});

describe('the package history query', () => {
  it('defaults to five rows, newest reservation date first', () => {
    expect(patientPackageHistoryQuerySchema.parse({ patient_id: 'p-1' })).toMatchObject({
      page: 0,
      size: 5,
      sort_by: 'reservation_date',
      sort_order: 'desc',
      current_utc: 7,
    });
  });

  it('refuses an unknown sort and an end before the start', () => {
    const badSort = patientPackageHistoryQuerySchema.safeParse({
      patient_id: 'p-1',
      sort_by: 'price',
    });
    expect(badSort.error?.issues.map((issue) => issue.path)).toEqual([['sort_by']]);
    const backwards = patientPackageHistoryQuerySchema.safeParse({
      patient_id: 'p-1',
      from: '2026-11-10',
      to: '2026-11-01',
    });
    expect(backwards.error?.issues.map((issue) => issue.path)).toEqual([['to']]);
  });
});
