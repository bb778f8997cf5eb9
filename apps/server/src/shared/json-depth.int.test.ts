import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { call, createTestClinic, problemOf, type TestClinic } from '../test/fixtures';

/*
 * A body of 20,000 nested arrays (40 KB) sent without signing in: before the depth check, each
 * one ran the server out of stack (500) and sixteen at once held the event loop for everyone.
 */
const hostile = '['.repeat(20_000) + ']'.repeat(20_000);
const json = { 'content-type': 'application/json' };

let ctx: TestApp;
let clinic: TestClinic;

beforeAll(async () => {
  ctx = await createTestApp();
  clinic = await createTestClinic(ctx, 'Klinik Cempaka');
});
afterAll(async () => ctx?.close());

describe('a JSON body nested too deep', () => {
  it('is refused with a translated 400 on the routes that run before any sign-in', async () => {
    for (const url of [
      '/api2/authenticate',
      '/api2/register',
      '/api2/account/reset-password/init',
      '/api2/public/reservation/cancel',
    ]) {
      for (const [language, detail] of [
        ['id', 'Isi permintaan bersarang terlalu dalam (lebih dari 64 tingkat)'],
        ['en', 'The request body nests too deeply (more than 64 levels)'],
      ] as const) {
        const response = await call(ctx, 'POST', url, { body: hostile, headers: json, language });
        expect(response.statusCode, url).toBe(400);
        expect(problemOf(response), url).toMatchObject({ status: 400, detail });
      }
    }
  });

  it('is refused before the token check too, and at an unknown address', async () => {
    const signedIn = await call(ctx, 'POST', '/api2/dashboard/patient', {
      body: hostile,
      headers: json,
      token: clinic.owner.idToken,
    });
    expect(signedIn.statusCode).toBe(400);
    const unknown = await call(ctx, 'POST', '/api2/no-such-route', {
      body: hostile,
      headers: json,
    });
    // Fastify reads the body of a request to no route too: refused the same way, never a 500.
    expect(unknown.statusCode).toBe(400);
  });

  it('draws the line at 64 levels: 64 reach the schema, 65 do not', async () => {
    const nested = (depth: number) =>
      '{"email":'.repeat(depth - 1) + '{"email":"a@b.id"}' + '}'.repeat(depth - 1);
    const atLimit = await call(ctx, 'POST', '/api2/authenticate', {
      body: nested(64),
      headers: json,
      language: 'en',
    });
    expect(atLimit.statusCode).toBe(400);
    expect(problemOf(atLimit).detail).not.toContain('nests too deeply');
    const past = await call(ctx, 'POST', '/api2/authenticate', {
      body: nested(65),
      headers: json,
      language: 'en',
    });
    expect(problemOf(past).detail).toBe('The request body nests too deeply (more than 64 levels)');
  });

  it('sixteen at once leave every other caller answered as before', async () => {
    const attack = Array.from({ length: 16 }, () =>
      call(ctx, 'POST', '/api2/public/reservation/cancel', { body: hostile, headers: json }),
    );
    const others = [
      call(ctx, 'GET', '/healthz'),
      call(ctx, 'POST', '/api2/authenticate', {
        body: { email: clinic.owner.email, password: clinic.owner.password },
      }),
      call(ctx, 'GET', '/api2/dashboard/patients', { token: clinic.owner.idToken }),
    ];
    const [refused, answered] = await Promise.all([Promise.all(attack), Promise.all(others)]);
    expect(refused.map((response) => response.statusCode)).toEqual(Array(16).fill(400));
    expect(answered.map((response) => response.statusCode)).toEqual([200, 200, 200]);
  });
});
