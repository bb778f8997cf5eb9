import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  addClinicMember,
  call,
  createTestClinic,
  problemOf,
  type TestClinic,
} from '../../test/fixtures';

let ctx: TestApp;
let clinicA: TestClinic;
let clinicB: TestClinic;
beforeAll(async () => {
  ctx = await createTestApp();
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
    const body = profileBody({ name: 'dr. Hendra Gunawan', gender: 'MALE' });
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
      email: body.email,
      imageUrl: body.imageUrl,
    });
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
    expect(problemOf(phone).detail).toBe('Nomor telepon hanya boleh berisi angka');
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
