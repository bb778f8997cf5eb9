import { describe, expect, it } from 'vitest';
import { messagesOf } from '../test-support/issues';
import { reservationWeekQuerySchema } from './reservation-week.schema';

describe("the week's query", () => {
  it('names one practitioner and a day of the week', () => {
    expect(reservationWeekQuerySchema.parse({ doctor_id: ' d1 ', date: '2026-11-25' })).toEqual({
      doctor_id: 'd1',
      date: '2026-11-25',
    });
  });

  it('names the field that is wrong', () => {
    expect(messagesOf(reservationWeekQuerySchema.safeParse({}), 'id')).toEqual({
      doctor_id: 'Harap masukkan Dokter',
      date: 'Harap masukkan Tanggal kunjungan',
    });
    expect(
      messagesOf(
        reservationWeekQuerySchema.safeParse({ doctor_id: 'x'.repeat(65), date: '2026-02-30' }),
      ),
    ).toEqual({
      doctor_id: 'Please enter Valid Doctor',
      date: 'Please enter Valid Visit date',
    });
  });

  it("refuses a day whose week leaves the calendar's four-digit years", () => {
    for (const date of ['9999-12-31', '0100-01-01']) {
      expect(messagesOf(reservationWeekQuerySchema.safeParse({ doctor_id: 'd1', date }))).toEqual({
        date: 'Please enter Valid Visit date',
      });
    }
    expect(
      reservationWeekQuerySchema.safeParse({ doctor_id: 'd1', date: '9999-12-26' }).success,
    ).toBe(true);
  });
});
