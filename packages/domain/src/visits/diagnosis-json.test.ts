import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseDiagnosisJson } from './diagnosis-json';

const dermatitis = { fullCode: 'L30.9', shortDescription: 'Dermatitis' };

describe("reading a visit's diagnoses back", () => {
  it('reads the stored JSON text or an already parsed list', () => {
    expect(parseDiagnosisJson(JSON.stringify([dermatitis]))).toEqual([dermatitis]);
    expect(parseDiagnosisJson([{ fullCode: ' J06.9 ', shortDescription: ' ISPA ' }])).toEqual([
      { fullCode: 'J06.9', shortDescription: 'ISPA' },
    ]);
  });

  it('an entry without a description keeps its code', () => {
    expect(parseDiagnosisJson([{ fullCode: 'A09' }])).toEqual([
      { fullCode: 'A09', shortDescription: '' },
    ]);
  });

  it('skips entries without a code; unreadable values are no diagnosis', () => {
    expect(
      parseDiagnosisJson([null, 'L30', { fullCode: '' }, { shortDescription: 'x' }, dermatitis]),
    ).toEqual([dermatitis]);
    expect(parseDiagnosisJson('not json')).toEqual([]);
    expect(parseDiagnosisJson('{"fullCode":"A09"}')).toEqual([]);
    expect(parseDiagnosisJson(null)).toEqual([]);
    expect(parseDiagnosisJson(undefined)).toEqual([]);
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.string(), fc.anything()), (value) => {
        expect(Array.isArray(parseDiagnosisJson(value))).toBe(true);
      }),
    );
  });
});
