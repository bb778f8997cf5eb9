import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  addClinicMember,
  call,
  createActivatedUser,
  createTestClinic,
  problemOf,
  signIn,
  TEST_PASSWORD,
  uniqueEmail,
  type TestClinic,
} from '../../test/fixtures';
import { linkIn, type ReceivedMail } from '../../test/smtp-test-server';
import { EMAIL_CHANGES_PER_HOUR } from './profile.service';

let ctx: TestApp;
let clinicA: TestClinic;
let clinicB: TestClinic;
/** How far the app's clock runs ahead of the real one (a link's expiry is tested by moving it). */
let clockAheadMs = 0;
beforeAll(async () => {
  ctx = await createTestApp({ now: () => new Date(Date.now() + clockAheadMs) });
  clinicA = await createTestClinic(ctx);
  clinicB = await createTestClinic(ctx);
});
afterAll(async () => ctx?.close());

const profileBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ratna Dewi',
  email: `ratna-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@test.praktik.id`,
  phoneNumber: '081311112222',
  dateOfBirth: '1987-07-17',
  gender: 'FEMALE',
  address: 'Jl. Cempaka Putih No. 1, Jakarta Pusat',
  imageUrl: 'https://cdn.example.id/foto/ratna.jpg',
  ...overrides,
});

describe('GET /api2/dashboard/profile', () => {
  it('answers the caller’s profile in data', async () => {
    const response = await call(ctx, 'GET', '/api2/dashboard/profile', {
      token: clinicA.owner.idToken,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        name: 'Ratna',
        email: clinicA.owner.email,
        phoneNumber: '081298765432',
        dateOfBirth: '1990-02-14',
        gender: 'FEMALE',
        address: 'Jl. Melati No. 3, Depok',
        imageUrl: null,
      },
    });
  });

  it('gives a token of clinic B the B member’s profile only', async () => {
    const staffB = await addClinicMember(ctx, clinicB, 'ROLE_STAFF');
    const response = await call(ctx, 'GET', '/api2/dashboard/profile', { token: staffB.idToken });
    expect(response.json()).toMatchObject({ data: { email: staffB.email } });
  });

  it('answers 401 without a token', async () => {
    expect((await call(ctx, 'GET', '/api2/dashboard/profile')).statusCode).toBe(401);
  });
});

describe('POST /api2/dashboard/profile', () => {
  it('saves every field and answers the saved profile; the account shows the new name', async () => {
    const member = await addClinicMember(ctx, clinicA, 'ROLE_DOCTOR');
    const body = profileBody({ name: 'dr. Hendra Gunawan', gender: 'MALE', email: member.email });
    const response = await call(ctx, 'POST', '/api2/dashboard/profile', {
      token: member.idToken,
      body,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: body });
    expect(
      (await call(ctx, 'GET', '/api2/dashboard/profile', { token: member.idToken })).json(),
    ).toEqual({ data: body });
    const account = await call(ctx, 'GET', '/api2/account', { token: member.idToken });
    expect(account.json()).toMatchObject({
      firstName: 'dr. Hendra Gunawan',
      email: member.email,
      imageUrl: body.imageUrl,
    });
    // The e-mail did not change: nobody is mailed.
    expect(ctx.smtp.mailsTo(member.email)).toEqual([]);
  });

  it('keeps a changed e-mail pending while the rest saves at once', async () => {
    const member = await addClinicMember(ctx, clinicA, 'ROLE_DOCTOR');
    const body = profileBody({ name: 'dr. Hendra Gunawan', email: uniqueEmail('baru') });
    const response = await call(ctx, 'POST', '/api2/dashboard/profile', {
      token: member.idToken,
      body,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { ...body, email: member.email },
      pendingEmail: body.email,
    });
    expect(
      (await call(ctx, 'GET', '/api2/account', { token: member.idToken })).json(),
    ).toMatchObject({ firstName: 'dr. Hendra Gunawan', email: member.email });
  });

  it('takes as photo the clinic’s own upload or an https address, never a script or inline data', async () => {
    const member = await addClinicMember(ctx, clinicA, 'ROLE_BEAUTICIAN');
    const own = `/files/${clinicA.businessId}/profile/${randomUUID()}.jpg`;
    const saved = await call(ctx, 'POST', '/api2/dashboard/profile', {
      token: member.idToken,
      body: profileBody({ imageUrl: `http://api.praktik.test${own}` }),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ data: { imageUrl: string } }>().data.imageUrl).toBe(
      `http://api.praktik.test${own}`,
    );
    for (const imageUrl of [
      'javascript:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      'http://elsewhere.example/me.jpg',
      `/files/${clinicB.businessId}/profile/${randomUUID()}.jpg`,
    ]) {
      const response = await call(ctx, 'POST', '/api2/dashboard/profile', {
        token: member.idToken,
        body: profileBody({ imageUrl }),
        language: 'en',
      });
      expect(response.statusCode, imageUrl).toBe(400);
      expect(problemOf(response).fieldErrors?.[0]?.field, imageUrl).toBe('imageUrl');
      expect(problemOf(response).detail).toBeTruthy();
    }
  });

  it('refuses an e-mail that belongs to another account with 400', async () => {
    const member = await addClinicMember(ctx, clinicA, 'ROLE_STAFF');
    const response = await call(ctx, 'POST', '/api2/dashboard/profile', {
      token: member.idToken,
      body: profileBody({ email: clinicB.owner.email }),
      language: 'en',
    });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response)).toMatchObject({
      detail: 'This e-mail is already registered',
      fieldErrors: [{ field: 'email' }],
    });
  });

  it('answers bad input with 400: every field is required, the phone is numeric', async () => {
    const empty = await call(ctx, 'POST', '/api2/dashboard/profile', {
      token: clinicA.owner.idToken,
      body: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(problemOf(empty).fieldErrors).toHaveLength(7);
    const phone = await call(ctx, 'POST', '/api2/dashboard/profile', {
      token: clinicA.owner.idToken,
      body: profileBody({ phoneNumber: '0812-abc' }),
    });
    expect(problemOf(phone).detail).toBe(
      'Nomor telepon hanya boleh berisi angka, spasi, tanda hubung, titik, tanda kurung dan + di depan',
    );
  });

  it('changes only the caller: a B token never writes A’s profile', async () => {
    const before = (
      await call(ctx, 'GET', '/api2/dashboard/profile', { token: clinicA.owner.idToken })
    ).json();
    const ownerB = clinicB.owner;
    await call(ctx, 'POST', '/api2/dashboard/profile', {
      token: ownerB.idToken,
      body: profileBody({ name: 'Pemilik B' }),
    });
    expect(
      (await call(ctx, 'GET', '/api2/dashboard/profile', { token: clinicA.owner.idToken })).json(),
    ).toEqual(before);
  });

  it('answers 401 without a token', async () => {
    expect(
      (await call(ctx, 'POST', '/api2/dashboard/profile', { body: profileBody() })).statusCode,
    ).toBe(401);
  });
});

const CONFIRM_PATH = '/account/email/confirm';

/** Asks, as `member`, for the e-mail to become `newEmail`; answers the token from the mail to it. */
async function requestEmailChange(
  member: { idToken: string },
  newEmail: string,
): Promise<{ token: string; mail: ReceivedMail }> {
  const response = await call(ctx, 'POST', '/api2/dashboard/profile', {
    token: member.idToken,
    body: profileBody({ email: newEmail }),
  });
  expect(response.statusCode, response.body).toBe(200);
  const mail = await ctx.smtp.waitForMail(newEmail, (m) => m.text.includes(CONFIRM_PATH));
  return { token: linkIn(mail, CONFIRM_PATH).searchParams.get('token') ?? '', mail };
}

const confirm = (token: unknown, language: 'id' | 'en' = 'en') =>
  call(ctx, 'POST', '/api2/account/change-email/confirm', { body: { token }, language });

async function signInStatus(email: string): Promise<number> {
  return (
    await call(ctx, 'POST', '/api2/authenticate', {
      body: { email, password: TEST_PASSWORD, rememberMe: false },
    })
  ).statusCode;
}

describe('changing the e-mail', () => {
  it('mails the new address a link and the old one a notice; the old address signs in until the link is followed, the new one after', async () => {
    const member = await addClinicMember(ctx, clinicA, 'ROLE_STAFF');
    const newEmail = uniqueEmail('pindah');
    const { token, mail } = await requestEmailChange(member, newEmail);

    expect(mail.subject).toBe('Konfirmasi email baru Praktik Anda');
    expect(mail.text).toContain(newEmail);
    const link = linkIn(mail, CONFIRM_PATH);
    expect(link.origin).toBe('http://app.praktik.test');
    const notice = await ctx.smtp.waitForMail(member.email);
    expect(notice.subject).toBe('Ada permintaan mengubah email Praktik Anda');
    expect(notice.text).toContain(newEmail);
    expect(notice.text).toContain('segera ubah kata sandi');
    expect(notice.text).not.toContain(CONFIRM_PATH);

    expect(await signInStatus(newEmail)).toBe(401);
    expect(await signInStatus(member.email)).toBe(200);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ data: { email: newEmail } });

    const changed = await ctx.smtp.waitForMail(
      member.email,
      (m) => m.subject === 'Email Praktik Anda telah diubah',
    );
    expect(changed.text).toContain(newEmail);
    expect(await signInStatus(newEmail)).toBe(200);
    expect(await signInStatus(member.email)).toBe(401);
    // The sign-in that asked for the change goes on, and sees the new address.
    const profile = await call(ctx, 'GET', '/api2/dashboard/profile', { token: member.idToken });
    expect(profile.json()).toMatchObject({ data: { email: newEmail } });

    // The link works once.
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(problemOf(again)).toMatchObject({
      detail: 'This e-mail confirmation link is invalid or was already used',
      fieldErrors: [{ field: 'token' }],
    });
  });

  it('mails at most five confirmation links an hour for one account, then 429 with nothing sent', async () => {
    const member = await addClinicMember(ctx, clinicA, 'ROLE_STAFF');
    for (let i = 0; i < EMAIL_CHANGES_PER_HOUR; i++) {
      await requestEmailChange(member, uniqueEmail(`ulang${i}`));
    }
    const flooded = uniqueEmail('banjir');
    const refused = await call(ctx, 'POST', '/api2/dashboard/profile', {
      token: member.idToken,
      body: profileBody({ email: flooded }),
      language: 'en',
    });
    expect(refused.statusCode).toBe(429);
    expect(problemOf(refused).detail).toMatch(
      /^A change of e-mail was already asked for 5 times in the last hour\. Try again in \d+ minutes/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not counted with it.
    const colleague = await addClinicMember(ctx, clinicA, 'ROLE_STAFF');
    await requestEmailChange(colleague, uniqueEmail('rekan'));
    expect(ctx.smtp.mailsTo(flooded)).toEqual([]);
  });

  it('refuses an expired link with 400 and says how to get a new one', async () => {
    const member = await addClinicMember(ctx, clinicA, 'ROLE_BEAUTICIAN');
    const newEmail = uniqueEmail('telat');
    const { token } = await requestEmailChange(member, newEmail);
    clockAheadMs = 24 * 60 * 60 * 1000 + 1000;
    try {
      const expired = await confirm(token);
      expect(expired.statusCode).toBe(400);
      expect(problemOf(expired).detail).toMatch(/^This e-mail confirmation link has expired/);
      const inIndonesian = await confirm(token, 'id');
      expect(problemOf(inIndonesian).detail).toMatch(
        /^Tautan konfirmasi email ini sudah kedaluwarsa/,
      );
    } finally {
      clockAheadMs = 0;
    }
    expect(await signInStatus(member.email)).toBe(200);
    expect(await signInStatus(newEmail)).toBe(401);
  });

  it('refuses a tampered, foreign or missing token with 400 naming the token', async () => {
    const member = await addClinicMember(ctx, clinicA, 'ROLE_STAFF');
    const { token } = await requestEmailChange(member, uniqueEmail('ubah'));
    const [header, payload, signature = ''] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    const otherTarget = Buffer.from(
      JSON.stringify({ ...claims, new: uniqueEmail('penyusup') }),
    ).toString('base64url');
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    for (const bad of [
      `${header}.${otherTarget}.${signature}`,
      `${header}.${payload}.${flipped}`,
      // An id token is signed by the same server, but is no confirmation link.
      member.idToken,
      'bukan-token',
    ]) {
      const response = await confirm(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(problemOf(response)).toMatchObject({
        detail: 'This e-mail confirmation link is invalid or was already used',
        fieldErrors: [{ field: 'token' }],
      });
    }
    for (const body of [{}, { token: '  ' }]) {
      const response = await call(ctx, 'POST', '/api2/account/change-email/confirm', {
        body,
        language: 'en',
      });
      expect(response.statusCode).toBe(400);
      expect(problemOf(response).fieldErrors?.[0]?.field).toBe('token');
    }
    expect(await signInStatus(member.email)).toBe(200);
  });

  it('answers 409 when the new address became another account’s before the link was followed', async () => {
    const member = await addClinicMember(ctx, clinicA, 'ROLE_STAFF');
    const newEmail = uniqueEmail('rebutan');
    const { token } = await requestEmailChange(member, newEmail);
    // Someone signs up with it meanwhile.
    await createActivatedUser(ctx, { email: newEmail });
    const response = await confirm(token);
    expect(response.statusCode).toBe(409);
    expect(problemOf(response)).toMatchObject({
      detail: 'This e-mail is already registered',
      fieldErrors: [{ field: 'email' }],
    });
    expect(await signInStatus(member.email)).toBe(200);
  });

  it('voids a link still out when the password changes (the notice’s advice)', async () => {
    const member = await addClinicMember(ctx, clinicA, 'ROLE_DOCTOR');
    const { token } = await requestEmailChange(member, uniqueEmail('dibajak'));
    const changed = await call(ctx, 'POST', '/api2/account/change-password', {
      token: member.idToken,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'GantiSegera9!' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await confirm(token)).statusCode).toBe(400);
    await signIn(ctx, member.email, 'GantiSegera9!');
  });

  it('changes only the link’s account: a B member’s link moves B’s member, never A’s', async () => {
    const memberB = await addClinicMember(ctx, clinicB, 'ROLE_STAFF');
    const newEmail = uniqueEmail('klinik-b');
    const { token } = await requestEmailChange(memberB, newEmail);
    const ownerA = (
      await call(ctx, 'GET', '/api2/dashboard/profile', { token: clinicA.owner.idToken })
    ).json();
    expect((await confirm(token)).statusCode).toBe(200);
    expect(
      (await call(ctx, 'GET', '/api2/dashboard/profile', { token: clinicA.owner.idToken })).json(),
    ).toEqual(ownerA);
    const moved = await ctx.repositories.accounts.findUserByEmail(newEmail);
    expect(moved?.id).toBe(memberB.id);
  });

  it('sends nothing and saves nothing when the new address belongs to another account', async () => {
    const member = await addClinicMember(ctx, clinicA, 'ROLE_STAFF');
    const response = await call(ctx, 'POST', '/api2/dashboard/profile', {
      token: member.idToken,
      body: profileBody({ name: 'Tidak Tersimpan', email: clinicA.owner.email.toUpperCase() }),
    });
    expect(response.statusCode).toBe(400);
    expect(ctx.smtp.mailsTo(member.email)).toEqual([]);
    expect(
      (await call(ctx, 'GET', '/api2/account', { token: member.idToken })).json(),
    ).toMatchObject({ firstName: 'Anggota' });
  });
});
