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

  it('takes an organization id only as the platform writes one: no slash, not dots alone', () => {
    for (const organizationId of [
      '../../x',
      '..',
      'abc/def',
      '10000 0001',
      'a?b',
      'x'.repeat(65),
    ]) {
      const parsed = credentialSchema.safeParse({
        organizationId,
        clientKey: 'ck',
        secretKey: 'sk',
      });
      expect(parsed.success, organizationId).toBe(false);
    }
    expect(
      messagesOf(
        credentialSchema.safeParse({ organizationId: '../../x', clientKey: 'ck', secretKey: 'sk' }),
        'en',
      ),
    ).toEqual({
      organizationId:
        'Organization ID has only letters, digits, hyphens and dots, as SATUSEHAT writes it',
    });
    for (const organizationId of ['100000001', 'b7a7d8f2-4c1e-4f3a-9a51-0c2f3e4d5a6b', 'org.1']) {
      expect(
        credentialSchema.safeParse({ organizationId, clientKey: 'ck', secretKey: 'sk' }).success,
      ).toBe(true);
    }
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
