import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { visibleDiagnoses } from './diagnosis-pills';
import { ACTIVE_VISIT_REFETCH_ON_FOCUS, ACTIVE_VISIT_REFRESH_MS } from './visit-constants';

describe('diagnosis pills in the patient history', () => {
  it('shows at most 3 diagnoses, then +N', () => {
    expect(visibleDiagnoses(['A', 'B', 'C', 'D', 'E'])).toEqual({
      visible: ['A', 'B', 'C'],
      hiddenCount: 2,
    });
  });

  it('shows all of 3 or fewer without a +N', () => {
    expect(visibleDiagnoses(['A', 'B'])).toEqual({ visible: ['A', 'B'], hiddenCount: 0 });
    expect(visibleDiagnoses(null)).toEqual({ visible: [], hiddenCount: 0 });
    expect(visibleDiagnoses(undefined)).toEqual({ visible: [], hiddenCount: 0 });
  });

  it('no diagnosis is lost or shown twice, whatever the limit', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.integer({ min: -2, max: 10 }), (list, max) => {
        const { visible, hiddenCount } = visibleDiagnoses(list, max);
        expect(visible.length + hiddenCount).toBe(list.length);
        expect(visible).toEqual(list.slice(0, visible.length));
        expect(visible.length).toBeLessThanOrEqual(Math.max(0, max));
      }),
    );
  });
});

describe('the active visit list', () => {
  it('refreshes every 30 seconds and not on window focus', () => {
    expect(ACTIVE_VISIT_REFRESH_MS).toBe(30_000);
    expect(ACTIVE_VISIT_REFETCH_ON_FOCUS).toBe(false);
  });
});
