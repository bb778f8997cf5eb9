import { describe, expect, it } from 'vitest';
import { messagesOf } from '../test-support/issues';
import {
  credentialChangeSchema,
  credentialResultSchema,
  credentialSchema,
} from './credential.schema';

describe('SATUSEHAT credential (spec 2 §2.13, §5)', () => {
  it('requires organization id, client key and secret key', () => {
    expect(messagesOf(credentialSchema.safeParse({}), 'id')).toEqual({
      organizationId: 'Harap masukkan ID Organisasi',
      clientKey: 'Harap masukkan Client Key',
      secretKey: 'Harap masukkan Secret Key',
    });
    expect(messagesOf(credentialSchema.safeParse({ organizationId: ' ' }), 'en')).toMatchObject({
      organizationId: 'Please enter Organization ID',
    });
  });

  it('accepts the three, trimmed', () => {
    expect(
      credentialSchema.parse({ organizationId: ' 100000001 ', clientKey: 'ck', secretKey: 'sk' }),
    ).toEqual({ organizationId: '100000001', clientKey: 'ck', secretKey: 'sk' });
  });

  it('reads the save answer', () => {
    const answer = {
      organizationName: 'Klinik Ayu',
      applicationName: 'Praktik',
      status: 'approved',
    };
    expect(credentialResultSchema.parse(answer)).toEqual(answer);
  });
});

describe('changing a saved SATUSEHAT link', () => {
  it('keeps the saved secret when the field is left empty', () => {
    expect(
      credentialChangeSchema.parse({
        organizationId: '100000001',
        clientKey: 'ck',
        secretKey: ' ',
      }),
    ).toEqual({ organizationId: '100000001', clientKey: 'ck', secretKey: '' });
    expect(
      credentialChangeSchema.parse({ organizationId: '100000001', clientKey: 'ck' }).secretKey,
    ).toBe('');
  });

  it('still requires the organization id and the client key', () => {
    expect(messagesOf(credentialChangeSchema.safeParse({}), 'id')).toEqual({
      organizationId: 'Harap masukkan ID Organisasi',
      clientKey: 'Harap masukkan Client Key',
    });
  });
});
