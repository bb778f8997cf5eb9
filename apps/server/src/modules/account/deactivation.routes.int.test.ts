import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../../integrations/mail/outbox-mailer';
import { createIdTokens } from '../../shared/id-token';
import { hashSecret } from '../../shared/secrets';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  addClinicMember,
  call,
  createTestClinic,
  problemOf,
  signIn,
  type SignedIn,
} from '../../test/fixtures';
import { createFileUrls } from '../files/file-urls';
import { ACCOUNT_STATUS_TTL_MS, createAccountStatus } from './account-status';
import { createAccountService } from './account.service';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const business = (session: SignedIn) =>
  call(ctx, 'GET', '/api2/dashboard/business', { token: session.idToken, language: 'en' });

/** Calls until the answer is not 200 any more; the milliseconds that took, and the answer. */
async function untilRefused(session: SignedIn, withinMs: number) {
  const startedAt = Date.now();
  for (;;) {
    const answer = await business(session);
    const tookMs = Date.now() - startedAt;
    if (answer.statusCode !== 200 || tookMs > withinMs) return { answer, tookMs };
    await sleep(200);
  }
}

describe('a deactivated account', () => {
  it('stops working within seconds on every route, though its id token has not expired', async () => {
    const clinic = await createTestClinic(ctx);
    const doctor = await addClinicMember(ctx, clinic, 'ROLE_DOCTOR');
    expect((await business(doctor)).statusCode).toBe(200);

    // Written to the database directly, as another instance of the server would.
    await ctx.repositories.accounts.deactivateUser(doctor.id, new Date(), clinic.owner.id);

    const { answer, tookMs } = await untilRefused(doctor, ACCOUNT_STATUS_TTL_MS + 2000);
    expect(answer.statusCode).toBe(401);
    expect(tookMs).toBeLessThanOrEqual(ACCOUNT_STATUS_TTL_MS + 1000);
    expect(problemOf(answer).detail).toBe(
      "This account has been deactivated. Contact your clinic's owner",
    );
    expect((await call(ctx, 'GET', '/api2/account', { token: doctor.idToken })).statusCode).toBe(
      401,
    );

    const refresh = await call(ctx, 'GET', '/api2/token/refresh', {
      headers: { refreshToken: doctor.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);

    const again = await call(ctx, 'POST', '/api2/authenticate', {
      language: 'en',
      body: { email: doctor.email, password: doctor.password },
    });
    expect(again.statusCode).toBe(403);
    expect(problemOf(again).detail).toBe(
      "This account has been deactivated. Contact your clinic's owner",
    );

    // The rest of the clinic goes on.
    expect((await business(clinic.owner)).statusCode).toBe(200);
  });

  it('is refused at once by the instance that deactivated it, and its refresh tokens are revoked', async () => {
    const clinic = await createTestClinic(ctx);
    const doctor = await addClinicMember(ctx, clinic, 'ROLE_DOCTOR');
    const otherSignIn = await signIn(ctx, doctor.email);
    const accountStatus = createAccountStatus(ctx.repositories.accounts);
    const accounts = createAccountService({
      repositories: ctx.repositories,
      mailer: createOutboxMailer(ctx.repositories.outbox, ctx.app.log),
      idTokens: createIdTokens(ctx.config.jwtSecret),
      appUrl: ctx.config.appUrl,
      fileUrls: createFileUrls(ctx.config.publicUrl),
      logger: ctx.app.log,
      now: () => new Date(),
      accountStatus,
    });
    expect(await accountStatus.standingOf({ userId: doctor.id })).toBe('active');

    expect(await accounts.deactivateAccount(doctor.id, clinic.owner.id)).toBe(true);
    expect(await accountStatus.standingOf({ userId: doctor.id })).toBe('deactivated');
    for (const session of [doctor, otherSignIn]) {
      const stored = await ctx.repositories.accounts.findRefreshToken(
        hashSecret(session.refreshToken),
      );
      expect(stored?.revokedAt).toBeInstanceOf(Date);
    }
    // Once is enough.
    expect(await accounts.deactivateAccount(doctor.id, clinic.owner.id)).toBe(false);
  });
});
