import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  TEST_PASSWORD,
  call,
  createActivatedUser,
  createTestClinic,
  onboardingBody,
  problemOf,
  randomTestAddress,
  refreshTokens,
  signIn,
  uniqueEmail,
} from '../../test/fixtures';
import { linkIn } from '../../test/smtp-test-server';
import { hashSecret } from '../../shared/secrets';
import { ACTIVATION_KEY_TTL_MS } from './account.service';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

describe('POST /api2/register', () => {
  it('creates an account and mails an activation link in the account language', async () => {
    const email = uniqueEmail();
    const response = await call(ctx, 'POST', '/api2/register', {
      body: {
        firstName: 'John',
        email: email.toUpperCase(),
        password: TEST_PASSWORD,
        langKey: 'en',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({});

    const mail = await ctx.smtp.waitForMail(email);
    expect(mail.subject).toBe('Activate your Praktik account');
    expect(mail.text).toContain('Hello John');
    const link = linkIn(mail, '/account/activate');
    expect(link.origin).toBe('http://app.praktik.test');
    expect(link.searchParams.get('key')).toMatch(/^[\w-]{40,}$/);
  });

  it('answers 400 on email, keeping no account, when the mail server refuses the address', async () => {
    // The form's pattern lets this through; the SMTP server's syntax rules do not (501).
    const email = `budi..\`$-${Date.now()}@contoh.id`;
    const response = await call(ctx, 'POST', '/api2/register', {
      body: { firstName: 'Budi', email, password: TEST_PASSWORD, langKey: 'en' },
      language: 'en',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(problemOf(response).fieldErrors).toEqual([
      {
        field: 'email',
        message: 'The mail server refuses this address. Check your e-mail address',
      },
    ]);
    expect(await ctx.repositories.accounts.findUserByEmail(email)).toBeNull();
  });

  it('writes Indonesian mail for an Indonesian account', async () => {
    const email = uniqueEmail();
    await call(ctx, 'POST', '/api2/register', {
      body: { firstName: 'Siti', email, password: TEST_PASSWORD, langKey: 'id' },
    });
    const mail = await ctx.smtp.waitForMail(email);
    expect(mail.subject).toBe('Aktivasi akun Praktik Anda');
    expect(mail.text).toContain('Halo Siti');
  });

  it('refuses an e-mail that is already registered, whatever its case', async () => {
    const user = await createActivatedUser(ctx);
    const response = await call(ctx, 'POST', '/api2/register', {
      language: 'en',
      body: {
        firstName: 'Again',
        email: user.email.toUpperCase(),
        password: TEST_PASSWORD,
        langKey: 'en',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response)).toMatchObject({
      status: 400,
      detail: 'This e-mail is already registered',
      fieldErrors: [{ field: 'email', message: 'This e-mail is already registered' }],
    });
  });

  it('answers bad input with 400, a translated detail and field errors', async () => {
    const response = await call(ctx, 'POST', '/api2/register', {
      body: { firstName: '', email: 'not-an-email', password: 'short', langKey: 'fr' },
    });
    expect(response.statusCode).toBe(400);
    const problem = problemOf(response);
    expect(problem.title).toBe('Bad Request');
    expect(problem.detail).toBe('Harap masukkan Nama depan');
    expect(problem.fieldErrors).toEqual([
      { field: 'firstName', message: 'Harap masukkan Nama depan' },
      { field: 'email', message: 'Harap masukkan Email yang valid' },
      { field: 'password', message: 'Kata sandi minimal 8 karakter' },
      { field: 'langKey', message: 'Harap masukkan Bahasa' },
    ]);

    const english = await call(ctx, 'POST', '/api2/register', {
      language: 'en',
      body: { email: 'x@y.co' },
    });
    expect(problemOf(english).detail).toMatch(/first name/i);
  });

  it('never answers 500 to garbage: malformed JSON, wrong types, no body, wrong content type', async () => {
    const malformed = await call(ctx, 'POST', '/api2/register', {
      body: '{"firstName": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(problemOf(malformed).detail).toBe('Isi permintaan bukan JSON yang valid');

    const wrongTypes = await call(ctx, 'POST', '/api2/register', {
      body: { firstName: 42, email: ['a'], password: {}, langKey: null },
    });
    expect(wrongTypes.statusCode).toBe(400);
    expect(problemOf(wrongTypes).fieldErrors?.map((error) => error.field)).toEqual([
      'firstName',
      'email',
      'password',
      'langKey',
    ]);

    const noBody = await call(ctx, 'POST', '/api2/register', { language: 'en' });
    expect(noBody.statusCode).toBe(400);
    expect(problemOf(noBody).detail).toBe('The request body is required');

    const arrayBody = await call(ctx, 'POST', '/api2/register', { body: [1, 2, 3] });
    expect(arrayBody.statusCode).toBe(400);

    const xml = await call(ctx, 'POST', '/api2/register', {
      body: '<register/>',
      headers: { 'content-type': 'application/xml' },
      language: 'en',
    });
    expect(xml.statusCode).toBe(400);
    expect(problemOf(xml).detail).toContain('application/xml');
  });

  it('refuses an address no mail server takes with 400 on email, not 503 after a failed mail', async () => {
    // Found by the fuzz test (api-fuzz.int.test.ts): the SMTP server refused the recipient.
    const response = await call(ctx, 'POST', '/api2/register', {
      body: { firstName: 'Sari', email: 'v@!y!!kx|B$y&.YocB', password: TEST_PASSWORD },
      language: 'en',
    });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).fieldErrors).toEqual([
      { field: 'email', message: 'Please enter Valid Email' },
    ]);
  });
});

describe('POST /api2/register rate limit', () => {
  it('takes 10 sign-ups per IP in 15 minutes; the 11th answers 429 with Retry-After', async () => {
    const remoteAddress = '192.0.2.10';
    const register = (language?: 'en') =>
      call(ctx, 'POST', '/api2/register', {
        remoteAddress,
        ...(language ? { language } : {}),
        body: {
          firstName: 'Rina',
          email: uniqueEmail('burst'),
          password: TEST_PASSWORD,
          langKey: 'id',
        },
      });
    for (let i = 0; i < 10; i++)
      expect((await register()).statusCode, `sign-up ${i + 1}`).toBe(201);

    const refused = await register('en');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(problemOf(refused)).toEqual({
      status: 429,
      title: 'Too Many Requests',
      detail: 'Too many requests from your network. Try again in 15 minutes',
    });
    const indonesian = await register();
    expect(problemOf(indonesian).detail).toBe(
      'Terlalu banyak permintaan dari jaringan Anda. Coba lagi dalam 15 menit',
    );

    // Another address is not affected.
    const elsewhere = await call(ctx, 'POST', '/api2/register', {
      remoteAddress: '192.0.2.11',
      body: { firstName: 'Rina', email: uniqueEmail(), password: TEST_PASSWORD, langKey: 'id' },
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('takes the deployment’s own limit when it sets one (REGISTER_RATE_LIMIT_MAX)', async () => {
    const own = await createTestApp({ config: { registerRateLimitMax: 2 } });
    try {
      const register = () =>
        call(own, 'POST', '/api2/register', {
          remoteAddress: '192.0.2.12',
          body: { firstName: 'Rina', email: uniqueEmail(), password: TEST_PASSWORD, langKey: 'id' },
        });
      expect((await register()).statusCode).toBe(201);
      expect((await register()).statusCode).toBe(201);
      expect((await register()).statusCode).toBe(429);
    } finally {
      await own.close();
    }
  });
});

describe('per-address limits behind a proxy (TRUSTED_PROXIES)', () => {
  it('count the client a trusted proxy names, and ignore the header from anyone else', async () => {
    const proxy = '192.0.2.20';
    const own = await createTestApp({
      config: { registerRateLimitMax: 1, trustedProxies: [proxy] },
    });
    try {
      const register = (remoteAddress: string, forwardedFor: string) =>
        call(own, 'POST', '/api2/register', {
          remoteAddress,
          headers: { 'x-forwarded-for': forwardedFor },
          body: { firstName: 'Rina', email: uniqueEmail(), password: TEST_PASSWORD, langKey: 'id' },
        });
      // Two patients behind the clinic's proxy are two clients, each with a limit of their own.
      expect((await register(proxy, '198.51.100.1')).statusCode).toBe(201);
      expect((await register(proxy, '198.51.100.1')).statusCode).toBe(429);
      expect((await register(proxy, '198.51.100.2')).statusCode).toBe(201);
      // A caller that is no listed proxy cannot name a new address per request.
      expect((await register('192.0.2.30', '198.51.100.3')).statusCode).toBe(201);
      expect((await register('192.0.2.30', '198.51.100.4')).statusCode).toBe(429);
    } finally {
      await own.close();
    }
  });
});

describe('GET /api2/activate', () => {
  it('activates once; the same key is refused afterwards', async () => {
    const email = uniqueEmail();
    await call(ctx, 'POST', '/api2/register', {
      body: { firstName: 'Budi', email, password: TEST_PASSWORD, langKey: 'id' },
    });
    const key = linkIn(await ctx.smtp.waitForMail(email), '/account/activate').searchParams.get(
      'key',
    )!;

    const before = await call(ctx, 'POST', '/api2/authenticate', {
      body: { email, password: TEST_PASSWORD },
    });
    expect(before.statusCode).toBe(403);

    const first = await call(ctx, 'GET', `/api2/activate?key=${encodeURIComponent(key)}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({});
    const again = await call(ctx, 'GET', `/api2/activate?key=${encodeURIComponent(key)}`, {
      language: 'en',
    });
    expect(again.statusCode).toBe(400);
    expect(problemOf(again).detail).toBe('The activation key is invalid or was already used');

    expect(
      (await call(ctx, 'POST', '/api2/authenticate', { body: { email, password: TEST_PASSWORD } }))
        .statusCode,
    ).toBe(200);
  });

  it('gives keys 7 days; an expired key answers 400 saying it expired and how to go on', async () => {
    const email = uniqueEmail('late');
    const registeredAt = Date.now();
    await call(ctx, 'POST', '/api2/register', {
      body: { firstName: 'Budi', email, password: TEST_PASSWORD, langKey: 'id' },
    });
    const key = linkIn(await ctx.smtp.waitForMail(email), '/account/activate').searchParams.get(
      'key',
    )!;
    const accounts = ctx.repositories.accounts;
    const at = (ms: number) => new Date(registeredAt + ms);
    expect(
      await accounts.findUsableKey(
        'activation',
        hashSecret(key),
        at(ACTIVATION_KEY_TTL_MS - 60_000),
      ),
    ).not.toBeNull();
    expect(
      await accounts.findUsableKey(
        'activation',
        hashSecret(key),
        at(ACTIVATION_KEY_TTL_MS + 60_000),
      ),
    ).toBeNull();

    await accounts.setKeyExpiry(hashSecret(key), new Date(Date.now() - 1000));
    const expired = await call(ctx, 'GET', `/api2/activate?key=${encodeURIComponent(key)}`, {
      language: 'en',
    });
    expect(expired.statusCode).toBe(400);
    expect(problemOf(expired).detail).toMatch(/activation link has expired.*Forgot password/);
    expect(problemOf(expired).fieldErrors?.[0]?.field).toBe('key');
    const indonesian = await call(ctx, 'GET', `/api2/activate?key=${encodeURIComponent(key)}`);
    expect(problemOf(indonesian).detail).toMatch(/kedaluwarsa/);
    expect(
      (await call(ctx, 'POST', '/api2/authenticate', { body: { email, password: TEST_PASSWORD } }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses an unknown key and a missing key with 400', async () => {
    expect((await call(ctx, 'GET', '/api2/activate?key=nonsense')).statusCode).toBe(400);
    const missing = await call(ctx, 'GET', '/api2/activate');
    expect(missing.statusCode).toBe(400);
    expect(problemOf(missing).fieldErrors?.[0]?.field).toBe('key');
  });
});

describe('POST /api2/authenticate', () => {
  it('answers tokens and whether onboarding is done; the id token carries no clinic yet', async () => {
    const user = await createActivatedUser(ctx);
    const response = await call(ctx, 'POST', '/api2/authenticate', {
      body: { email: user.email, password: user.password, rememberMe: true },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      id_token: string;
      refresh_token: string;
      onboardingCompleted: boolean;
    }>();
    expect(body.onboardingCompleted).toBe(false);
    expect(body.refresh_token).toMatch(/^[\w-]{40,}$/);
    const claims = JSON.parse(
      Buffer.from(body.id_token.split('.')[1]!, 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(claims).toMatchObject({ sub: user.id, onb: false });
    expect(claims.auth).toBeUndefined();
    expect(claims.bid).toBeUndefined();
    expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);
  });

  it('gives the same 401 for an unknown e-mail and a wrong password', async () => {
    const user = await createActivatedUser(ctx);
    const wrongPassword = await call(ctx, 'POST', '/api2/authenticate', {
      language: 'en',
      body: { email: user.email, password: 'Salah12345' },
    });
    const unknown = await call(ctx, 'POST', '/api2/authenticate', {
      language: 'en',
      body: { email: uniqueEmail('nobody'), password: 'Salah12345' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(problemOf(wrongPassword).detail).toBe('Wrong e-mail or password');
    expect(problemOf(unknown)).toEqual(problemOf(wrongPassword));
  });

  it('tells a person whose account is not activated why they cannot sign in', async () => {
    const email = uniqueEmail();
    await call(ctx, 'POST', '/api2/register', {
      body: { firstName: 'Rina', email, password: TEST_PASSWORD, langKey: 'id' },
    });
    const response = await call(ctx, 'POST', '/api2/authenticate', {
      language: 'en',
      body: { email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(problemOf(response).detail).toMatch(/not activated.*e-mail/i);
  });

  it('locks an e-mail for 15 minutes after 5 failed attempts from one address, even with the right password', async () => {
    const user = await createActivatedUser(ctx);
    const remoteAddress = randomTestAddress();
    for (let attempt = 0; attempt < 5; attempt++) {
      const failed = await call(ctx, 'POST', '/api2/authenticate', {
        remoteAddress,
        body: { email: user.email, password: 'Salah12345' },
      });
      expect(failed.statusCode).toBe(401);
    }
    const locked = await call(ctx, 'POST', '/api2/authenticate', {
      remoteAddress,
      language: 'en',
      body: { email: user.email, password: user.password },
    });
    expect(locked.statusCode).toBe(429);
    expect(problemOf(locked).detail).toMatch(/too many failed sign-in attempts.*15 minutes/i);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);

    // Another e-mail is not affected.
    const other = await createActivatedUser(ctx);
    expect(
      (
        await call(ctx, 'POST', '/api2/authenticate', {
          body: { email: other.email, password: other.password },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('answers bad input with 400', async () => {
    const response = await call(ctx, 'POST', '/api2/authenticate', {
      body: { email: 'x', password: '', rememberMe: 'yes' },
    });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).fieldErrors?.map((error) => error.field)).toEqual([
      'email',
      'password',
      'rememberMe',
    ]);
  });
});

describe('GET /api2/account', () => {
  it('answers the signed-in account', async () => {
    const user = await createActivatedUser(ctx, { firstName: 'Wulan' });
    const { idToken } = await signIn(ctx, user.email);
    const response = await call(ctx, 'GET', '/api2/account', { token: idToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      firstName: 'Wulan',
      email: user.email,
      imageUrl: null,
      langKey: 'id',
      onboardingCompleted: false,
      role: null,
      businessId: null,
      mustChangePassword: false,
      previousSignInAt: null,
    });
  });

  it('tells a first sign-in from a later one by the sign-in before; a token refresh is none', async () => {
    const user = await createActivatedUser(ctx);
    const first = await signIn(ctx, user.email);
    const previous = async (token: string) =>
      (await call(ctx, 'GET', '/api2/account', { token })).json<{
        previousSignInAt: string | null;
      }>().previousSignInAt;
    expect(await previous(first.idToken)).toBeNull();
    // A refused sign-in is not one.
    await call(ctx, 'POST', '/api2/authenticate', {
      body: { email: user.email, password: 'not-the-password', rememberMe: false },
    });
    const refreshed = await refreshTokens(ctx, first.refreshToken);
    expect(await previous(refreshed.idToken)).toBeNull();

    const before = Date.now();
    const second = await signIn(ctx, user.email);
    const firstAt = await previous(second.idToken);
    expect(firstAt).not.toBeNull();
    expect(Date.parse(firstAt ?? '')).toBeLessThanOrEqual(before);
    const third = await signIn(ctx, user.email);
    expect(Date.parse((await previous(third.idToken)) ?? '')).toBeGreaterThanOrEqual(before);
  });

  it('answers each clinic owner with their own account and clinic', async () => {
    const [a, b] = [await createTestClinic(ctx), await createTestClinic(ctx)];
    const accountA = (await call(ctx, 'GET', '/api2/account', { token: a.owner.idToken })).json<{
      email: string;
      businessId: string;
      role: string;
    }>();
    const accountB = (await call(ctx, 'GET', '/api2/account', { token: b.owner.idToken })).json<{
      email: string;
      businessId: string;
      role: string;
    }>();
    expect(accountA).toMatchObject({
      email: a.owner.email,
      businessId: a.businessId,
      role: 'ROLE_OWNER',
      onboardingCompleted: true,
    });
    expect(accountB).toMatchObject({
      email: b.owner.email,
      businessId: b.businessId,
      role: 'ROLE_OWNER',
    });
  });

  it('answers 401 without a token, with a forged token and with a malformed header', async () => {
    expect((await call(ctx, 'GET', '/api2/account')).statusCode).toBe(401);
    const user = await createActivatedUser(ctx);
    const { idToken } = await signIn(ctx, user.email);
    const [header, payload] = idToken.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ sub: user.id, auth: 'ROLE_OWNER', onb: true }),
    ).toString('base64url');
    const forged = await call(ctx, 'GET', '/api2/account', {
      token: `${header}.${forgedPayload}.${idToken.split('.')[2]}`,
    });
    expect(forged.statusCode).toBe(401);
    expect(payload).toBeTruthy();
    const malformed = await call(ctx, 'GET', '/api2/account', {
      headers: { authorization: 'Basic abc' },
      language: 'en',
    });
    expect(malformed.statusCode).toBe(401);
    expect(problemOf(malformed).detail).toBe('Please sign in first');
  });
});

describe('POST /api2/account/change-password', () => {
  it('changes the password when the current one is right', async () => {
    const user = await createActivatedUser(ctx);
    const { idToken } = await signIn(ctx, user.email);
    const response = await call(ctx, 'POST', '/api2/account/change-password', {
      token: idToken,
      body: { currentPassword: user.password, newPassword: 'BaruSekali99' },
    });
    expect(response.statusCode).toBe(200);
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
          body: { email: user.email, password: 'BaruSekali99' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('ends every other sign-in of the account; the one that changed it refreshes on', async () => {
    const user = await createActivatedUser(ctx);
    const here = await signIn(ctx, user.email);
    const elsewhere = await signIn(ctx, user.email, user.password, true);
    const elsewhereRotated = await refreshTokens(ctx, elsewhere.refreshToken);
    const response = await call(ctx, 'POST', '/api2/account/change-password', {
      token: here.idToken,
      body: { currentPassword: user.password, newPassword: 'BaruSekali99' },
    });
    expect(response.statusCode).toBe(200);

    // The other sign-in's id token stops at once, though it has not expired.
    const otherAccount = await call(ctx, 'GET', '/api2/account', {
      token: elsewhereRotated.idToken,
      language: 'en',
    });
    expect(otherAccount.statusCode).toBe(401);
    expect(problemOf(otherAccount).detail).toBe(
      'Your session is invalid or has expired, please sign in again',
    );
    expect((await call(ctx, 'GET', '/api2/account', { token: here.idToken })).statusCode).toBe(200);

    const refreshWith = (refreshToken: string) =>
      call(ctx, 'GET', '/api2/token/refresh', { headers: { refreshToken }, language: 'en' });
    const other = await refreshWith(elsewhereRotated.refreshToken);
    expect(other.statusCode).toBe(401);
    expect(problemOf(other).detail).toMatch(/refresh token is invalid/i);
    // Not even as a token rotated moments ago.
    expect((await refreshWith(elsewhere.refreshToken)).statusCode).toBe(401);

    const current = await refreshTokens(ctx, here.refreshToken);
    expect((await call(ctx, 'GET', '/api2/account', { token: current.idToken })).statusCode).toBe(
      200,
    );
    await refreshTokens(ctx, current.refreshToken);
  });

  it('keeps the session a clinic owner onboarded in, and ends the others', async () => {
    const user = await createActivatedUser(ctx);
    const here = await signIn(ctx, user.email);
    const elsewhere = await signIn(ctx, user.email);
    const onboarded = await call(ctx, 'POST', '/api2/onboarding', {
      token: here.idToken,
      body: await onboardingBody(ctx),
    });
    expect(onboarded.statusCode).toBe(201);
    // The id token onboarding answers is the one the app goes on with.
    const response = await call(ctx, 'POST', '/api2/account/change-password', {
      token: onboarded.json<{ id_token: string }>().id_token,
      body: { currentPassword: user.password, newPassword: 'BaruSekali99' },
    });
    expect(response.statusCode).toBe(200);
    await refreshTokens(ctx, here.refreshToken);
    expect(
      (
        await call(ctx, 'GET', '/api2/token/refresh', {
          headers: { refreshToken: elsewhere.refreshToken },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses a wrong current password with 400 and says so', async () => {
    const user = await createActivatedUser(ctx);
    const { idToken } = await signIn(ctx, user.email);
    const response = await call(ctx, 'POST', '/api2/account/change-password', {
      token: idToken,
      language: 'en',
      body: { currentPassword: 'Bukan12345', newPassword: 'BaruSekali99' },
    });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response)).toMatchObject({
      detail: 'The current password is wrong',
      fieldErrors: [{ field: 'currentPassword' }],
    });
  });

  it('answers 400 for a short new password and 401 without a token', async () => {
    const user = await createActivatedUser(ctx);
    const { idToken } = await signIn(ctx, user.email);
    const short = await call(ctx, 'POST', '/api2/account/change-password', {
      token: idToken,
      body: { currentPassword: user.password, newPassword: 'abc' },
    });
    expect(short.statusCode).toBe(400);
    expect(problemOf(short).detail).toBe('Kata sandi baru minimal 8 karakter');
    const anonymous = await call(ctx, 'POST', '/api2/account/change-password', {
      body: { currentPassword: user.password, newPassword: 'BaruSekali99' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
