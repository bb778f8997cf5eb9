import { describe, expect, it } from 'vitest';
import {
  LOGIN_DELAY_MAX_MS,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FAILURES_BEFORE_DELAY,
  loginRefusal,
} from './login-throttle';

const NOW = new Date('2026-11-25T08:00:00Z');
const before = (ms: number) => new Date(NOW.getTime() - ms);
const none = { fromAddress: 0, oldestFromAddress: null, fromAnywhere: 0, latest: null };

describe('loginRefusal', () => {
  it('lets an attempt through below both limits', () => {
    expect(loginRefusal(none, NOW)).toBeNull();
    expect(
      loginRefusal(
        {
          fromAddress: LOGIN_FAILURE_LIMIT - 1,
          oldestFromAddress: before(1000),
          fromAnywhere: LOGIN_FAILURES_BEFORE_DELAY - 1,
          latest: before(0),
        },
        NOW,
      ),
    ).toBeNull();
  });

  it('locks an address out of an e-mail until its oldest failure leaves the window', () => {
    const refusal = loginRefusal(
      {
        fromAddress: LOGIN_FAILURE_LIMIT,
        oldestFromAddress: before(60_000),
        fromAnywhere: LOGIN_FAILURE_LIMIT,
        latest: before(1000),
      },
      NOW,
    );
    expect(refusal).toEqual({
      messageKey: 'errors.loginThrottled',
      params: { minutes: 14 },
      retryAfterSeconds: (LOGIN_FAILURE_WINDOW_MS - 60_000) / 1000,
    });
  });

  it('delays attempts from anywhere once the e-mail has many failures, doubling up to a minute', () => {
    const fromEverywhere = (extra: number, latestMsAgo: number) =>
      loginRefusal(
        {
          fromAddress: 0,
          oldestFromAddress: null,
          fromAnywhere: LOGIN_FAILURES_BEFORE_DELAY + extra,
          latest: before(latestMsAgo),
        },
        NOW,
      );
    expect(fromEverywhere(0, 0)).toMatchObject({
      messageKey: 'errors.loginDelayed',
      params: { seconds: 1 },
      retryAfterSeconds: 1,
    });
    expect(fromEverywhere(0, 1000)).toBeNull();
    expect(fromEverywhere(3, 1000)?.retryAfterSeconds).toBe(7);
    expect(fromEverywhere(20, 0)?.retryAfterSeconds).toBe(LOGIN_DELAY_MAX_MS / 1000);
    expect(fromEverywhere(20, LOGIN_DELAY_MAX_MS)).toBeNull();
  });
});
