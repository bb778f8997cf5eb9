import { describe, expect, it } from 'vitest';
import { messagesOf } from '../test-support/issues';
import { nextFreeSlotQuerySchema } from './next-free-slot-request.schema';

describe('the next free slot query', () => {
  it('one practitioner, or any when none (or a blank one) is named; the duration read as minutes', () => {
    expect(nextFreeSlotQuerySchema.parse({ doctor_id: 'd1', duration: '30' })).toEqual({
      doctor_id: 'd1',
      duration: 30,
    });
    expect(nextFreeSlotQuerySchema.parse({ duration: '60' })).toEqual({ duration: 60 });
    expect(nextFreeSlotQuerySchema.parse({ doctor_id: ' ', duration: 15 })).toEqual({
      duration: 15,
    });
  });

  it('names the field that is wrong', () => {
    expect(
      messagesOf(
        nextFreeSlotQuerySchema.safeParse({ doctor_id: 'x'.repeat(65), duration: '45' }),
        'id',
      ),
    ).toEqual({
      doctor_id: 'Harap masukkan Dokter yang valid',
      duration: 'Harap masukkan Durasi kunjungan yang valid',
    });
    expect(messagesOf(nextFreeSlotQuerySchema.safeParse({}))).toEqual({
      duration: 'Please enter Valid Visit duration',
    });
    expect(messagesOf(nextFreeSlotQuerySchema.safeParse({ duration: 'satu jam' }))).toEqual({
      duration: 'Please enter Valid Visit duration',
    });
  });
});
