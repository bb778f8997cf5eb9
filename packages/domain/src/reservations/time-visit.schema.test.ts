import { describe, expect, it } from 'vitest';
import { messagesOf } from '../test-support/issues';
import { invalid } from '../validation/message';
import { timeVisitSchema } from './time-visit.schema';

describe('time of a reservation', () => {
  it('a time must be picked: "Harap pilih waktu"', () => {
    expect(messagesOf(timeVisitSchema().safeParse([]), 'id')).toEqual({
      '(root)': 'Harap pilih waktu',
    });
    expect(messagesOf(timeVisitSchema().safeParse(undefined), 'en')).toEqual({
      '(root)': 'Please select a time',
    });
  });

  it('the picked slots form one run of quarter hours, carried sorted as HH:mm:ss', () => {
    expect(timeVisitSchema().parse(['09:15', '09:00:00'])).toEqual(['09:00:00', '09:15:00']);
    for (const picked of [['09:00:00', '09:30:00'], ['09:05:00', '09:20:00'], ['nine']]) {
      expect(messagesOf(timeVisitSchema().safeParse(picked), 'id')).toEqual({
        '(root)': 'Harap pilih waktu yang berurutan',
      });
    }
    expect(messagesOf(timeVisitSchema().safeParse(['09:00:00', '09:30:00']), 'en')).toEqual({
      '(root)': 'Please select consecutive times',
    });
  });

  it('the empty message can be worded by the caller', () => {
    expect(messagesOf(timeVisitSchema(invalid('fields.slotTime')).safeParse([]), 'id')).toEqual({
      '(root)': 'Harap masukkan Waktu yang valid',
    });
  });
});
