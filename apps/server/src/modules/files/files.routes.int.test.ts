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
  type TestClinic,
  patientRequestBody,
} from '../../test/fixtures';

let ctx: TestApp;
let clinic: TestClinic;
let clockOffsetMs = 0;
beforeAll(async () => {
  ctx = await createTestApp({ now: () => new Date(Date.now() + clockOffsetMs) });
  clinic = await createTestClinic(ctx);
});
afterAll(async () => ctx?.close());

// A real PNG header is enough: the server looks at the first bytes, not at the whole image.
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
/** The start of a HEIC photo (ISO BMFF `ftyp` box, brand heic) and of a HEIF one (mif1). */
const HEIC = Buffer.concat([
  Buffer.from('00000018', 'hex'),
  Buffer.from('ftypheic'),
  Buffer.alloc(4),
  Buffer.from('mif1heic'),
]);
const HEIF = Buffer.concat([
  Buffer.from('00000018', 'hex'),
  Buffer.from('ftypmif1'),
  Buffer.alloc(4),
  Buffer.from('mif1heic'),
]);
/** A PNG of exactly `bytes` bytes (its header, then padding). */
const pngOf = (bytes: number) => Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length, 1)]);

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
    const url = await uploadUrl('pdf', 'logo');
    expect((await put(url, '%PDF-1.7 test', 'application/pdf')).statusCode).toBe(200);
    const read = await ctx.app.inject({ method: 'GET', url: url.pathname });
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.body).toBe('%PDF-1.7 test');
  });

  it('takes an upload URL once: using it again is a translated 409 and the first file stays', async () => {
    const url = await uploadUrl('png', 'assessment');
    expect((await put(url, PNG)).statusCode).toBe(200);
    const again = await put(url, pngOf(64));
    expect(again.statusCode).toBe(409);
    expect(problemOf(again).detail).toBe(
      'This upload link was already used. Ask for a new link to upload another file',
    );
    const inIndonesian = await ctx.app.inject({
      method: 'PUT',
      url: pathOf(url),
      payload: PNG,
      headers: { 'content-type': 'image/png' },
    });
    expect(inIndonesian.statusCode).toBe(409);
    expect(problemOf(inIndonesian).detail).toMatch(/^Tautan unggah ini sudah dipakai/);
    const stored = await ctx.fileStore.get(url.pathname.slice('/files/'.length));
    expect(stored?.bytes).toBe(PNG.length);
  });

  it('refuses a file whose first bytes are not of its extension’s type: 415, translated, nothing kept', async () => {
    const cases = [
      { extension: 'png', body: Buffer.from('%PDF-1.7 not a picture'), type: 'image/png' },
      { extension: 'pdf', body: PNG, type: 'application/pdf' },
      { extension: 'jpg', body: Buffer.from('<svg onload="alert(1)"/>'), type: 'image/jpeg' },
      { extension: 'png', body: Buffer.from('<html>'), type: 'application/octet-stream' },
    ];
    for (const { extension, body, type } of cases) {
      const url = await uploadUrl(extension, 'assessment');
      const response = await put(url, body, type);
      expect(response.statusCode, extension).toBe(415);
      expect(problemOf(response).detail).toMatch(/^The file's content is not /);
      expect(await ctx.fileStore.exists(url.pathname.slice('/files/'.length))).toBe(false);
    }
    const url = await uploadUrl('png', 'assessment');
    const inIndonesian = await ctx.app.inject({
      method: 'PUT',
      url: pathOf(url),
      payload: Buffer.from('%PDF-1.7'),
      headers: { 'content-type': 'image/png' },
    });
    expect(problemOf(inIndonesian).detail).toBe('Isi berkas bukan image/png');
  });

  it('takes HEIC and HEIF photos, also sent without a type (application/octet-stream)', async () => {
    const heic = await uploadUrl('heic', 'assessment');
    expect((await put(heic, HEIC, 'application/octet-stream')).statusCode).toBe(200);
    const heif = await uploadUrl('heif', 'assessment');
    expect(heif.pathname).toMatch(/\.heif$/);
    expect((await put(heif, HEIF, 'image/heif')).statusCode).toBe(200);
    const heifAsHeic = await uploadUrl('heic', 'profile');
    expect((await put(heifAsHeic, HEIF, 'image/heic')).statusCode).toBe(200);
    const read = await ctx.app.inject({ method: 'GET', url: heifAsHeic.pathname });
    expect(read.headers['content-type']).toBe('image/heic');
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
    expect((await put(url, pngOf(ctx.config.maxUploadBytes))).statusCode).toBe(200);
  });

  it('counts the bytes even when the declared length lies', async () => {
    const url = await uploadUrl('png');
    const response = await ctx.app.inject({
      method: 'PUT',
      url: pathOf(url),
      payload: pngOf(ctx.config.maxUploadBytes * 2),
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

describe('private medical files', () => {
  /** A visit whose doctor kept one uploaded photo; answers the photo's bytes and the people. */
  async function visitWithPhoto() {
    const doctor = await addClinicMember(ctx, clinic, 'ROLE_DOCTOR');
    const staff = await addClinicMember(ctx, clinic, 'ROLE_STAFF');
    const patient = await call(ctx, 'POST', '/api2/dashboard/patient', {
      token: clinic.owner.idToken,
      body: patientRequestBody(),
    });
    const patientId = patient.json<{ data: { id: string } }>().data.id;
    const started = await call(ctx, 'POST', '/api2/dashboard/start-visit', {
      token: clinic.owner.idToken,
      body: {
        patientId,
        staffId: doctor.id,
        identificationNumber: '3273015705900001',
        locationId: null,
        bookingId: null,
      },
    });
    const visitId = started.json<{ data: { id: string } }>().data.id;
    const upload = await uploadUrl('png', 'assessment', doctor.idToken);
    const photo = pngOf(256);
    expect((await put(upload, photo)).statusCode).toBe(200);
    const saved = await call(ctx, 'POST', '/api2/dashboard/save-visit', {
      token: doctor.idToken,
      body: {
        patientId,
        anamnesis: 'Ruam di lengan',
        examination: 'Eritema',
        treatment: 'Salep',
        riwayatPenyakit: null,
        riwayatPenyakitKeluarga: null,
        diagnosisDTOs: [{ fullCode: 'L30.9', shortDescription: 'Dermatitis' }],
        allergies: [],
        annotationDTOs: [],
        fileUploads: [`${upload.origin}${upload.pathname}`],
      },
    });
    expect(saved.statusCode).toBe(200);
    const readUrl = async (token: string) => {
      const visit = await call(ctx, 'GET', `/api2/dashboard/visits/${visitId}`, { token });
      return visit.json<{ data: { fileUploads: string[] } }>().data.fileUploads[0];
    };
    return { doctor, staff, visitId, upload, photo, readUrl };
  }

  const get = (url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });

  it('are read through the signed URL the record answers a doctor; the answer names no other origin', async () => {
    const { doctor, staff, upload, photo, readUrl } = await visitWithPhoto();
    const signed = new URL((await readUrl(doctor.idToken))!);
    expect(signed.pathname).toBe(upload.pathname);
    const expires = Number(signed.searchParams.get('expires'));
    expect(expires - Date.now() / 1000).toBeGreaterThan(9 * 60);
    expect(expires - Date.now() / 1000).toBeLessThanOrEqual(10 * 60);
    const read = await get(pathOf(signed));
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(photo)).toBe(true);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    // Staff read no medical record: no URL to read the file with.
    expect(await readUrl(staff.idToken)).toBeUndefined();
  });

  it('refuse a read without a signature, with a forged, another file’s, an upload’s or an expired one: 403', async () => {
    const { doctor, upload, readUrl } = await visitWithPhoto();
    const signed = new URL((await readUrl(doctor.idToken))!);
    const unsigned = await get(upload.pathname);
    expect(unsigned.statusCode).toBe(403);
    expect(problemOf(unsigned).detail).toBe(
      'This file link is invalid or has expired. Reload the page for a new link',
    );
    expect(unsigned.headers['access-control-allow-origin']).toBeUndefined();
    const forged = new URL(signed);
    const signature = signed.searchParams.get('signature')!;
    forged.searchParams.set(
      'signature',
      `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`,
    );
    expect((await get(pathOf(forged))).statusCode).toBe(403);
    const longer = new URL(signed);
    longer.searchParams.set('expires', String(Number(signed.searchParams.get('expires')) + 3600));
    expect((await get(pathOf(longer))).statusCode).toBe(403);
    const otherFile = upload.pathname.replace(/[0-9a-f-]{36}\.png$/, `${randomUUID()}.png`);
    expect((await get(`${otherFile}${signed.search}`)).statusCode).toBe(403);
    // The upload URL's own signature opens nothing to read.
    expect((await get(pathOf(upload))).statusCode).toBe(403);
    clockOffsetMs = 11 * 60 * 1000;
    try {
      expect((await get(pathOf(signed))).statusCode).toBe(403);
    } finally {
      clockOffsetMs = 0;
    }
    expect((await get(pathOf(signed))).statusCode).toBe(200);
  });

  it('leave the clinic’s public pictures readable by anyone, from any origin', async () => {
    const url = await uploadUrl('png', 'main-photo');
    expect((await put(url, PNG)).statusCode).toBe(200);
    const read = await get(url.pathname);
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBe('*');
  });
});
