import { describe, expect, it } from 'vitest';
import { startVisitSchema } from './start-visit.schema';
import { messagesOf } from '../test-support/issues';

const valid = {
  staffId: 'doc-1',
  identificationNumber: '3171234567890001',
  patientId: 'p-1',
};

describe('starting a visit (spec 1 §5)', () => {
  it('a doctor and a 16-character KTP number are enough; the location is optional', () => {
    expect(startVisitSchema.parse(valid)).toEqual({
      ...valid,
      locationId: null,
      bookingId: null,
      patient: null,
      endPreviousVisit: false,
    });
    expect(startVisitSchema.parse({ ...valid, locationId: 'loc-1' }).locationId).toBe('loc-1');
  });

  it('the doctor is required', () => {
    const result = startVisitSchema.safeParse({ ...valid, staffId: '' });
    expect(messagesOf(result, 'id')).toEqual({ staffId: 'Harap masukkan Dokter' });
    expect(messagesOf(result, 'en')).toEqual({ staffId: 'Please enter Doctor' });
    expect(messagesOf(startVisitSchema.safeParse({ ...valid, staffId: undefined }))).toEqual({
      staffId: 'Please enter Doctor',
    });
  });

  it('the KTP number is required', () => {
    const result = startVisitSchema.safeParse({ ...valid, identificationNumber: '  ' });
    expect(messagesOf(result, 'id')).toEqual({ identificationNumber: 'Harap masukkan Nomor KTP' });
    expect(messagesOf(result, 'en')).toEqual({ identificationNumber: 'Please enter KTP number' });
    expect(
      messagesOf(startVisitSchema.safeParse({ ...valid, identificationNumber: null }), 'en'),
    ).toEqual({ identificationNumber: 'Please enter KTP number' });
  });

  it('the KTP number is exactly 16 characters', () => {
    for (const number of ['317123456789000', '31712345678900012']) {
      const result = startVisitSchema.safeParse({ ...valid, identificationNumber: number });
      expect(messagesOf(result, 'id')).toEqual({
        identificationNumber: 'Harap masukkan Nomor KTP 16 angka',
      });
      expect(messagesOf(result, 'en')).toEqual({
        identificationNumber: 'Please enter KTP number 16 Length',
      });
    }
  });

  it('a visit is started for a patient or for a reservation', () => {
    expect(
      startVisitSchema.safeParse({ ...valid, patientId: undefined, bookingId: 'b-1' }).success,
    ).toBe(true);
    const result = startVisitSchema.safeParse({ ...valid, patientId: '' });
    expect(messagesOf(result, 'id')).toEqual({ patientId: 'Harap masukkan Pasien' });
    expect(messagesOf(result, 'en')).toEqual({ patientId: 'Please enter Patient' });
  });
});
