import { describe, expect, it } from 'vitest';
import { createIdTokens } from '../../shared/id-token';
import { createEmailChangeTokens, EMAIL_CHANGE_TTL_SECONDS } from './email-change-token';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const tokens = createEmailChangeTokens(SECRET);
const change = {
  userId: '0b9d2f0e-6a55-4c59-9a3c-58a3b1f0f001',
  oldEmail: 'lama@klinik.id',
  newEmail: 'baru@klinik.id',
  passwordStamp: tokens.stampOf('$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA'),
};
const at = new Date('2026-12-04T08:00:00Z');
const later = (seconds: number) => new Date(at.getTime() + seconds * 1000);

describe('e-mail change tokens', () => {
  it('read back what they were signed with, for 24 hours', async () => {
    const token = await tokens.sign(change, at);
    expect(await tokens.read(token, later(EMAIL_CHANGE_TTL_SECONDS - 1))).toEqual({
      ok: true,
      change,
    });
    expect(await tokens.read(token, later(EMAIL_CHANGE_TTL_SECONDS + 1))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuse another secret’s tokens and id tokens of the same secret, and vice versa', async () => {
    const foreign = await createEmailChangeTokens(`${SECRET}-other`).sign(change, at);
    expect(await tokens.read(foreign, at)).toEqual({ ok: false, reason: 'invalid' });
    const idTokens = createIdTokens(SECRET);
    const idToken = await idTokens.sign(
      { userId: change.userId, role: null, businessId: null, onboardingCompleted: false },
      at,
    );
    expect(await tokens.read(idToken, at)).toEqual({ ok: false, reason: 'invalid' });
    expect(await idTokens.verify(await tokens.sign(change, new Date()))).toBeNull();
  });

  it('stamp a password hash so that another hash gives another stamp', () => {
    expect(tokens.stampOf('hash-a')).toBe(tokens.stampOf('hash-a'));
    expect(tokens.stampOf('hash-a')).not.toBe(tokens.stampOf('hash-b'));
  });
});
