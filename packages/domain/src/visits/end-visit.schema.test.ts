import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { END_VISIT_NOTE_MAX, endVisitConfirmation, endVisitSchema } from './end-visit.schema';
import { messagesOf } from '../test-support/issues';
import { translatorFor } from '../test-support/translate';

const complete = {
  anamnesis: 'Gatal',
  examination: 'Ruam',
  treatment: 'Salep',
  diagnosisDTOs: [{ fullCode: 'L30.9', shortDescription: 'Dermatitis' }],
};

describe('ending a visit (spec 1 §2.11)', () => {
  it('takes a note and an optional file', () => {
    expect(
      endVisitSchema.parse({ note: ' Kontrol 1 minggu ', fileUrl: '/files/c/v/a.pdf' }),
    ).toEqual({ note: 'Kontrol 1 minggu', fileUrl: '/files/c/v/a.pdf' });
    expect(endVisitSchema.parse({ note: '', fileUrl: '' })).toEqual({ note: null, fileUrl: null });
    expect(endVisitSchema.parse({})).toEqual({ note: null, fileUrl: null });
  });

  it('refuses a file that is not an uploaded one, and an overlong note', () => {
    const result = endVisitSchema.safeParse({
      note: 'x'.repeat(END_VISIT_NOTE_MAX + 1),
      fileUrl: 'file:///etc/passwd',
    });
    expect(messagesOf(result, 'id')).toEqual({
      note: 'Catatan maksimal 1000 karakter',
      fileUrl: 'Harap masukkan Berkas yang valid',
    });
    expect(messagesOf(result, 'en')).toEqual({
      note: 'Note must be at most 1000 characters',
      fileUrl: 'Please enter Valid File',
    });
  });

  it('asks plainly when the assessment is complete', () => {
    const confirmation = endVisitConfirmation(complete);
    expect(confirmation).toEqual({
      messageKey: 'visits.endVisit.confirm',
      missing: [],
      missingFieldKeys: [],
    });
    expect(translatorFor('en')(confirmation.messageKey)).toBe(
      'Are you sure want to end the visit ?',
    );
    expect(translatorFor('id')(confirmation.messageKey)).toBe(
      'Apakah Anda yakin ingin mengakhiri kunjungan ini?',
    );
  });

  it('warns, naming them, when some assessment details are empty', () => {
    const confirmation = endVisitConfirmation({
      ...complete,
      examination: '  ',
      diagnosisDTOs: [],
    });
    expect(confirmation.messageKey).toBe('visits.endVisit.confirmIncomplete');
    expect(confirmation.missing).toEqual(['examination', 'diagnosis']);
    for (const lang of ['id', 'en'] as const) {
      const t = translatorFor(lang);
      expect(t(confirmation.messageKey).length).toBeGreaterThan(40);
      expect(confirmation.missingFieldKeys.map((key) => t(key))).toEqual(
        lang === 'id' ? ['Pemeriksaan', 'Diagnosis'] : ['Examination', 'Diagnosis'],
      );
    }
  });

  it('an untouched visit misses every detail; the visit’s diagnosisJson counts too', () => {
    expect(endVisitConfirmation({}).missing).toEqual([
      'anamnesis',
      'examination',
      'diagnosis',
      'treatment',
    ]);
    expect(
      endVisitConfirmation({ ...complete, diagnosisDTOs: null, diagnosisJson: [{}] }).missing,
    ).toEqual([]);
    expect(endVisitConfirmation({ ...complete, anamnesis: null }).missingFieldKeys).toEqual([
      'fields.anamnesis',
    ]);
  });

  it('a visit no doctor treats only needs its treatment', () => {
    expect(endVisitConfirmation({ treatment: 'Facial' }, { byDoctor: false }).messageKey).toBe(
      'visits.endVisit.confirm',
    );
    expect(endVisitConfirmation({}, { byDoctor: false }).missing).toEqual(['treatment']);
  });

  it('the plain text shows exactly when nothing is missing', () => {
    const text = fc.option(fc.string(), { nil: null });
    fc.assert(
      fc.property(text, text, text, fc.nat(3), fc.boolean(), (a, e, t, n, byDoctor) => {
        const c = endVisitConfirmation(
          { anamnesis: a, examination: e, treatment: t, diagnosisDTOs: Array(n).fill({}) },
          { byDoctor },
        );
        expect(c.messageKey === 'visits.endVisit.confirm').toBe(c.missing.length === 0);
      }),
    );
  });
});
