import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  call,
  createActivatedUser,
  problemOf,
  randomTestAddress,
  type TestUser,
} from '../../test/fixtures';
import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURES_BEFORE_DELAY } from './login-throttle';

let ctx: TestApp;
/**
 * The app's clock stands still but for what a test moves it by: the delays it reads do not
 * depend on how fast this machine hashes passwords.
 */
const startedAt = Date.now();
let clockOffsetMs = 0;
beforeAll(async () => {
  ctx = await createTestApp({ now: () => new Date(startedAt + clockOffsetMs) });
});
afterAll(async () => ctx?.close());

const signInFrom = (
  user: TestUser,
  remoteAddress: string,
  password = user.password,
  language?: 'en',
) =>
  call(ctx, 'POST', '/api2/authenticate', {
    remoteAddress,
    body: { email: user.email, password },
    ...(language ? { language } : {}),
  });

describe('POST /api2/authenticate throttling', () => {
  it('locks out the address that failed, never the owner signing in from elsewhere', async () => {
    const user = await createActivatedUser(ctx);
    const attacker = randomTestAddress();
    for (let attempt = 0; attempt < LOGIN_FAILURE_LIMIT; attempt++) {
      expect((await signInFrom(user, attacker, 'Salah12345')).statusCode).toBe(401);
    }
    expect((await signInFrom(user, attacker)).statusCode).toBe(429);

    const owner = await signInFrom(user, randomTestAddress());
    expect(owner.statusCode).toBe(200);
    // The owner's sign-in does not lift the lock of the address that guessed.
    expect((await signInFrom(user, attacker)).statusCode).toBe(429);
  });

  it('slows guesses for an e-mail from many addresses with a growing delay, which then passes', async () => {
    const user = await createActivatedUser(ctx);
    for (let attempt = 0; attempt < LOGIN_FAILURES_BEFORE_DELAY + 2; attempt++) {
      const failed = await signInFrom(user, randomTestAddress(), 'Salah12345');
      expect(failed.statusCode, `attempt ${attempt + 1}`).toBe(401);
      // Each attempt waits out the delay the failures before it earned.
      clockOffsetMs += 60_000;
    }
    // Twelve failures from anywhere: the next attempt, from anywhere, waits 4 seconds.
    clockOffsetMs -= 60_000;
    const delayed = await signInFrom(user, randomTestAddress(), user.password, 'en');
    expect(delayed.statusCode).toBe(429);
    expect(Number(delayed.headers['retry-after'])).toBe(4);
    expect(problemOf(delayed).detail).toBe(
      'Too many failed sign-in attempts for this account. Try again in 4 seconds',
    );
    const indonesian = await signInFrom(user, randomTestAddress());
    expect(problemOf(indonesian).detail).toBe(
      'Terlalu banyak percobaan masuk yang gagal untuk akun ini. Coba lagi dalam 4 detik',
    );

    clockOffsetMs += 4_000;
    expect((await signInFrom(user, randomTestAddress())).statusCode).toBe(200);
  });
});
