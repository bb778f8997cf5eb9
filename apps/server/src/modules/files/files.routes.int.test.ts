import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  addClinicMember,
  call,
  createActivatedUser,
  createTestClinic,
  problemOf,
  signIn,
  type TestClinic,
} from '../../test/fixtures';

let ctx: TestApp;
let clinic: TestClinic;
let clockOffsetMs = 0;
beforeAll(async () => {
  ctx = await createTestApp({ now: () => new Date(Date.now() + clockOffsetMs) });
  clinic = await createTestClinic(ctx);
});
afterAll(async () => ctx?.close());

// A tiny but real PNG header is enough: the server checks the declared type, not the bytes.
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

async function uploadUrl(
  extension = 'png',
  type = 'profile',
  token = clinic.owner.idToken,
): Promise<URL> {
  const response = await call(
    ctx,
    'POST',
    `/api2/dashboard/files?extension=${extension}&type=${type}`,
    { token },
  );
  expect(response.statusCode).toBe(200);
  return new URL(response.json<{ data: string }>().data);
}

/** The request path of a URL built on PUBLIC_URL (the app is injected, not reached by host). */
const pathOf = (url: URL) => `${url.pathname}${url.search}`;

function put(url: URL | string, body: Buffer | string, contentType = 'image/png') {
  return ctx.app.inject({
    method: 'PUT',
    url: typeof url === 'string' ? url : pathOf(url),
    payload: body,
    headers: { 'content-type': contentType, 'accept-language': 'en' },
  });
}

describe('POST /api2/dashboard/files', () => {
  it('answers a signed PUT URL on this server under the caller’s clinic', async () => {
    const url = await uploadUrl('JPG', 'profile');
    expect(url.origin).toBe('http://api.praktik.test');
    expect(url.pathname).toMatch(
      new RegExp(`^/files/${clinic.businessId}/profile/[0-9a-f-]{36}\\.jpg$`),
    );
    const expires = Number(url.searchParams.get('expires'));
    expect(expires - Date.now() / 1000).toBeGreaterThan(14 * 60);
    expect(expires - Date.now() / 1000).toBeLessThanOrEqual(15 * 60);
    expect(url.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers 400 for an unlisted extension or a bad type, with a detail', async () => {
    for (const query of [
      'extension=exe&type=profile',
      'extension=svg&type=logo',
      'extension=png&type=../../etc',
      'type=profile',
    ]) {
      const response = await call(ctx, 'POST', `/api2/dashboard/files?${query}`, {
        token: clinic.owner.idToken,
      });
      expect(response.statusCode, query).toBe(400);
      expect(problemOf(response).detail).toBeTruthy();
    }
  });

  it('answers 401 without a token and 403 before onboarding', async () => {
    expect(
      (await call(ctx, 'POST', '/api2/dashboard/files?extension=png&type=profile')).statusCode,
    ).toBe(401);
    const user = await createActivatedUser(ctx);
    const { idToken } = await signIn(ctx, user.email);
    expect(
      (
        await call(ctx, 'POST', '/api2/dashboard/files?extension=png&type=profile', {
          token: idToken,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('is open to every role of the clinic (each uploads their own photo)', async () => {
    const staff = await addClinicMember(ctx, clinic, 'ROLE_STAFF');
    const url = await uploadUrl('png', 'profile', staff.idToken);
    expect(url.pathname).toContain(`/files/${clinic.businessId}/`);
  });
});

describe('PUT and GET /files/...', () => {
  it('stores the body under the signed path; the path without query serves it with its type', async () => {
    const url = await uploadUrl('png');
    const stored = await put(url, PNG);
    expect(stored.statusCode).toBe(200);

    const read = await ctx.app.inject({ method: 'GET', url: url.pathname });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(read.rawPayload.equals(PNG)).toBe(true);
  });

  it('stores a PDF as well', async () => {
    const url = await uploadUrl('pdf', 'document');
    expect((await put(url, '%PDF-1.7 test', 'application/pdf')).statusCode).toBe(200);
    const read = await ctx.app.inject({ method: 'GET', url: url.pathname });
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.body).toBe('%PDF-1.7 test');
  });

  it('refuses a tampered signature, path or expiry with 403', async () => {
    const url = await uploadUrl('png');
    const signature = url.searchParams.get('signature')!;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;

    const badSignature = new URL(url);
    badSignature.searchParams.set('signature', flipped);
    const response = await put(badSignature, PNG);
    expect(response.statusCode).toBe(403);
    expect(problemOf(response).detail).toBe('The upload link is invalid or has expired');

    const otherClinic = await createTestClinic(ctx);
    const movedPath = `${url.pathname.replace(clinic.businessId, otherClinic.businessId)}${url.search}`;
    expect((await put(movedPath, PNG)).statusCode).toBe(403);

    const longerExpiry = new URL(url);
    longerExpiry.searchParams.set(
      'expires',
      String(Number(url.searchParams.get('expires')) + 3600),
    );
    expect((await put(longerExpiry, PNG)).statusCode).toBe(403);

    expect((await put(url.pathname, PNG)).statusCode).toBe(403);
    // Nothing was stored by the refused uploads.
    expect((await ctx.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404);
  });

  it('refuses an expired URL with 403', async () => {
    const url = await uploadUrl('png');
    clockOffsetMs = 16 * 60 * 1000;
    try {
      expect((await put(url, PNG)).statusCode).toBe(403);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('refuses unlisted content types and a type that does not fit the extension with 415', async () => {
    const url = await uploadUrl('png');
    const html = await put(url, '<script>alert(1)</script>', 'text/html');
    expect(html.statusCode).toBe(415);
    expect(problemOf(html).detail).toMatch(/not allowed/);
    const mismatch = await put(url, PNG, 'image/jpeg');
    expect(mismatch.statusCode).toBe(415);
    expect(problemOf(mismatch).detail).toContain('image/png');
  });

  it('refuses a body larger than MAX_UPLOAD_BYTES with 413 and keeps nothing', async () => {
    const url = await uploadUrl('png');
    const tooBig = Buffer.alloc(ctx.config.maxUploadBytes + 1, 1);
    const response = await put(url, tooBig);
    expect(response.statusCode).toBe(413);
    expect(problemOf(response).detail).toMatch(/too large/);
    expect((await ctx.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404);
    // Exactly the limit is fine.
    expect((await put(url, Buffer.alloc(ctx.config.maxUploadBytes, 1))).statusCode).toBe(200);
  });

  it('counts the bytes even when the declared length lies', async () => {
    const url = await uploadUrl('png');
    const response = await ctx.app.inject({
      method: 'PUT',
      url: pathOf(url),
      payload: Buffer.alloc(ctx.config.maxUploadBytes * 2, 1),
      headers: { 'content-type': 'image/png', 'content-length': '10' },
    });
    expect([400, 413]).toContain(response.statusCode);
    expect((await ctx.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404);
  });

  it('lets the browser upload from another origin (CORS): preflight and answers', async () => {
    const url = await uploadUrl('png');
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: pathOf(url),
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'PUT' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-methods']).toContain('PUT');
    expect(preflight.headers['access-control-allow-headers']).toContain('content-type');
    const stored = await put(url, PNG);
    expect(stored.headers['access-control-allow-origin']).toBe('*');
    const refused = await put(url, PNG, 'text/plain');
    expect(refused.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers 404 for unknown files and paths that are not file keys', async () => {
    const url = await uploadUrl('png');
    expect((await ctx.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/files/..%2F..%2Fetc/passwd/x.png' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/files/${clinic.businessId}/profile/secrets.json`,
        })
      ).statusCode,
    ).toBe(404);
  });
});
