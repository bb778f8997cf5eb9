import { describe, expect, it } from 'vitest';
import { messagesOf } from '../test-support/issues';
import { availableSlotsRequestSchema } from './available-slots-request.schema';

describe('the available slots request', () => {
  it('one day on the clinic clock at +7 and the schedule’s duration unless asked', () => {
    expect(availableSlotsRequestSchema.parse({ doctor_id: 'd1', date: '2026-11-30' })).toEqual({
      doctor_id: 'd1',
      date: '2026-11-30',
      days: 1,
      current_utc: 7,
    });
    expect(
      availableSlotsRequestSchema.parse({
        doctor_id: 'd1',
        date: '2026-11-30',
        days: 7,
        duration: 60,
        current_utc: 8,
      }),
    ).toMatchObject({ days: 7, duration: 60, current_utc: 8 });
  });

  it('names the field that is wrong', () => {
    expect(
      messagesOf(
        availableSlotsRequestSchema.safeParse({
          date: '30-11-2026',
          days: 8,
          duration: 45,
          current_utc: 15,
        }),
        'id',
      ),
    ).toEqual({
      doctor_id: 'Harap masukkan Dokter',
      date: 'Harap masukkan Tanggal yang valid',
      days: 'Harap masukkan Jumlah hari yang valid',
      duration: 'Harap masukkan Durasi kunjungan yang valid',
      current_utc: 'Harap masukkan Zona waktu yang valid',
    });
    expect(
      messagesOf(
        availableSlotsRequestSchema.safeParse({ doctor_id: 'd1', date: '2026-11-30', days: 0 }),
      ),
    ).toEqual({ days: 'Please enter Valid Number of days' });
  });
});
