import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  call,
  createActivatedUser,
  problemOf,
  signIn,
  uniqueEmail,
  type TestUser,
} from '../../test/fixtures';
import { linkIn } from '../../test/smtp-test-server';
import { hashSecret } from '../../shared/secrets';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

/** Asks for a reset and reads the key from the real reset mail. */
async function requestResetKey(user: TestUser): Promise<string> {
  const response = await call(ctx, 'POST', '/api2/account/reset-password/init', {
    body: user.email,
    headers: { 'content-type': 'text/plain' },
  });
  expect(response.statusCode).toBe(200);
  const mail = await ctx.smtp.waitForMail(user.email, (m) =>
    m.text.includes('/account/reset/finish'),
  );
  return linkIn(mail, '/account/reset/finish').searchParams.get('key')!;
}

describe('POST /api2/account/reset-password/init', () => {
  it('takes 5 requests per IP in 15 minutes; the 6th answers 429 with Retry-After', async () => {
    const remoteAddress = '198.51.100.7';
    const init = () =>
      call(ctx, 'POST', '/api2/account/reset-password/init', {
        remoteAddress,
        language: 'en',
        body: uniqueEmail('flood'),
        headers: { 'content-type': 'text/plain' },
      });
    for (let i = 0; i < 5; i++) expect((await init()).statusCode, `request ${i + 1}`).toBe(200);
    const refused = await init();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(problemOf(refused)).toMatchObject({
      status: 429,
      title: 'Too Many Requests',
      detail: expect.stringMatching(/^Too many requests/),
    });
  });

  it('mails a reset link to an existing account, in its language', async () => {
    const user = await createActivatedUser(ctx, { langKey: 'en', firstName: 'Maya' });
    const response = await call(ctx, 'POST', '/api2/account/reset-password/init', {
      body: `  ${user.email.toUpperCase()}\n`,
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    const mail = await ctx.smtp.waitForMail(
      user.email,
      (m) => m.subject === 'Reset your Praktik password',
    );
    expect(mail.text).toContain('Hello Maya');
    const link = linkIn(mail, '/account/reset/finish');
    expect(link.origin).toBe('http://app.praktik.test');
    expect(link.searchParams.get('key')).toBeTruthy();
  });

  it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
    const user = await createActivatedUser(ctx);
    const known = await call(ctx, 'POST', '/api2/account/reset-password/init', {
      body: user.email,
      headers: { 'content-type': 'text/plain' },
    });
    const nobody = uniqueEmail('nobody');
    const unknown = await call(ctx, 'POST', '/api2/account/reset-password/init', {
      body: nobody,
      headers: { 'content-type': 'text/plain' },
    });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await ctx.smtp.waitForMail(user.email, (m) => m.text.includes('/account/reset/finish'));
    expect(ctx.smtp.mailsTo(nobody)).toEqual([]);
  });

  it('answers 400 for a body that is not an e-mail, or no body', async () => {
    const bad = await call(ctx, 'POST', '/api2/account/reset-password/init', {
      body: 'bukan email',
      headers: { 'content-type': 'text/plain' },
    });
    expect(bad.statusCode).toBe(400);
    expect(problemOf(bad).detail).toBe('Harap masukkan Email yang valid');
    const empty = await call(ctx, 'POST', '/api2/account/reset-password/init', {
      headers: { 'content-type': 'text/plain' },
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe('GET /api2/account/reset-password/validate', () => {
  it('says a fresh key is valid and an unknown one is not', async () => {
    const user = await createActivatedUser(ctx);
    const key = await requestResetKey(user);
    const valid = await call(
      ctx,
      'GET',
      `/api2/account/reset-password/validate?key=${encodeURIComponent(key)}`,
    );
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({ valid: true });

    const invalid = await call(ctx, 'GET', '/api2/account/reset-password/validate?key=made-up', {
      language: 'en',
    });
    expect(invalid.statusCode).toBe(400);
    expect(problemOf(invalid).detail).toBe(
      'Invalid token. Please use a valid token to reset your password',
    );
    expect((await call(ctx, 'GET', '/api2/account/reset-password/validate')).statusCode).toBe(400);
  });

  it('refuses a key older than 24 hours', async () => {
    const user = await createActivatedUser(ctx);
    const key = await requestResetKey(user);
    await ctx.repositories.accounts.setKeyExpiry(hashSecret(key), new Date(Date.now() - 1000));
    const response = await call(
      ctx,
      'GET',
      `/api2/account/reset-password/validate?key=${encodeURIComponent(key)}`,
    );
    expect(response.statusCode).toBe(400);
    const finish = await call(ctx, 'POST', '/api2/account/reset-password/finish', {
      body: { key, newPassword: 'KataBaru2024' },
    });
    expect(finish.statusCode).toBe(400);
    expect(
      (
        await call(ctx, 'POST', '/api2/authenticate', {
          body: { email: user.email, password: 'KataBaru2024' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('does not accept an activation key as a reset key', async () => {
    const email = uniqueEmail();
    await call(ctx, 'POST', '/api2/register', {
      body: { firstName: 'Adi', email, password: 'Rahasia123!', langKey: 'id' },
    });
    const key = linkIn(await ctx.smtp.waitForMail(email), '/account/activate').searchParams.get(
      'key',
    )!;
    const response = await call(
      ctx,
      'GET',
      `/api2/account/reset-password/validate?key=${encodeURIComponent(key)}`,
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api2/account/reset-password/finish', () => {
  it('sets the new password once; the key cannot be used again; old sessions end', async () => {
    const user = await createActivatedUser(ctx);
    const oldSession = await signIn(ctx, user.email);
    const key = await requestResetKey(user);

    const finished = await call(ctx, 'POST', '/api2/account/reset-password/finish', {
      body: { key, newPassword: 'KataBaru2024' },
    });
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toEqual({});

    expect(
      (
        await call(ctx, 'POST', '/api2/authenticate', {
          body: { email: user.email, password: user.password },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await call(ctx, 'POST', '/api2/authenticate', {
          body: { email: user.email, password: 'KataBaru2024' },
        })
      ).statusCode,
    ).toBe(200);

    const reused = await call(ctx, 'POST', '/api2/account/reset-password/finish', {
      body: { key, newPassword: 'LainLagi2024' },
    });
    expect(reused.statusCode).toBe(400);
    expect(
      (
        await call(
          ctx,
          'GET',
          `/api2/account/reset-password/validate?key=${encodeURIComponent(key)}`,
        )
      ).statusCode,
    ).toBe(400);

    const refresh = await call(ctx, 'GET', '/api2/token/refresh', {
      headers: { refreshToken: oldSession.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('answers 400 with field errors for bad input', async () => {
    const response = await call(ctx, 'POST', '/api2/account/reset-password/finish', {
      body: { key: '', newPassword: '123' },
    });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).fieldErrors?.map((error) => error.field)).toEqual([
      'key',
      'newPassword',
    ]);
  });

  it('lets a person who never activated set a password and sign in (the mail proved the address)', async () => {
    const email = uniqueEmail();
    await call(ctx, 'POST', '/api2/register', {
      body: { firstName: 'Tono', email, password: 'Rahasia123!', langKey: 'id' },
    });
    const key = await requestResetKey({ id: '', email, password: '', firstName: 'Tono' });
    await call(ctx, 'POST', '/api2/account/reset-password/finish', {
      body: { key, newPassword: 'KataBaru2024' },
    });
    expect(
      (await call(ctx, 'POST', '/api2/authenticate', { body: { email, password: 'KataBaru2024' } }))
        .statusCode,
    ).toBe(200);
  });
});
