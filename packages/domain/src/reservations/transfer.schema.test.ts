import { describe, expect, it } from 'vitest';
import { messagesOf } from '../test-support/issues';
import { transferSchema } from './transfer.schema';

const transfer = {
  doctorId: 'doc-2',
  dateVisit: '2026-11-23',
  timeVisit: ['10:00:00', '10:15:00'],
};

describe('transfer a patient', () => {
  it('moves to a doctor or therapist at a run of slots; the location may stay empty', () => {
    expect(transferSchema.parse(transfer)).toEqual({ ...transfer, locationId: null });
    expect(transferSchema.parse({ ...transfer, locationId: 'loc-1' }).locationId).toBe('loc-1');
  });

  it('the doctor or therapist is required (its not-valid message)', () => {
    expect(messagesOf(transferSchema.safeParse({ ...transfer, doctorId: '' }), 'id')).toEqual({
      doctorId: 'Harap masukkan Dokter/Terapis yang valid',
    });
    expect(messagesOf(transferSchema.safeParse({ ...transfer, doctorId: null }), 'en')).toEqual({
      doctorId: 'Please enter Valid Doctor/Therapist',
    });
  });

  it('the time is non-empty (the not-valid message for the time)', () => {
    expect(messagesOf(transferSchema.safeParse({ ...transfer, timeVisit: [] }), 'id')).toEqual({
      timeVisit: 'Harap masukkan Waktu yang valid',
    });
    expect(messagesOf(transferSchema.safeParse({ ...transfer, timeVisit: [] }), 'en')).toEqual({
      timeVisit: 'Please enter Valid Time',
    });
  });

  it('overlong ids still answer with translated messages', () => {
    const long = 'x'.repeat(65);
    expect(
      messagesOf(transferSchema.safeParse({ ...transfer, doctorId: long, locationId: long }), 'en'),
    ).toEqual({
      doctorId: 'Please enter Valid Doctor/Therapist',
      locationId: 'Please enter Valid Location',
    });
  });

  it('the slots form one run', () => {
    expect(
      messagesOf(
        transferSchema.safeParse({ ...transfer, timeVisit: ['10:00:00', '11:00:00'] }),
        'id',
      ),
    ).toEqual({ timeVisit: 'Harap pilih waktu yang berurutan' });
  });
});
