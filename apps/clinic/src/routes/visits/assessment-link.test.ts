import { describe, expect, it } from 'vitest';
import { assessmentPath, patientHistoryPath, readAssessmentAddress } from './assessment-link';

describe('assessment address', () => {
  it('opens the assessment with the visit and the patient in the query', () => {
    expect(assessmentPath('12', '7')).toBe('/dashboard/active-visit/assesment?id=12&patientId=7');
    expect(assessmentPath('12', '7', { viewOnly: true })).toBe(
      '/dashboard/active-visit/assesment?id=12&patientId=7&view=1',
    );
  });

  it('reads view-only from the query or from the navigation state', () => {
    expect(readAssessmentAddress('?id=12&patientId=7', null)).toEqual({
      visitId: '12',
      patientId: '7',
      viewOnly: false,
    });
    expect(readAssessmentAddress('?id=12&patientId=7&view=1', undefined).viewOnly).toBe(true);
    expect(readAssessmentAddress('?id=12&mode=view', undefined).viewOnly).toBe(true);
    expect(readAssessmentAddress('?id=12', { viewOnly: true }).viewOnly).toBe(true);
    expect(readAssessmentAddress('?id=12', { viewOnly: 'yes' }).viewOnly).toBe(false);
  });

  it('a missing id or patient reads as null', () => {
    expect(readAssessmentAddress('?id=%20', null)).toEqual({
      visitId: null,
      patientId: null,
      viewOnly: false,
    });
  });

  it('links to the patient history', () => {
    expect(patientHistoryPath('7')).toBe('/dashboard/history?id=7');
  });
});
