import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  call,
  createActivatedUser,
  onboardingBody,
  problemOf,
  refreshTokens,
  signIn,
} from '../../test/fixtures';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

describe('GET /api2/onboarding/business-types and /services', () => {
  it('lists the seeded Indonesian business types and services as { id, name }', async () => {
    const user = await createActivatedUser(ctx);
    const { idToken } = await signIn(ctx, user.email);
    const types = await call(ctx, 'GET', '/api2/onboarding/business-types', { token: idToken });
    const services = await call(ctx, 'GET', '/api2/onboarding/services', { token: idToken });
    expect(types.statusCode).toBe(200);
    expect(services.statusCode).toBe(200);
    const typeNames = types.json<{ id: string; name: string }[]>().map((entry) => entry.name);
    const serviceNames = services.json<{ id: string; name: string }[]>().map((entry) => entry.name);
    expect(typeNames).toEqual(
      expect.arrayContaining([
        'Klinik Pratama',
        'Klinik Utama',
        'Klinik Kecantikan',
        'Klinik Gigi',
        'Praktik Dokter Mandiri',
      ]),
    );
    expect(serviceNames).toEqual(
      expect.arrayContaining([
        'Konsultasi Dokter Umum',
        'Perawatan Wajah (Facial)',
        'Laser',
        'Peeling',
        'Botox & Filler',
        'Vaksinasi',
      ]),
    );
    for (const entry of types.json<{ id: string; name: string }[]>())
      expect(Object.keys(entry).sort()).toEqual(['id', 'name']);
  });

  it('answers 401 without a token', async () => {
    expect((await call(ctx, 'GET', '/api2/onboarding/services')).statusCode).toBe(401);
    expect((await call(ctx, 'GET', '/api2/onboarding/business-types')).statusCode).toBe(401);
  });
});

describe('POST /api2/onboarding', () => {
  it('creates the clinic, makes the caller its owner and saves the personal details', async () => {
    const user = await createActivatedUser(ctx);
    const session = await signIn(ctx, user.email);
    const body = await onboardingBody(ctx, 'Klinik Sehat Sentosa');
    const response = await call(ctx, 'POST', '/api2/onboarding', { token: session.idToken, body });
    expect(response.statusCode).toBe(201);
    const { businessId, id_token: newIdToken } = response.json<{
      businessId: string;
      id_token: string;
    }>();
    expect(businessId).toMatch(/^[0-9a-f-]{36}$/);

    // The old id token has no clinic; the one onboarding answers (or a refresh) opens the dashboard.
    expect(
      (await call(ctx, 'GET', '/api2/dashboard/business', { token: session.idToken })).statusCode,
    ).toBe(403);
    expect(
      (await call(ctx, 'GET', '/api2/dashboard/business', { token: newIdToken })).statusCode,
    ).toBe(200);
    const refreshed = await refreshTokens(ctx, session.refreshToken);
    const business = await call(ctx, 'GET', '/api2/dashboard/business', {
      token: refreshed.idToken,
    });
    expect(business.statusCode).toBe(200);
    expect(business.json()).toMatchObject({
      id: businessId,
      name: 'Klinik Sehat Sentosa',
      address: body.businessAddress,
      businessTypeId: body.businessTypeId,
      serviceIds: body.serviceIds,
      primaryColor: 'color_1',
      published: false,
    });
    const account = await call(ctx, 'GET', '/api2/account', { token: refreshed.idToken });
    expect(account.json()).toMatchObject({
      role: 'ROLE_OWNER',
      businessId,
      onboardingCompleted: true,
    });
    const profile = await call(ctx, 'GET', '/api2/dashboard/profile', { token: refreshed.idToken });
    expect(profile.json()).toMatchObject({
      data: {
        phoneNumber: body.phoneNumber,
        address: body.address,
        dateOfBirth: body.dateOfBirth,
        gender: 'FEMALE',
      },
    });
    const login = await call(ctx, 'POST', '/api2/authenticate', {
      body: { email: user.email, password: user.password },
    });
    expect(login.json()).toMatchObject({ onboardingCompleted: true });
  });

  it('is done once: a second onboarding answers 400', async () => {
    const user = await createActivatedUser(ctx);
    const { idToken } = await signIn(ctx, user.email);
    expect(
      (
        await call(ctx, 'POST', '/api2/onboarding', {
          token: idToken,
          body: await onboardingBody(ctx),
        })
      ).statusCode,
    ).toBe(201);
    const again = await call(ctx, 'POST', '/api2/onboarding', {
      token: idToken,
      body: await onboardingBody(ctx),
      language: 'en',
    });
    expect(again.statusCode).toBe(400);
    expect(problemOf(again).detail).toBe('Onboarding is already completed');
  });

  it('answers bad input with 400: missing fields, bad date, unknown business type and service ids', async () => {
    const user = await createActivatedUser(ctx);
    const { idToken } = await signIn(ctx, user.email);
    const empty = await call(ctx, 'POST', '/api2/onboarding', { token: idToken, body: {} });
    expect(empty.statusCode).toBe(400);
    expect(problemOf(empty).fieldErrors?.map((error) => error.field)).toEqual(
      expect.arrayContaining([
        'phoneNumber',
        'dateOfBirth',
        'gender',
        'address',
        'businessName',
        'businessTypeId',
        'serviceIds',
        'businessAddress',
      ]),
    );

    const body = await onboardingBody(ctx);
    const badDate = await call(ctx, 'POST', '/api2/onboarding', {
      token: idToken,
      body: { ...body, dateOfBirth: '31-12-1990' },
    });
    expect(badDate.statusCode).toBe(400);
    expect(problemOf(badDate).detail).toBe('Harap masukkan Tanggal lahir yang valid');

    const unknownType = await call(ctx, 'POST', '/api2/onboarding', {
      token: idToken,
      body: { ...body, businessTypeId: 'not-a-uuid' },
      language: 'en',
    });
    expect(unknownType.statusCode).toBe(400);
    expect(problemOf(unknownType)).toMatchObject({
      detail: 'Unknown business type',
      fieldErrors: [{ field: 'businessTypeId' }],
    });

    const unknownService = await call(ctx, 'POST', '/api2/onboarding', {
      token: idToken,
      body: { ...body, serviceIds: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(unknownService.statusCode).toBe(400);

    // Nothing was created by the refused attempts.
    expect((await call(ctx, 'GET', '/api2/account', { token: idToken })).json()).toMatchObject({
      onboardingCompleted: false,
    });
  });

  it('answers 401 without a token', async () => {
    expect(
      (await call(ctx, 'POST', '/api2/onboarding', { body: await onboardingBody(ctx) })).statusCode,
    ).toBe(401);
  });
});

describe('dashboard before onboarding', () => {
  it('answers every /api2/dashboard call with 403 saying onboarding is required', async () => {
    const user = await createActivatedUser(ctx);
    const { idToken } = await signIn(ctx, user.email);
    for (const [method, url] of [
      ['GET', '/api2/dashboard/business'],
      ['POST', '/api2/dashboard/business'],
      ['GET', '/api2/dashboard/profile'],
      ['POST', '/api2/dashboard/profile'],
      ['POST', '/api2/dashboard/files?extension=jpg&type=profile'],
    ] as const) {
      const response = await call(ctx, method, url, {
        token: idToken,
        language: 'en',
        body: method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(problemOf(response).detail).toBe('Complete the clinic onboarding first');
    }
  });
});
