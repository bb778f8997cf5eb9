import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/create-test-app';
import {
  addClinicMember,
  call,
  createTestClinic,
  problemOf,
  type SignedIn,
  type TestClinic,
  type TestUser,
  patientRequestBody,
} from '../test/fixtures';
import type { PatientView } from '../modules/patients/patient-view.schema';
import type { VisitDetail } from '../modules/visits/visit-view.schema';

// Half of a surrogate pair: what is left when an emoji is cut in the middle. JSON can carry it
// (`"\ud83d"`), UTF-8 cannot encode it, so PostgreSQL could never store it.
const HIGH_HALF = '\ud83d';
const LOW_HALF = '\ude37';

let ctx: TestApp;
let clinic: TestClinic;
let doctor: TestUser & SignedIn;

beforeAll(async () => {
  ctx = await createTestApp();
  clinic = await createTestClinic(ctx, 'Klinik Kenanga');
  doctor = await addClinicMember(ctx, clinic, 'ROLE_DOCTOR');
});
afterAll(async () => ctx?.close());

async function createPatient(overrides: Record<string, unknown> = {}): Promise<PatientView> {
  const response = await call(ctx, 'POST', '/api2/dashboard/patient', {
    token: clinic.owner.idToken,
    body: patientRequestBody(overrides),
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: PatientView }>().data;
}

async function patientNamed(name: string) {
  const response = await call(
    ctx,
    'GET',
    `/api2/dashboard/patients?name.contains=${encodeURIComponent(name)}`,
    { token: clinic.owner.idToken },
  );
  return response.json<{ data: PatientView[] }>().data;
}

describe('half of a surrogate pair in a patient save', () => {
  it('refuses a new patient with a translated 400 naming the field, and stores nothing', async () => {
    const mrn = `RM-${randomUUID().slice(0, 8)}`;
    const cases = [
      { body: { name: `Siti ${HIGH_HALF}`, medicalRecordNumber: mrn }, field: 'name' },
      { body: { address: `Jl. ${LOW_HALF}`, medicalRecordNumber: mrn }, field: 'address' },
      {
        body: { allergies: [{ name: `Debu${HIGH_HALF}`, isNew: true }], medicalRecordNumber: mrn },
        field: 'allergies.0.name',
      },
    ];
    for (const { body, field } of cases) {
      const response = await call(ctx, 'POST', '/api2/dashboard/patient', {
        token: clinic.owner.idToken,
        body: patientRequestBody(body),
      });
      expect(response.statusCode).toBe(400);
      expect(problemOf(response)).toMatchObject({
        detail: expect.stringContaining('karakter rusak'),
        fieldErrors: [{ field }],
      });
    }
    const english = await call(ctx, 'POST', '/api2/dashboard/patient', {
      token: clinic.owner.idToken,
      body: patientRequestBody({ name: `Siti ${HIGH_HALF}` }),
      language: 'en',
    });
    expect(problemOf(english).detail).toContain('broken character');
    expect(await patientNamed(mrn)).toEqual([]);
  });

  it('refuses an edit the same way and keeps the record as it was', async () => {
    const patient = await createPatient({ name: 'Budi Santoso' });
    const response = await call(ctx, 'PUT', `/api2/dashboard/patient/${patient.id}`, {
      token: clinic.owner.idToken,
      body: patientRequestBody({ name: `Budi ${LOW_HALF}${HIGH_HALF}` }),
    });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).fieldErrors).toEqual([
      { field: 'name', message: expect.stringContaining('tidak dapat disimpan') },
    ]);
    const stored = await call(ctx, 'GET', `/api2/dashboard/patient/${patient.id}`, {
      token: clinic.owner.idToken,
    });
    expect(stored.json<{ data: PatientView }>().data.name).toBe('Budi Santoso');
  });

  it('keeps a whole emoji: only a broken pair is refused', async () => {
    const name = `Ayu ${HIGH_HALF}${LOW_HALF} ${randomUUID().slice(0, 6)}`;
    const patient = await createPatient({ name });
    expect(patient.name).toBe(name);
  });

  it('answers a path that is not UTF-8 (half a pair, percent-encoded) with a translated 400', async () => {
    const brokenId = '%ED%A0%BD'; // U+D83D encoded as if UTF-8 could hold it
    for (const language of ['id', 'en'] as const) {
      const response = await call(ctx, 'PUT', `/api2/dashboard/patient/${brokenId}`, {
        token: clinic.owner.idToken,
        body: patientRequestBody(),
        language,
      });
      expect(response.statusCode).toBe(400);
      expect(problemOf(response)).toMatchObject({
        status: 400,
        detail:
          language === 'id'
            ? expect.stringContaining('Alamat')
            : expect.stringContaining('address'),
      });
    }
  });

  it('reads a query that is not UTF-8 as the replacement character, never a 500', async () => {
    const response = await call(ctx, 'POST', '/api2/dashboard/patient?name=%ED%A0%BD', {
      token: clinic.owner.idToken,
      body: patientRequestBody(),
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('half of a surrogate pair in an assessment save', () => {
  async function visitWithPatient() {
    const patient = await createPatient();
    const started = await call(ctx, 'POST', '/api2/dashboard/start-visit', {
      token: clinic.owner.idToken,
      body: {
        patientId: patient.id,
        staffId: doctor.id,
        identificationNumber: patient.identificationNumber,
        locationId: null,
        bookingId: null,
      },
    });
    expect(started.statusCode).toBe(201);
    return { patient, visit: started.json<{ data: VisitDetail }>().data };
  }

  it('refuses the anamnesis, a diagnosis or an annotation with a 400 naming the field', async () => {
    const { patient, visit } = await visitWithPatient();
    const assessment = {
      patientId: patient.id,
      anamnesis: 'Batuk 3 hari',
      examination: 'Faring hiperemis',
      treatment: 'Istirahat',
      allergies: [],
      diagnosisDTOs: [{ fullCode: 'J06.9', shortDescription: 'ISPA' }],
    };
    const cases = [
      { body: { anamnesis: `Batuk ${HIGH_HALF}` }, field: 'anamnesis' },
      {
        body: { diagnosisDTOs: [{ fullCode: 'J06.9', shortDescription: `ISPA${LOW_HALF}` }] },
        field: 'diagnosisDTOs.0.shortDescription',
      },
      {
        body: {
          annotationDTOs: [
            {
              type: 'FEMALE_FRONT',
              photoUrl: null,
              annotationDetails: [
                { x: 1, y: 2, dx: 3, dy: 4, title: 'A', description: `Nyeri ${HIGH_HALF}` },
              ],
            },
          ],
        },
        field: 'annotationDTOs.0.annotationDetails.0.description',
      },
    ];
    for (const { body, field } of cases) {
      const response = await call(ctx, 'POST', '/api2/dashboard/save-visit', {
        token: doctor.idToken,
        body: { ...assessment, ...body },
      });
      expect(response.statusCode).toBe(400);
      expect(problemOf(response).fieldErrors).toEqual([
        { field, message: expect.stringContaining('karakter rusak') },
      ]);
    }

    const stored = await call(ctx, 'GET', `/api2/dashboard/visits/${visit.id}`, {
      token: doctor.idToken,
    });
    expect(stored.json<{ data: VisitDetail }>().data.anamnesis).toBeNull();
    const saved = await call(ctx, 'POST', '/api2/dashboard/save-visit', {
      token: doctor.idToken,
      body: assessment,
    });
    expect(saved.statusCode).toBe(200);
  });

  it('answers ending a visit on a path that is not UTF-8 with a translated 400', async () => {
    const response = await call(ctx, 'POST', '/api2/dashboard/end-visit/%ED%B8%B7', {
      token: doctor.idToken,
      language: 'en',
    });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).detail).toContain('address');
  });

  it('answers ending a visit on a path segment too long for the router with a translated 400', async () => {
    const longId = 'x'.repeat(101); // the router's maxParamLength is 100
    for (const [language, detail] of [
      ['id', 'Satu bagian alamat terlalu panjang'],
      ['en', 'A part of the address is too long'],
    ] as const) {
      const response = await call(ctx, 'POST', `/api2/dashboard/end-visit/${longId}`, {
        token: doctor.idToken,
        language,
      });
      expect(response.statusCode).toBe(400);
      expect(problemOf(response)).toMatchObject({ status: 400, detail });
    }
  });
});
