import { describe, expect, it } from 'vitest';
import type { TextTree } from '../intl/area-texts';
import { translatorFor } from '../test-support/translate';
import { translateValidationToken } from '../intl/translate-issue';
import {
  KTP_LENGTH_MESSAGE,
  SELECT_PATIENT_MESSAGE,
  SELECT_SERVICE_MESSAGE,
  patientWithoutIdentityMessage,
} from './add-reservation.schema';
import { CONTIGUOUS_TIME_MESSAGE, SELECT_TIME_MESSAGE } from './time-visit.schema';
import { reservationsTexts } from './reservations.texts';

function leafKeys(tree: TextTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

describe('reservations texts', () => {
  it('Indonesian and English carry the same keys, each reading in both languages', () => {
    expect(leafKeys(reservationsTexts.en)).toEqual(leafKeys(reservationsTexts.id));
    for (const lang of ['id', 'en'] as const) {
      const t = translatorFor(lang);
      for (const key of [
        ...leafKeys(reservationsTexts.id),
        'fields.doctor',
        'fields.patient',
        'fields.identificationNumber',
      ]) {
        expect(t(key)).not.toBe('');
      }
    }
  });

  it("quotes the spec's Indonesian messages exactly", () => {
    const id = translatorFor('id');
    const show = (token: string) => translateValidationToken(token, id);
    expect(show(SELECT_TIME_MESSAGE)).toBe('Harap pilih waktu');
    expect(show(SELECT_SERVICE_MESSAGE)).toBe('Harap pilih layanan');
    expect(show(KTP_LENGTH_MESSAGE)).toBe('Harap masukkan Nomor KTP 16 angka');
    expect(show(patientWithoutIdentityMessage('Budi'))).toBe(
      'Pasien Budi tidak mempunyai KTP/Paspor',
    );
  });

  it('and their English', () => {
    const en = translatorFor('en');
    const show = (token: string) => translateValidationToken(token, en);
    expect(show(SELECT_TIME_MESSAGE)).toBe('Please select a time');
    expect(show(SELECT_SERVICE_MESSAGE)).toBe('Please select a service');
    expect(show(SELECT_PATIENT_MESSAGE)).toBe('Please select a patient');
    expect(show(CONTIGUOUS_TIME_MESSAGE)).toBe('Please select consecutive times');
    expect(show(KTP_LENGTH_MESSAGE)).toBe('Please enter KTP number 16 Length');
  });
});
