import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3FileStore, type S3FileStore } from '../../integrations/files/s3-file-store';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  addClinicMember,
  call,
  createTestClinic,
  problemOf,
  startTestVisit,
  type TestClinic,
} from '../../test/fixtures';
import { startS3TestServer, type S3TestServer } from '../../test/s3-test-server';

// The same routes as files.routes.int.test.ts, with the files in a bucket of a real S3 protocol
// server: the rules (signed single-use uploads checked by their first bytes, private files read
// only through the record's short-lived URL, each clinic its own files) hold there too.
let s3: S3TestServer;
let store: S3FileStore;
let ctx: TestApp;
let clinic: TestClinic;
let otherClinic: TestClinic;
beforeAll(async () => {
  s3 = await startS3TestServer();
  store = createS3FileStore(await s3.createBucket());
  ctx = await createTestApp({ fileStore: store });
  [clinic, otherClinic] = await Promise.all([createTestClinic(ctx), createTestClinic(ctx)]);
});
afterAll(async () => {
  await ctx?.close();
  store?.close();
  await s3?.close();
});

const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  Buffer.alloc(240, 7),
]);
const pathOf = (url: URL) => `${url.pathname}${url.search}`;
const keyOf = (url: URL) => url.pathname.slice('/files/'.length);

async function uploadUrl(token: string, type = 'assessment'): Promise<URL> {
  const response = await call(ctx, 'POST', `/api2/dashboard/files?extension=png&type=${type}`, {
    token,
  });
  expect(response.statusCode).toBe(200);
  return new URL(response.json<{ data: string }>().data);
}

function put(url: URL | string, body: Buffer) {
  return ctx.app.inject({
    method: 'PUT',
    url: typeof url === 'string' ? url : pathOf(url),
    payload: body,
    headers: { 'content-type': 'image/png', 'accept-language': 'en' },
  });
}

describe('files in an S3 bucket', () => {
  it('take a medical photo once, checked by its first bytes, into the bucket and not the disk', async () => {
    const doctor = await addClinicMember(ctx, clinic, 'ROLE_DOCTOR');
    const url = await uploadUrl(doctor.idToken);
    expect((await put(url, PNG)).statusCode).toBe(200);
    expect(await store.exists(keyOf(url))).toBe(true);
    expect(existsSync(path.join(ctx.config.dataDir, 'files'))).toBe(false);

    const again = await put(url, Buffer.concat([PNG, PNG]));
    expect(again.statusCode).toBe(409);
    expect(problemOf(again).detail).toMatch(/already used/);
    expect((await store.get(keyOf(url)))?.bytes).toBe(PNG.length);

    const notAPicture = await uploadUrl(doctor.idToken);
    expect((await put(notAPicture, Buffer.from('%PDF-1.7 not a picture'))).statusCode).toBe(415);
    expect(await store.exists(keyOf(notAPicture))).toBe(false);
  });

  it('serve a visit’s photo only through the record’s signed URL, and never to another clinic', async () => {
    const doctor = await addClinicMember(ctx, clinic, 'ROLE_DOCTOR');
    const { visitId, patientId } = await startTestVisit(ctx, clinic, doctor.id);
    const upload = await uploadUrl(doctor.idToken);
    expect((await put(upload, PNG)).statusCode).toBe(200);
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

    const visit = await call(ctx, 'GET', `/api2/dashboard/visits/${visitId}`, {
      token: doctor.idToken,
    });
    const signed = new URL(visit.json<{ data: { fileUploads: string[] } }>().data.fileUploads[0]!);
    const read = await ctx.app.inject({ method: 'GET', url: pathOf(signed) });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(PNG)).toBe(true);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['content-length']).toBe(String(PNG.length));
    expect(read.headers['cache-control']).toBe('no-store');
    expect((await ctx.app.inject({ method: 'GET', url: upload.pathname })).statusCode).toBe(403);

    // Another clinic cannot see the visit, keep the file in its own records, or write into the
    // first clinic's folder with an upload URL of its own.
    const token = otherClinic.owner.idToken;
    expect(
      (await call(ctx, 'GET', `/api2/dashboard/visits/${visitId}`, { token })).statusCode,
    ).toBe(404);
    const otherDoctor = await addClinicMember(ctx, otherClinic, 'ROLE_DOCTOR');
    const other = await startTestVisit(ctx, otherClinic, otherDoctor.id);
    const borrowed = await call(ctx, 'POST', '/api2/dashboard/save-visit', {
      token: otherDoctor.idToken,
      body: {
        patientId: other.patientId,
        anamnesis: 'Kontrol',
        examination: 'Baik',
        treatment: '-',
        riwayatPenyakit: null,
        riwayatPenyakitKeluarga: null,
        diagnosisDTOs: [{ fullCode: 'L30.9', shortDescription: 'Dermatitis' }],
        allergies: [],
        annotationDTOs: [],
        fileUploads: [`${upload.origin}${upload.pathname}`],
      },
    });
    expect(borrowed.statusCode).toBe(400);
    const ownUrl = await uploadUrl(token);
    const intoFirstClinic = `${ownUrl.pathname.replace(otherClinic.businessId, clinic.businessId)}${ownUrl.search}`;
    expect((await put(intoFirstClinic, PNG)).statusCode).toBe(403);
    expect(await store.exists(intoFirstClinic.slice('/files/'.length).split('?')[0]!)).toBe(false);
  });
});
