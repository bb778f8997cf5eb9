import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isUuid } from './uuid';

describe('isUuid', () => {
  it('takes a uuid in either case, as PostgreSQL does', () => {
    const id = randomUUID();
    expect(isUuid(id)).toBe(true);
    expect(isUuid(id.toUpperCase())).toBe(true);
    expect(isUuid('00000000-0000-0000-0000-000000000001')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const id of ['', '12345', 'bukan-id', `${randomUUID()}x`, ` ${randomUUID()}`, '../x']) {
      expect(isUuid(id), id).toBe(false);
    }
    expect(isUuid(randomUUID().replaceAll('-', ''))).toBe(false);
  });
});
