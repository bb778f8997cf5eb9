import { describe, expect, it } from 'vitest';
import { catalogueIdField, isChosenId } from './catalogue-id';
import { messagesOf } from '../test-support/issues';

describe('catalogue ids', () => {
  it('an empty select is not a chosen id', () => {
    expect(isChosenId('c1')).toBe(true);
    for (const value of ['', '  ', null, undefined]) expect(isChosenId(value)).toBe(false);
    expect(messagesOf(catalogueIdField('fields.package').safeParse(null), 'id')).toEqual({
      '(root)': 'Harap masukkan Paket',
    });
  });
});
