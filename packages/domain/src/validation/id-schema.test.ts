import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idSchema } from './fields';
import { messagesOf } from '../test-support/issues';

describe('a chosen record’s id', () => {
  const schema = z.object({ doctorId: idSchema('fields.doctor') });

  it('must be chosen', () => {
    expect(messagesOf(schema.safeParse({ doctorId: '  ' }), 'id')).toEqual({
      doctorId: 'Harap masukkan Dokter',
    });
  });

  it('an id longer than any real one is refused in the user’s language', () => {
    expect(messagesOf(schema.safeParse({ doctorId: 'x'.repeat(65) }), 'en')).toEqual({
      doctorId: 'Please enter Valid Doctor',
    });
    expect(schema.parse({ doctorId: ' 42 ' })).toEqual({ doctorId: '42' });
  });
});
