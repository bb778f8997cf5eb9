import { describe, expect, it } from 'vitest';
import { messagesOf } from '../test-support/issues';
import { visitDurationSchema } from './visit-duration.schema';

describe('visit duration schema', () => {
  it('a duration outside 15, 30 and 60 is refused', () => {
    expect(visitDurationSchema.parse(60)).toBe(60);
    expect(messagesOf(visitDurationSchema.safeParse(45), 'id')).toEqual({
      '(root)': 'Harap masukkan Durasi kunjungan yang valid',
    });
    expect(messagesOf(visitDurationSchema.safeParse('15'))).toEqual({
      '(root)': 'Please enter Valid Visit duration',
    });
  });
});
