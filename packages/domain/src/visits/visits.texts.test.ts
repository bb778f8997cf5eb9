import { describe, expect, it } from 'vitest';
import { visitsTexts } from './visits.texts';

describe('the visits texts', () => {
  it('the end-visit question keeps the product’s English words', () => {
    expect(visitsTexts.en.visits.endVisit.confirm).toBe('Are you sure want to end the visit ?');
  });
});
