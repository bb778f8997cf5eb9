import { describe, expect, it } from 'vitest';
import { VIEW_ONLY_STATE, viewOnlyAssessmentHref, visitHistoryPath } from './visit-history';

describe('visit history paths', () => {
  it('asks for a zero-based page of the patient', () => {
    expect(visitHistoryPath('p 1', 0, 10)).toBe(
      '/api2/dashboard/visits-history/p%201?page=0&size=10',
    );
  });

  it('opens the assessment view-only (spec 1 §2.15): id, patientId, view=1 and the state', () => {
    expect(viewOnlyAssessmentHref('v1', 'p1')).toBe(
      '/dashboard/active-visit/assesment?id=v1&patientId=p1&view=1',
    );
    expect(VIEW_ONLY_STATE).toEqual({ viewOnly: true });
  });
});
