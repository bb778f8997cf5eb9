import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIdTokens, ID_TOKEN_TTL_SECONDS, type Session } from './id-token';

const SESSION: Session = {
  userId: 'user-1',
  role: 'ROLE_DOCTOR',
  businessId: 'clinic-1',
  onboardingCompleted: true,
};
const SIGNED_AT = new Date('2026-11-25T08:00:00Z');
const minutesAfterSigning = (minutes: number) => new Date(SIGNED_AT.getTime() + minutes * 60_000);

describe('id tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies a token to its session, on every call of its lifetime', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: minutesAfterSigning(1) });
    const tokens = createIdTokens('secret-a');
    const token = await tokens.sign(SESSION, SIGNED_AT);
    expect(await tokens.verify(token)).toEqual(SESSION);
    expect(await tokens.verify(token)).toEqual(SESSION);
  });

  it('refuses a token once it has expired, also after it was verified before', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: minutesAfterSigning(1) });
    const tokens = createIdTokens('secret-a');
    const token = await tokens.sign(SESSION, SIGNED_AT);
    expect(await tokens.verify(token)).toEqual(SESSION);
    vi.setSystemTime(minutesAfterSigning(ID_TOKEN_TTL_SECONDS / 60 + 1));
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token signed with another secret or with a changed payload', async () => {
    const tokens = createIdTokens('secret-a');
    const token = await tokens.sign(SESSION);
    expect(await tokens.verify(token)).toEqual(SESSION);

    expect(await createIdTokens('secret-b').verify(token)).toBeNull();
    const [header, , signature] = token.split('.');
    const otherPayload = (await tokens.sign({ ...SESSION, role: 'ROLE_OWNER' })).split('.')[1];
    expect(await tokens.verify(`${header}.${otherPayload}.${signature}`)).toBeNull();
    expect(await tokens.verify('not-a-token')).toBeNull();
  });

  it('carries the sign-in a token belongs to, when it has one', async () => {
    const tokens = createIdTokens('secret-a');
    const named = { ...SESSION, sessionId: 'family-1' };
    expect(await tokens.verify(await tokens.sign(named))).toEqual(named);
    expect(await tokens.verify(await tokens.sign(SESSION))).not.toHaveProperty('sessionId');
  });

  it('says when the account must choose its own password (claim pwd_change), and only then', async () => {
    const tokens = createIdTokens('secret-a');
    const firstSignIn = { ...SESSION, mustChangePassword: true as const };
    const token = await tokens.sign(firstSignIn);
    expect(decodeJwt(token).pwd_change).toBe(true);
    expect(await tokens.verify(token)).toEqual(firstSignIn);
    const usual = await tokens.sign(SESSION);
    expect(decodeJwt(usual)).not.toHaveProperty('pwd_change');
    expect(await tokens.verify(usual)).not.toHaveProperty('mustChangePassword');
  });
});
