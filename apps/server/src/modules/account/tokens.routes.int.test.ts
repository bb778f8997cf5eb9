import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  call,
  createActivatedUser,
  createTestClinic,
  problemOf,
  refreshTokens,
  signIn,
} from '../../test/fixtures';
import { REFRESH_REUSE_GRACE_MS } from './account.service';

let ctx: TestApp;
/** The app's clock runs this far ahead of the real one (to expire tokens without sleeping). */
let clockOffsetMs = 0;
beforeAll(async () => {
  ctx = await createTestApp({ now: () => new Date(Date.now() + clockOffsetMs) });
});
afterAll(async () => ctx?.close());

const claimsOf = (idToken: string) =>
  JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as Record<
    string,
    unknown
  >;

describe('GET /api2/token/refresh', () => {
  it('rotates: answers new tokens and revokes the one presented', async () => {
    const user = await createActivatedUser(ctx);
    const first = await signIn(ctx, user.email);
    const response = await call(ctx, 'GET', '/api2/token/refresh', {
      headers: { refreshToken: first.refreshToken },
    });
    expect(response.statusCode).toBe(200);
    const second = response.json<{ id_token: string; refresh_token: string }>();
    expect(Object.keys(second).sort()).toEqual(['id_token', 'refresh_token']);
    expect(second.refresh_token).not.toBe(first.refreshToken);
    expect((await call(ctx, 'GET', '/api2/account', { token: second.id_token })).statusCode).toBe(
      200,
    );
  });

  it('treats a revoked token presented again as theft: the whole family is revoked', async () => {
    const user = await createActivatedUser(ctx);
    const first = await signIn(ctx, user.email);
    const second = await refreshTokens(ctx, first.refreshToken);

    clockOffsetMs = REFRESH_REUSE_GRACE_MS + 1000;
    const replay = await call(ctx, 'GET', '/api2/token/refresh', {
      headers: { refreshToken: first.refreshToken },
      language: 'en',
    }).finally(() => {
      clockOffsetMs = 0;
    });
    expect(replay.statusCode).toBe(401);
    expect(problemOf(replay).detail).toMatch(/refresh token is invalid/i);
    // The id tokens of that sign-in stop too, and the legitimate holder's newer token is gone.
    expect((await call(ctx, 'GET', '/api2/account', { token: second.idToken })).statusCode).toBe(
      401,
    );
    expect(
      (
        await call(ctx, 'GET', '/api2/token/refresh', {
          headers: { refreshToken: second.refreshToken },
        })
      ).statusCode,
    ).toBe(401);

    // Another sign-in of the same person is another family and keeps working.
    const other = await signIn(ctx, user.email);
    expect(
      (
        await call(ctx, 'GET', '/api2/token/refresh', {
          headers: { refreshToken: other.refreshToken },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('lets two tabs refresh the same token at the same moment: both stay signed in', async () => {
    const user = await createActivatedUser(ctx);
    const first = await signIn(ctx, user.email);
    const refresh = () =>
      call(ctx, 'GET', '/api2/token/refresh', { headers: { refreshToken: first.refreshToken } });
    const answers = await Promise.all([refresh(), refresh()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    // Each tab goes on with its own new token, and each of them refreshes again.
    for (const answer of answers) {
      const tokens = answer.json<{ id_token: string; refresh_token: string }>();
      expect((await call(ctx, 'GET', '/api2/account', { token: tokens.id_token })).statusCode).toBe(
        200,
      );
      await refreshTokens(ctx, tokens.refresh_token);
    }
  });

  it('still refreshes a token rotated a few seconds ago, but not once the window has passed', async () => {
    const user = await createActivatedUser(ctx);
    const first = await signIn(ctx, user.email);
    await refreshTokens(ctx, first.refreshToken);
    clockOffsetMs = (REFRESH_REUSE_GRACE_MS * 2) / 3;
    try {
      const late = await refreshTokens(ctx, first.refreshToken);
      clockOffsetMs = REFRESH_REUSE_GRACE_MS + 1000;
      const replay = await call(ctx, 'GET', '/api2/token/refresh', {
        headers: { refreshToken: first.refreshToken },
      });
      expect(replay.statusCode).toBe(401);
      // The reuse revoked the family: the token the late tab got is gone too.
      expect(
        (
          await call(ctx, 'GET', '/api2/token/refresh', {
            headers: { refreshToken: late.refreshToken },
          })
        ).statusCode,
      ).toBe(401);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('gives no grace to a token of a family that was signed out', async () => {
    const user = await createActivatedUser(ctx);
    const first = await signIn(ctx, user.email);
    const second = await refreshTokens(ctx, first.refreshToken);
    await call(ctx, 'POST', '/api2/logout', { headers: { refreshToken: second.refreshToken } });
    expect(
      (
        await call(ctx, 'GET', '/api2/token/refresh', {
          headers: { refreshToken: first.refreshToken },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('answers 401 for a missing or unknown token', async () => {
    expect((await call(ctx, 'GET', '/api2/token/refresh')).statusCode).toBe(401);
    expect(
      (await call(ctx, 'GET', '/api2/token/refresh', { headers: { refreshToken: 'made-up' } }))
        .statusCode,
    ).toBe(401);
  });

  it('carries the clinic and role into the new id token once onboarding is done', async () => {
    const clinic = await createTestClinic(ctx);
    expect(claimsOf(clinic.owner.idToken)).toMatchObject({
      auth: 'ROLE_OWNER',
      bid: clinic.businessId,
      onb: true,
    });
  });

  it('expires after 1 day, or 30 days with rememberMe', async () => {
    const user = await createActivatedUser(ctx);
    const short = await signIn(ctx, user.email, user.password, false);
    const remembered = await signIn(ctx, user.email, user.password, true);
    clockOffsetMs = 25 * 60 * 60 * 1000;
    try {
      expect(
        (
          await call(ctx, 'GET', '/api2/token/refresh', {
            headers: { refreshToken: short.refreshToken },
          })
        ).statusCode,
      ).toBe(401);
      expect(
        (
          await call(ctx, 'GET', '/api2/token/refresh', {
            headers: { refreshToken: remembered.refreshToken },
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      clockOffsetMs = 0;
    }
  });
});

describe('POST /api2/logout', () => {
  it('revokes the refresh token so it cannot be refreshed any more', async () => {
    const user = await createActivatedUser(ctx);
    const session = await signIn(ctx, user.email);
    const response = await call(ctx, 'POST', '/api2/logout', {
      headers: { refreshToken: session.refreshToken },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    expect(
      (
        await call(ctx, 'GET', '/api2/token/refresh', {
          headers: { refreshToken: session.refreshToken },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('ends the id tokens of that sign-in too; other sign-ins go on', async () => {
    const user = await createActivatedUser(ctx);
    const session = await signIn(ctx, user.email);
    const other = await signIn(ctx, user.email);
    expect((await call(ctx, 'GET', '/api2/account', { token: session.idToken })).statusCode).toBe(
      200,
    );
    await call(ctx, 'POST', '/api2/logout', { headers: { refreshToken: session.refreshToken } });
    expect((await call(ctx, 'GET', '/api2/account', { token: session.idToken })).statusCode).toBe(
      401,
    );
    expect((await call(ctx, 'GET', '/api2/account', { token: other.idToken })).statusCode).toBe(
      200,
    );
  });

  it('answers 200 for an unknown token or none (nothing to revoke)', async () => {
    expect(
      (await call(ctx, 'POST', '/api2/logout', { headers: { refreshToken: 'made-up' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(ctx, 'POST', '/api2/logout', { headers: { 'content-type': 'application/json' } }))
        .statusCode,
    ).toBe(200);
  });
});
