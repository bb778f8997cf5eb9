import { describe, expect, it } from 'vitest';
import { clockText } from './booking-format';

// The dates' words are the domain's (packages/domain dates/visit-date-text.test.ts).
describe('booking times', () => {
  it('shows a slot time as hours and minutes', () => {
    expect(clockText('09:15:00')).toBe('09:15');
  });
});
