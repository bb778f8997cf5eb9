import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@praktik/domain/access/roles';
import { satuSehatLocations, visits as visitsTable } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  call,
  createTestClinic,
  patientRequestBody,
  problemOf,
  signIn,
  TEST_PASSWORD,
  uniqueEmail,
  type SignedIn,
  type TestClinic,
  type TestUser,
} from '../../test/fixtures';
import type { Repositories } from '../../composition/repositories';
import type { Tenant } from '../../plugins/tenancy';
import { ConflictError } from '../../shared/errors';
import { hashPassword } from '../account/password-hasher';
import { createFileUrls } from '../files/file-urls';
import { createVisitService } from './visits.service';
import type { PatientView, PatientWithActiveVisitView } from '../patients/patient-view.schema';
import type {
  PractitionerView,
  VisitDetail,
  VisitHistoryItem,
  VisitListItem,
} from './visit-view.schema';

/** The app's clock: the real time plus an offset a test may move (a later day). */
let clockOffsetMs = 0;
let tick = 0;
const now = () => new Date(Date.now() + clockOffsetMs + ++tick * 1000);

let ctx: TestApp;
let clinicA: TestClinic;
let clinicB: TestClinic;
type Member = TestUser & SignedIn;
let doctorA: Member;
let doctorA2: Member;
let beauticianA: Member;
let staffA: Member;
let doctorB: Member;

async function addMember(clinic: TestClinic, role: Role, firstName: string): Promise<Member> {
  const email = uniqueEmail(role.toLowerCase());
  const user = await ctx.repositories.accounts.insertMember({
    businessId: clinic.businessId,
    firstName,
    email,
    passwordHash: await hashPassword(TEST_PASSWORD),
    role,
    langKey: 'id',
    activated: true,
  });
  return { id: user.id, email, password: TEST_PASSWORD, firstName, ...(await signIn(ctx, email)) };
}

beforeAll(async () => {
  ctx = await createTestApp({ now });
  clinicA = await createTestClinic(ctx, 'Klinik Cempaka');
  clinicB = await createTestClinic(ctx, 'Klinik Dahlia');
  doctorA = await addMember(clinicA, 'ROLE_DOCTOR', 'dr. Andi');
  doctorA2 = await addMember(clinicA, 'ROLE_DOCTOR', 'dr. Yusuf');
  beauticianA = await addMember(clinicA, 'ROLE_BEAUTICIAN', 'Bella');
  staffA = await addMember(clinicA, 'ROLE_STAFF', 'Citra');
  doctorB = await addMember(clinicB, 'ROLE_DOCTOR', 'dr. Budi');
  // Clinic A's one SATUSEHAT location (our copy of what the platform stored), and clinic B's.
  await ctx.database.db.insert(satuSehatLocations).values([
    { businessId: clinicA.businessId, resourceId: 'loc-1', name: 'Poli Umum', resource: {} },
    { businessId: clinicB.businessId, resourceId: 'loc-b', name: 'Poli Dahlia', resource: {} },
  ]);
});
afterAll(async () => ctx?.close());

const KTP = '3273015705900001';

async function createPatient(
  clinic: TestClinic,
  overrides: Record<string, unknown> = {},
): Promise<PatientView> {
  const response = await call(ctx, 'POST', '/api2/dashboard/patient', {
    token: clinic.owner.idToken,
    body: patientRequestBody({
      identificationNumber: KTP,
      allergies: [{ name: 'Amoksisilin', isNew: true }],
      ...overrides,
    }),
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json<{ data: PatientView }>().data;
}

function startBody(patient: PatientView, staffId: string, overrides: Record<string, unknown> = {}) {
  return {
    patientId: patient.id,
    staffId,
    identificationNumber: patient.identificationNumber ?? KTP,
    locationId: null,
    bookingId: null,
    ...overrides,
  };
}

async function startVisit(
  patient: PatientView,
  doctor: Member = doctorA,
  token = clinicA.owner.idToken,
): Promise<VisitDetail> {
  const response = await call(ctx, 'POST', '/api2/dashboard/start-visit', {
    token,
    body: startBody(patient, doctor.id),
  });
  if (response.statusCode !== 201) throw new Error(`start failed: ${response.body}`);
  return response.json<{ data: VisitDetail }>().data;
}

function assessmentBody(patient: PatientView, overrides: Record<string, unknown> = {}) {
  return {
    patientId: patient.id,
    anamnesis: 'Nyeri perut kanan bawah sejak 2 hari',
    examination: 'Nyeri tekan McBurney',
    treatment: 'Rujuk ke bedah',
    riwayatPenyakit: 'Maag',
    riwayatPenyakitKeluarga: 'Diabetes (ayah)',
    diagnosisDTOs: [{ fullCode: 'K35.8', shortDescription: 'Apendisitis akut' }],
    allergies: [
      { name: 'Amoksisilin', isNew: false },
      { name: 'Udang', isNew: true },
    ],
    annotationDTOs: [
      {
        type: 'FEMALE_FRONT',
        photoUrl: null,
        annotationDetails: [
          { x: 200, y: 300, dx: 80, dy: 80, title: 'Anotation 1', description: 'Nyeri tekan' },
        ],
      },
    ],
    fileUploads: [`/files/${clinicA.businessId}/assessment/${randomUUID()}.png`],
    ...overrides,
  };
}

const auditOf = (patientId: string) =>
  ctx.repositories.medicalRecordAudit.listForPatient(clinicA.businessId, patientId);

describe('GET /api2/dashboard/doctors', () => {
  it('lists the clinic’s doctors and beauticians by name, no one else', async () => {
    const response = await call(ctx, 'GET', '/api2/dashboard/doctors', {
      token: staffA.idToken,
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: PractitionerView[] }>();
    expect(data).toEqual([
      { id: beauticianA.id, name: 'Bella', role: 'ROLE_BEAUTICIAN' },
      { id: doctorA.id, name: 'dr. Andi', role: 'ROLE_DOCTOR' },
      { id: doctorA2.id, name: 'dr. Yusuf', role: 'ROLE_DOCTOR' },
    ]);
  });

  it('answers 401 without a token', async () => {
    expect((await call(ctx, 'GET', '/api2/dashboard/doctors')).statusCode).toBe(401);
  });
});

describe('POST /api2/dashboard/start-visit', () => {
  it("refuses a location that is not one of the clinic's SATUSEHAT locations", async () => {
    const patient = await createPatient(clinicA, { name: 'Budi Lokasi' });
    for (const locationId of ['loc-b', 'loc-unknown']) {
      const response = await call(ctx, 'POST', '/api2/dashboard/start-visit', {
        token: staffA.idToken,
        body: startBody(patient, doctorA.id, { locationId }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        detail: 'Lokasi yang dipilih bukan lokasi SATUSEHAT klinik ini',
        fieldErrors: [{ field: 'locationId', message: expect.any(String) }],
      });
    }
    const patientView = await call(ctx, 'GET', `/api2/dashboard/patient/${patient.id}`, {
      token: staffA.idToken,
    });
    expect(patientView.json<{ data: PatientView }>().data.activeVisitId ?? null).toBeNull();
  });

  it('starts an ACTIVE visit with the next number of the day and records it', async () => {
    const patient = await createPatient(clinicA, { name: 'Budi Mulai' });
    const response = await call(ctx, 'POST', '/api2/dashboard/start-visit', {
      token: staffA.idToken,
      body: { ...startBody(patient, doctorA.id, { locationId: 'loc-1' }), doctor: { id: 'x' } },
    });
    expect(response.statusCode).toBe(201);
    const visit = response.json<{ data: VisitDetail }>().data;
    expect(visit).toMatchObject({
      status: 'ACTIVE',
      doctorId: doctorA.id,
      doctorName: 'dr. Andi',
      practitionerRole: ['ROLE_DOCTOR'],
      locationId: 'loc-1',
      bookingId: null,
      end: null,
      anamnesis: null,
      diagnosisJson: [],
      annotationJson: [],
      fileUploads: [],
      visitCompleted: false,
      patient: { id: patient.id, name: 'Budi Mulai', activeVisitId: visit.id },
    });
    expect(visit.sequence).toBeGreaterThanOrEqual(1);
    expect(visit.startInString).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    // The clinic's day (+7) of the start.
    const local = new Date(Date.parse(visit.start!) + 7 * 3_600_000).toISOString();
    expect(visit.visitDate).toBe(local.slice(0, 10));
    expect(visit.startInString).toBe(
      `${local.slice(8, 10)}-${local.slice(5, 7)}-${local.slice(0, 4)} ${local.slice(11, 16)}`,
    );

    const audit = await auditOf(patient.id);
    const started = audit.find((row) => row.action === 'VISIT_STARTED');
    expect(started).toMatchObject({
      visitId: visit.id,
      actorId: staffA.id,
      changes: {
        status: { before: null, after: 'ACTIVE' },
        practitionerId: { before: null, after: doctorA.id },
        locationId: { before: null, after: 'loc-1' },
        sequenceNumber: { before: null, after: visit.sequence },
        visitDate: { before: null, after: visit.visitDate },
        startedAt: { before: null, after: visit.start },
      },
    });
    expect(started?.changes).not.toHaveProperty('bookingId');

    // The patient list shows the active visit.
    const list = await call(
      ctx,
      'GET',
      `/api2/dashboard/patients?name.contains=${encodeURIComponent('Budi Mulai')}`,
      { token: clinicA.owner.idToken },
    );
    expect(list.json<{ data: PatientView[] }>().data[0]?.activeVisitId).toBe(visit.id);
  });

  it('numbers a clinic’s visits 1, 2, 3 per local day, and from 1 again the next day', async () => {
    const clinic = await createTestClinic(ctx, 'Klinik Urut');
    const doctor = await addMember(clinic, 'ROLE_DOCTOR', 'dr. Urut');
    const patients = await Promise.all([1, 2, 3, 4].map(() => createPatient(clinic)));
    const first = [];
    for (const patient of patients.slice(0, 3)) {
      first.push(await startVisit(patient, doctor, clinic.owner.idToken));
    }
    expect(first.map((visit) => visit.sequence)).toEqual([1, 2, 3]);
    clockOffsetMs = 24 * 3_600_000;
    try {
      const nextDay = await startVisit(patients[3]!, doctor, clinic.owner.idToken);
      expect(nextDay.sequence).toBe(1);
      expect(nextDay.visitDate > first[0]!.visitDate).toBe(true);
    } finally {
      clockOffsetMs = 0;
    }
    // Another clinic counts on its own.
    const other = await startVisit(await createPatient(clinicB), doctorB, clinicB.owner.idToken);
    expect(other.sequence).toBe(1);
  });

  it('numbers each practitioner’s queue from 1 by default, the clinic’s one run when set, and a switch mid-day never repeats a number', async () => {
    const clinic = await createTestClinic(ctx, 'Klinik Antrean');
    const andi = await addMember(clinic, 'ROLE_DOCTOR', 'dr. Andi');
    const sari = await addMember(clinic, 'ROLE_DOCTOR', 'dr. Sari');
    const patients = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createPatient(clinic)));
    const start = async (index: number, doctor: typeof andi) =>
      (await startVisit(patients[index]!, doctor, clinic.owner.idToken)).sequence;
    const numbering = (queueNumbering: string) =>
      call(ctx, 'PUT', '/api2/dashboard/business/queue-numbering', {
        token: clinic.owner.idToken,
        body: { queueNumbering },
      });

    expect([await start(0, andi), await start(1, sari), await start(2, andi)]).toEqual([1, 1, 2]);
    expect((await numbering('CLINIC')).statusCode).toBe(200);
    // The clinic's run goes on past every number the day has given.
    expect([await start(3, sari), await start(4, andi)]).toEqual([3, 4]);
    expect((await numbering('PER_PRACTITIONER')).json()).toEqual({
      queueNumbering: 'PER_PRACTITIONER',
    });
    // Sari's own queue goes on past her numbers (1 and 3), whatever counted them.
    expect(await start(5, sari)).toBe(4);
  });

  it('refuses a second start for a patient with an ACTIVE visit: 409, translated', async () => {
    const patient = await createPatient(clinicA);
    await startVisit(patient);
    const id = await call(ctx, 'POST', '/api2/dashboard/start-visit', {
      token: clinicA.owner.idToken,
      body: startBody(patient, doctorA2.id),
    });
    expect(id.statusCode).toBe(409);
    expect(problemOf(id).detail).toBe(
      'Pasien ini sudah memiliki kunjungan aktif. Akhiri kunjungan tersebut sebelum memulai yang baru',
    );
    const en = await call(ctx, 'POST', '/api2/dashboard/start-visit', {
      token: clinicA.owner.idToken,
      body: startBody(patient, doctorA2.id),
      language: 'en',
    });
    expect(problemOf(en).detail).toBe(
      'This patient already has an active visit. End it before starting a new one',
    );
  });

  it('of 10 simultaneous starts for one patient, exactly one succeeds', async () => {
    const patient = await createPatient(clinicA);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call(ctx, 'POST', '/api2/dashboard/start-visit', {
          token: clinicA.owner.idToken,
          body: startBody(patient, index % 2 === 0 ? doctorA.id : doctorA2.id),
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const active = await ctx.database.db
      .select({ id: visitsTable.id })
      .from(visitsTable)
      .where(and(eq(visitsTable.patientId, patient.id), eq(visitsTable.status, 'ACTIVE')));
    expect(active).toHaveLength(1);
    const audit = await auditOf(patient.id);
    expect(audit.filter((row) => row.action === 'VISIT_STARTED')).toHaveLength(1);
  });

  it('gives 10 simultaneous starts of different patients 10 different numbers', async () => {
    const clinic = await createTestClinic(ctx, 'Klinik Ramai');
    const doctor = await addMember(clinic, 'ROLE_DOCTOR', 'dr. Ramai');
    const patients = await Promise.all(Array.from({ length: 10 }, () => createPatient(clinic)));
    const responses = await Promise.all(
      patients.map((patient) =>
        call(ctx, 'POST', '/api2/dashboard/start-visit', {
          token: clinic.owner.idToken,
          body: startBody(patient, doctor.id),
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    const numbers = responses.map((r) => r.json<{ data: VisitDetail }>().data.sequence);
    expect([...numbers].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('writes a different KTP number on the patient and records that change', async () => {
    const patient = await createPatient(clinicA, {
      identificationType: 'PASSPORT',
      identificationNumber: 'C1234567',
    });
    const response = await call(ctx, 'POST', '/api2/dashboard/start-visit', {
      token: clinicA.owner.idToken,
      body: startBody(patient, doctorA.id, { identificationNumber: '3173010101900009' }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ data: VisitDetail }>().data.patient).toMatchObject({
      identificationType: 'KTP',
      identificationNumber: '3173010101900009',
    });
    const updated = (await auditOf(patient.id)).find((row) => row.action === 'PATIENT_UPDATED');
    expect(updated?.changes).toEqual({
      identificationType: { before: 'PASSPORT', after: 'KTP' },
      identificationNumber: { before: 'C1234567', after: '3173010101900009' },
    });
  });

  it('answers bad input with 400 translated in id and en', async () => {
    const patient = await createPatient(clinicA);
    const body = startBody(patient, '', { identificationNumber: '12345' });
    const id = await call(ctx, 'POST', '/api2/dashboard/start-visit', {
      token: clinicA.owner.idToken,
      body,
    });
    expect(id.statusCode).toBe(400);
    expect(problemOf(id).fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'staffId', message: 'Harap masukkan Dokter' },
        { field: 'identificationNumber', message: 'Harap masukkan Nomor KTP 16 angka' },
      ]),
    );
    const en = await call(ctx, 'POST', '/api2/dashboard/start-visit', {
      token: clinicA.owner.idToken,
      body,
      language: 'en',
    });
    expect(problemOf(en).fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'staffId', message: 'Please enter Doctor' },
        { field: 'identificationNumber', message: 'Please enter KTP number 16 Length' },
      ]),
    );
    const noBody = await call(ctx, 'POST', '/api2/dashboard/start-visit', {
      token: clinicA.owner.idToken,
    });
    expect(noBody.statusCode).toBe(400);
  });

  it('refuses a doctor who is not a practitioner of the clinic: 400 on staffId', async () => {
    const patient = await createPatient(clinicA);
    for (const staffId of [staffA.id, doctorB.id, clinicA.owner.id, 'not-an-id']) {
      const response = await call(ctx, 'POST', '/api2/dashboard/start-visit', {
        token: clinicA.owner.idToken,
        body: startBody(patient, staffId),
        language: 'en',
      });
      expect(response.statusCode, staffId).toBe(400);
      expect(problemOf(response)).toMatchObject({
        detail: 'The chosen doctor is not a doctor or beautician of this clinic',
        fieldErrors: [{ field: 'staffId' }],
      });
    }
    const id = await call(ctx, 'POST', '/api2/dashboard/start-visit', {
      token: clinicA.owner.idToken,
      body: startBody(patient, staffA.id),
    });
    expect(problemOf(id).detail).toBe(
      'Dokter yang dipilih bukan dokter atau beautician di klinik ini',
    );
  });

  it('answers 404 for another clinic’s or an unknown patient, and for a booking alone', async () => {
    const theirs = await createPatient(clinicB);
    for (const patientId of [theirs.id, randomUUID(), 'nope']) {
      const response = await call(ctx, 'POST', '/api2/dashboard/start-visit', {
        token: clinicA.owner.idToken,
        body: startBody(theirs, doctorA.id, { patientId }),
        language: 'en',
      });
      expect(response.statusCode, patientId).toBe(404);
      expect(problemOf(response).detail).toBe('Patient not found');
    }
    const booking = await call(ctx, 'POST', '/api2/dashboard/start-visit', {
      token: clinicA.owner.idToken,
      body: startBody(theirs, doctorA.id, { patientId: null, bookingId: randomUUID() }),
    });
    expect(booking.statusCode).toBe(404);
    expect(problemOf(booking).detail).toBe('Reservasi tidak ditemukan');
    const mine = await createPatient(clinicA);
    const badBooking = await call(ctx, 'POST', '/api2/dashboard/start-visit', {
      token: clinicA.owner.idToken,
      body: startBody(mine, doctorA.id, { bookingId: 'not-a-booking' }),
      language: 'en',
    });
    expect(badBooking.statusCode).toBe(404);
    expect(problemOf(badBooking).detail).toBe('Reservation not found');
    // A booking id in the shape of one must name a reservation of the clinic.
    const unknown = await call(ctx, 'POST', '/api2/dashboard/start-visit', {
      token: clinicA.owner.idToken,
      body: startBody(mine, doctorA.id, { bookingId: randomUUID() }),
    });
    expect(unknown.statusCode).toBe(404);
    expect(problemOf(unknown).detail).toBe('Reservasi tidak ditemukan');
  });

  it('answers 401 without a token', async () => {
    const response = await call(ctx, 'POST', '/api2/dashboard/start-visit', {
      body: { staffId: doctorA.id },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api2/dashboard/start-visit-v2', () => {
  it('answers the patient with the new visit, as the patient list row needs it', async () => {
    const patient = await createPatient(clinicA, { name: 'Dewi Dua' });
    const response = await call(ctx, 'POST', '/api2/dashboard/start-visit-v2', {
      token: clinicA.owner.idToken,
      body: startBody(patient, beauticianA.id),
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json<{ data: PatientWithActiveVisitView }>();
    expect(data).toMatchObject({
      id: patient.id,
      name: 'Dewi Dua',
      activeVisitId: data.visit.id,
      visit: { status: 'ACTIVE', doctorId: beauticianA.id, doctorName: 'Bella', treatment: null },
    });
    const again = await call(ctx, 'POST', '/api2/dashboard/start-visit-v2', {
      token: clinicA.owner.idToken,
      body: startBody(patient, beauticianA.id),
    });
    expect(again.statusCode).toBe(409);
    const bad = await call(ctx, 'POST', '/api2/dashboard/start-visit-v2', {
      token: clinicA.owner.idToken,
      body: startBody(patient, beauticianA.id, { identificationNumber: '' }),
      language: 'en',
    });
    expect(bad.statusCode).toBe(400);
    expect(problemOf(bad).fieldErrors?.[0]).toEqual({
      field: 'identificationNumber',
      message: 'Please enter KTP number',
    });
    const other = await call(ctx, 'POST', '/api2/dashboard/start-visit-v2', {
      token: clinicB.owner.idToken,
      body: startBody(patient, doctorB.id),
    });
    expect(other.statusCode).toBe(404);
    expect(problemOf(other).detail).toBe('Pasien tidak ditemukan');
    expect(
      (await call(ctx, 'POST', '/api2/dashboard/start-visit-v2', { body: {} })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api2/dashboard/visits', () => {
  let clinic: TestClinic;
  let started: VisitDetail[];
  beforeAll(async () => {
    clinic = await createTestClinic(ctx, 'Klinik Antre');
    const zeta = await addMember(clinic, 'ROLE_DOCTOR', 'Zaenal');
    const alpha = await addMember(clinic, 'ROLE_DOCTOR', 'Agus');
    const people = [
      { name: 'Citra Lestari', phoneNumber: '081111111111', dob: '01-02-1980' },
      { name: 'ani wijaya', phoneNumber: '082222222222', dob: '03-04-1991' },
      { name: 'Bambang Ani', phoneNumber: '083333333333', dob: '05-06-2000' },
    ];
    started = [];
    for (const [index, person] of people.entries()) {
      const patient = await createPatient(clinic, person);
      started.push(await startVisit(patient, index === 1 ? alpha : zeta, clinic.owner.idToken));
    }
    // A patient whose visit ended is not in the queue.
    const gone = await createPatient(clinic, { name: 'Ani Pulang' });
    await startVisit(gone, zeta, clinic.owner.idToken);
    const ended = await call(ctx, 'POST', `/api2/dashboard/end-visit/${gone.id}`, {
      token: clinic.owner.idToken,
      body: {},
    });
    expect(ended.statusCode).toBe(200);
  });

  const list = (query: string, token = clinic.owner.idToken, language?: 'en') =>
    call(ctx, 'GET', `/api2/dashboard/visits${query ? `?${query}` : ''}`, {
      token,
      ...(language ? { language } : {}),
    });
  const names = (response: { json<T>(): T }) =>
    response.json<{ data: VisitListItem[] }>().data.map((item) => item.patient.name);

  it('lists the ACTIVE visits in start order with the total in x-total-count', async () => {
    const response = await list('');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    expect(names(response)).toEqual(['Citra Lestari', 'ani wijaya', 'Bambang Ani']);
    const [first] = response.json<{ data: VisitListItem[] }>().data;
    expect(first).toMatchObject({
      id: started[0]!.id,
      status: 'ACTIVE',
      sequence: 1,
      doctorName: 'Zaenal',
      treatment: null,
      visitCompleted: false,
      patient: { name: 'Citra Lestari', activeVisitId: started[0]!.id, dob: '01-02-1980' },
    });
  });

  it('filters by name and phone (case-insensitive, anywhere) and date of birth', async () => {
    expect(names(await list('name.equals=ANI'))).toEqual(['ani wijaya', 'Bambang Ani']);
    expect(names(await list('name.contains=lestari'))).toEqual(['Citra Lestari']);
    expect(names(await list('phoneNumber.equals=2222'))).toEqual(['ani wijaya']);
    expect(names(await list('dob.equals=2000-06-05'))).toEqual(['Bambang Ani']);
    expect(names(await list('dob.equals=01-02-1980'))).toEqual(['Citra Lestari']);
    const none = await list('name.equals=%25');
    expect(names(none)).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('pages and sorts by name, sequence and doctor; an unknown key gives the queue order', async () => {
    const page = await list('page=1&size=2');
    expect(names(page)).toEqual(['Bambang Ani']);
    expect(page.headers['x-total-count']).toBe('3');
    // Past the last page no row carries the count: it is still the whole list's.
    const past = await list('page=5&size=2');
    expect(names(past)).toEqual([]);
    expect(past.headers['x-total-count']).toBe('3');
    expect(names(await list('sort=name,asc'))).toEqual([
      'ani wijaya',
      'Bambang Ani',
      'Citra Lestari',
    ]);
    expect(names(await list('sort=name,desc'))).toEqual([
      'Citra Lestari',
      'Bambang Ani',
      'ani wijaya',
    ]);
    // Each practitioner's queue has its own numbers (Zeta's 1 and 2, Alpha's 1): ties by start.
    expect(names(await list('sort=sequence,desc'))).toEqual([
      'Bambang Ani',
      'Citra Lestari',
      'ani wijaya',
    ]);
    expect(names(await list('sort=doctorName,asc'))[0]).toBe('ani wijaya');
    expect(names(await list('sort=start,desc'))[0]).toBe('Bambang Ani');
    expect(names(await list('sort=password,asc'))).toEqual([
      'Citra Lestari',
      'ani wijaya',
      'Bambang Ani',
    ]);
  });

  it('answers bad input with 400 translated, 401 without a token', async () => {
    const id = await list('dob.equals=31-02-1990');
    expect(id.statusCode).toBe(400);
    expect(problemOf(id).detail).toMatch(/Tanggal lahir/i);
    const en = await list('size=0', clinic.owner.idToken, 'en');
    expect(en.statusCode).toBe(400);
    expect(problemOf(en).fieldErrors?.[0]?.field).toBe('size');
    expect(problemOf(en).detail).toMatch(/^Please enter Valid/);
    expect((await call(ctx, 'GET', '/api2/dashboard/visits')).statusCode).toBe(401);
  });

  it('shows no other clinic’s visits', async () => {
    const response = await list('', clinicB.owner.idToken);
    const ids = response.json<{ data: VisitListItem[] }>().data.map((item) => item.id);
    for (const visit of started) expect(ids).not.toContain(visit.id);
  });
});

describe('GET /api2/dashboard/visits/{id}', () => {
  it('answers one visit of the clinic to any role; another clinic gets 404', async () => {
    const patient = await createPatient(clinicA);
    const visit = await startVisit(patient);
    for (const token of [staffA.idToken, beauticianA.idToken, doctorA.idToken]) {
      const response = await call(ctx, 'GET', `/api2/dashboard/visits/${visit.id}`, { token });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: VisitDetail }>().data).toMatchObject({
        id: visit.id,
        status: 'ACTIVE',
        patient: { id: patient.id },
      });
    }
    for (const id of [visit.id, randomUUID(), 'x']) {
      const other = await call(ctx, 'GET', `/api2/dashboard/visits/${id}`, {
        token: clinicB.owner.idToken,
        language: 'en',
      });
      expect(other.statusCode).toBe(404);
      expect(problemOf(other).detail).toBe('Visit not found');
    }
    const anonymous = await call(ctx, 'GET', `/api2/dashboard/visits/${visit.id}`);
    expect(anonymous.statusCode).toBe(401);
    const details = [];
    for (const language of ['id', 'en'] as const) {
      const tooLong = await call(ctx, 'GET', `/api2/dashboard/visits/${'x'.repeat(65)}`, {
        token: clinicA.owner.idToken,
        language,
      });
      expect(tooLong.statusCode).toBe(400);
      expect(problemOf(tooLong).fieldErrors?.[0]?.field).toBe('id');
      details.push(problemOf(tooLong).detail);
    }
    expect(details[0]).toMatch(/tidak valid/);
    expect(details[1]).toMatch(/^Invalid value/);
  });
});

describe('the medical record, by role (spec 1 §2.12, §2.15, §6)', () => {
  it('goes to doctors only: the owner, a beautician and staff get treatment, and the history’s diagnosis pills', async () => {
    const patient = await createPatient(clinicA);
    const visit = await startVisit(patient);
    const saved = await call(ctx, 'POST', '/api2/dashboard/save-visit', {
      token: doctorA.idToken,
      body: assessmentBody(patient),
    });
    expect(saved.statusCode).toBe(200);
    const ended = await call(ctx, 'POST', `/api2/dashboard/end-visit/${patient.id}`, {
      token: doctorA.idToken,
      body: {
        note: 'Kontrol 1 minggu',
        fileUrl: `/files/${clinicA.businessId}/end-visit/${randomUUID()}.pdf`,
      },
    });
    expect(ended.statusCode).toBe(200);
    const diagnosis = [{ fullCode: 'K35.8', shortDescription: 'Apendisitis akut' }];

    const detailFor = async (token: string) => {
      const response = await call(ctx, 'GET', `/api2/dashboard/visits/${visit.id}`, { token });
      expect(response.statusCode).toBe(200);
      return response.json<{ data: VisitDetail }>().data;
    };
    const historyFor = async (token: string) => {
      const response = await call(ctx, 'GET', `/api2/dashboard/visits-history/${patient.id}`, {
        token,
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ data: VisitHistoryItem[] }>().data[0]!;
    };

    expect(await detailFor(doctorA2.idToken)).toMatchObject({
      anamnesis: 'Nyeri perut kanan bawah sejak 2 hari',
      examination: 'Nyeri tekan McBurney',
      riwayatPenyakit: 'Maag',
      diagnosisJson: diagnosis,
      annotationJson: [{ type: 'FEMALE_FRONT' }],
      fileUploads: [expect.stringContaining('/assessment/')],
      endNote: 'Kontrol 1 minggu',
      endFileUrl: expect.stringContaining('/end-visit/'),
    });
    expect(await historyFor(doctorA.idToken)).toMatchObject({
      anamnesis: 'Nyeri perut kanan bawah sejak 2 hari',
      examination: 'Nyeri tekan McBurney',
      diagnosisJson: diagnosis,
      fileUploads: [expect.stringContaining('/assessment/')],
    });

    for (const token of [clinicA.owner.idToken, beauticianA.idToken, staffA.idToken]) {
      expect(await detailFor(token)).toMatchObject({
        treatment: 'Rujuk ke bedah',
        anamnesis: null,
        examination: null,
        riwayatPenyakit: null,
        riwayatPenyakitKeluarga: null,
        diagnosisJson: [],
        annotationJson: [],
        fileUploads: [],
        endNote: null,
        endFileUrl: null,
      });
      expect(await historyFor(token)).toMatchObject({
        treatment: 'Rujuk ke bedah',
        anamnesis: null,
        examination: null,
        fileUploads: [],
        diagnosisJson: diagnosis,
      });
    }
  });
});

describe('POST /api2/dashboard/save-visit', () => {
  it('saves a doctor’s assessment, the allergies on the patient, and records what changed', async () => {
    const patient = await createPatient(clinicA, { name: 'Eka Periksa' });
    const visit = await startVisit(patient);
    const body = assessmentBody(patient);
    const response = await call(ctx, 'POST', '/api2/dashboard/save-visit', {
      token: doctorA.idToken,
      body,
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json<{ data: VisitDetail }>().data;
    expect(saved).toMatchObject({
      id: visit.id,
      status: 'ACTIVE',
      anamnesis: body.anamnesis,
      examination: body.examination,
      treatment: body.treatment,
      riwayatPenyakit: 'Maag',
      riwayatPenyakitKeluarga: 'Diabetes (ayah)',
      diagnosisJson: [{ fullCode: 'K35.8', shortDescription: 'Apendisitis akut' }],
      annotationJson: body.annotationDTOs,
      visitCompleted: true,
      patient: {
        allergies: [
          { name: 'Amoksisilin', isNew: false },
          { name: 'Udang', isNew: false },
        ],
      },
    });
    expect(saved.fileUploads).toHaveLength(1);
    // A private file, answered with a read signature.
    expect(new URL(saved.fileUploads[0]!).pathname).toBe(body.fileUploads[0]);
    expect(new URL(saved.fileUploads[0]!).searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);
    const [stored] = await ctx.database.db
      .select({ fileUploads: visitsTable.fileUploads })
      .from(visitsTable)
      .where(eq(visitsTable.id, visit.id));
    expect(stored?.fileUploads).toEqual(body.fileUploads);

    const first = (await auditOf(patient.id)).filter((row) => row.action === 'ASSESSMENT_SAVED');
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ visitId: visit.id, actorId: doctorA.id });
    expect(first[0]!.changes).toEqual({
      anamnesis: { before: null, after: body.anamnesis },
      examination: { before: null, after: body.examination },
      treatment: { before: null, after: body.treatment },
      riwayatPenyakit: { before: null, after: 'Maag' },
      riwayatPenyakitKeluarga: { before: null, after: 'Diabetes (ayah)' },
      diagnoses: { before: [], after: body.diagnosisDTOs },
      annotations: { before: [], after: body.annotationDTOs },
      fileUploads: { before: [], after: body.fileUploads },
      allergies: { before: ['Amoksisilin'], after: ['Amoksisilin', 'Udang'] },
    });

    // Saving again with one change records that change only; saving unchanged records nothing.
    const again = await call(ctx, 'POST', '/api2/dashboard/save-visit', {
      token: doctorA.idToken,
      body: { ...body, treatment: 'Antibiotik dan rujuk' },
    });
    expect(again.statusCode).toBe(200);
    await call(ctx, 'POST', '/api2/dashboard/save-visit', {
      token: doctorA.idToken,
      body: { ...body, treatment: 'Antibiotik dan rujuk' },
    });
    const saves = (await auditOf(patient.id)).filter((row) => row.action === 'ASSESSMENT_SAVED');
    expect(saves).toHaveLength(2);
    expect(saves[1]!.changes).toEqual({
      treatment: { before: body.treatment, after: 'Antibiotik dan rujuk' },
    });
  });

  it('lets a beautician or the owner write treatment only; a medical field is 403', async () => {
    const patient = await createPatient(clinicA);
    await startVisit(patient, beauticianA);
    const treatmentOnly = {
      patientId: patient.id,
      treatment: 'Facial',
      anamnesis: '',
      examination: null,
      allergies: [],
      diagnosisDTOs: [],
    };
    for (const token of [beauticianA.idToken, clinicA.owner.idToken]) {
      const ok = await call(ctx, 'POST', '/api2/dashboard/save-visit', {
        token,
        body: treatmentOnly,
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json<{ data: VisitDetail }>().data).toMatchObject({
        treatment: 'Facial',
        anamnesis: null,
        // A beautician's visit is complete with its treatment.
        visitCompleted: true,
        patient: { allergies: [{ name: 'Amoksisilin', isNew: false }] },
      });
    }
    for (const extra of [
      { anamnesis: 'Kulit kering' },
      { allergies: [{ name: 'Udang', isNew: true }] },
      { fileUploads: ['https://example.com/a.png'] },
    ]) {
      const refused = await call(ctx, 'POST', '/api2/dashboard/save-visit', {
        token: beauticianA.idToken,
        body: { ...treatmentOnly, ...extra },
        language: 'en',
      });
      expect(refused.statusCode).toBe(403);
      expect(problemOf(refused).detail).toBe(
        "Only a doctor can fill in the assessment's medical details (other than treatment)",
      );
    }
  });

  it('refuses staff with 403 whatever they send', async () => {
    const patient = await createPatient(clinicA);
    await startVisit(patient);
    for (const body of [assessmentBody(patient), {}]) {
      const response = await call(ctx, 'POST', '/api2/dashboard/save-visit', {
        token: staffA.idToken,
        body,
      });
      expect(response.statusCode).toBe(403);
      expect(problemOf(response).detail).toBe(
        'Staf hanya dapat melihat pemeriksaan, tidak dapat menyimpannya',
      );
    }
  });

  it('answers a doctor’s incomplete assessment with 400, field by field, in id and en', async () => {
    const patient = await createPatient(clinicA);
    await startVisit(patient);
    const body = assessmentBody(patient, { anamnesis: ' ', examination: undefined, treatment: '' });
    const id = await call(ctx, 'POST', '/api2/dashboard/save-visit', {
      token: doctorA.idToken,
      body,
    });
    expect(id.statusCode).toBe(400);
    expect(problemOf(id).fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'anamnesis', message: 'Harap masukkan Anamnesis' },
        { field: 'examination', message: 'Harap masukkan Pemeriksaan' },
        { field: 'treatment', message: 'Harap masukkan Tindakan' },
      ]),
    );
    const en = await call(ctx, 'POST', '/api2/dashboard/save-visit', {
      token: doctorA.idToken,
      body: assessmentBody(patient, {
        diagnosisDTOs: [
          { fullCode: 'K35.8', shortDescription: 'a' },
          { fullCode: 'k358', shortDescription: 'b' },
        ],
        fileUploads: ['ftp://x/y'],
      }),
      language: 'en',
    });
    expect(en.statusCode).toBe(400);
    expect(problemOf(en).fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'diagnosisDTOs.1.fullCode', message: 'Diagnosis k358 is already chosen' },
        { field: 'fileUploads.0', message: 'Please enter Valid File' },
      ]),
    );
    // A non-doctor's body is checked by the lenient schema: treatment is still required.
    const beautician = await call(ctx, 'POST', '/api2/dashboard/save-visit', {
      token: beauticianA.idToken,
      body: { patientId: patient.id },
      language: 'en',
    });
    expect(beautician.statusCode).toBe(400);
    expect(problemOf(beautician).fieldErrors).toEqual([
      { field: 'treatment', message: 'Please enter Treatment' },
    ]);
  });

  it('answers 404 without an ACTIVE visit or for another clinic’s patient, 401 without token', async () => {
    const patient = await createPatient(clinicA);
    const none = await call(ctx, 'POST', '/api2/dashboard/save-visit', {
      token: doctorA.idToken,
      body: assessmentBody(patient),
      language: 'en',
    });
    expect(none.statusCode).toBe(404);
    expect(problemOf(none).detail).toBe('The patient has no active visit');
    const theirs = await createPatient(clinicB);
    await startVisit(theirs, doctorB, clinicB.owner.idToken);
    const other = await call(ctx, 'POST', '/api2/dashboard/save-visit', {
      token: doctorA.idToken,
      body: assessmentBody(theirs),
    });
    expect(other.statusCode).toBe(404);
    const anonymous = await call(ctx, 'POST', '/api2/dashboard/save-visit', {
      body: assessmentBody(patient),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('files a visit keeps', () => {
  it('are only this clinic’s uploads: another site or another clinic’s file is a 400', async () => {
    const patient = await createPatient(clinicA);
    await startVisit(patient);
    const foreign = [
      'https://elsewhere.example/x.png',
      `${ctx.config.publicUrl}/files/${clinicB.businessId}/assessment/${randomUUID()}.png`,
      `/files/${clinicB.businessId}/assessment/${randomUUID()}.png`,
      // Decoded, these dot segments lead into the other clinic's folder.
      `/files/${clinicA.businessId}/%2e%2e/${clinicB.businessId}/assessment/${randomUUID()}.png`,
      `${ctx.config.publicUrl}/files/${clinicA.businessId}/%2E%2E/${clinicB.businessId}/assessment/${randomUUID()}.png`,
    ];
    for (const file of foreign) {
      const own = `/files/${clinicA.businessId}/assessment/${randomUUID()}.png`;
      const saved = await call(ctx, 'POST', '/api2/dashboard/save-visit', {
        token: doctorA.idToken,
        body: assessmentBody(patient, { fileUploads: [own, file] }),
        language: 'en',
      });
      expect(saved.statusCode, file).toBe(400);
      expect(problemOf(saved).fieldErrors, file).toEqual([
        { field: 'fileUploads.1', message: 'The file must be uploaded to this clinic first' },
      ]);
      const ended = await call(ctx, 'POST', `/api2/dashboard/end-visit/${patient.id}`, {
        token: staffA.idToken,
        body: { note: 'Selesai', fileUrl: file },
      });
      expect(ended.statusCode, file).toBe(400);
      expect(problemOf(ended).fieldErrors?.[0]?.field).toBe('fileUrl');
    }
    // Nothing was kept: the visit is still ACTIVE, without the refused files.
    const active = await call(ctx, 'GET', `/api2/dashboard/patient/active-visit/${patient.id}`, {
      token: staffA.idToken,
    });
    expect(active.statusCode).toBe(200);
    const history = await call(ctx, 'GET', `/api2/dashboard/visits-history/${patient.id}`, {
      token: doctorA.idToken,
    });
    const visits = history.json<{ data: Array<{ fileUploads: string[] }> }>().data;
    expect(visits.flatMap((visit) => visit.fileUploads)).toEqual([]);
  });
});

describe('POST /api2/dashboard/end-visit/{patientId}', () => {
  it('ends the ACTIVE visit waiting for payment, keeps note and file, records it', async () => {
    const patient = await createPatient(clinicA);
    const visit = await startVisit(patient);
    const fileUrl = `/files/${clinicA.businessId}/assessment/${randomUUID()}.pdf`;
    const response = await call(ctx, 'POST', `/api2/dashboard/end-visit/${patient.id}`, {
      token: staffA.idToken,
      body: { note: ' Kontrol 1 minggu lagi ', fileUrl, status: 'DONE' },
    });
    expect(response.statusCode).toBe(200);
    const ended = response.json<{ data: VisitDetail }>().data;
    // Staff end the visit but read no medical record: the note and file are a doctor's to read.
    expect(ended).toMatchObject({
      id: visit.id,
      status: 'WAITING_PAYMENT',
      endNote: null,
      endFileUrl: null,
      patient: { activeVisitId: null },
    });
    expect(ended.end).not.toBeNull();
    const read = await call(ctx, 'GET', `/api2/dashboard/visits/${visit.id}`, {
      token: doctorA.idToken,
    });
    const byDoctor = read.json<{ data: VisitDetail }>().data;
    expect(byDoctor.endNote).toBe('Kontrol 1 minggu lagi');
    expect(byDoctor.endFileUrl).toContain(fileUrl);
    const audit = (await auditOf(patient.id)).find((row) => row.action === 'VISIT_ENDED');
    expect(audit).toMatchObject({ visitId: visit.id, actorId: staffA.id });
    expect(audit?.changes).toEqual({
      status: { before: 'ACTIVE', after: 'WAITING_PAYMENT' },
      endedAt: { before: null, after: ended.end },
      endNote: { before: null, after: 'Kontrol 1 minggu lagi' },
      endFileUrl: { before: null, after: fileUrl },
    });

    const again = await call(ctx, 'POST', `/api2/dashboard/end-visit/${patient.id}`, {
      token: staffA.idToken,
      body: {},
    });
    expect(again.statusCode).toBe(404);
    expect(problemOf(again).detail).toBe('Pasien tidak memiliki kunjungan aktif');
    // The patient may start a new visit now.
    await startVisit(patient);
  });

  it('ends with an empty body; bad input is 400 translated; other clinics 404; 401', async () => {
    const patient = await createPatient(clinicA);
    await startVisit(patient);
    const tooLong = await call(ctx, 'POST', `/api2/dashboard/end-visit/${patient.id}`, {
      token: clinicA.owner.idToken,
      body: { note: 'x'.repeat(1001), fileUrl: 'javascript:alert(1)' },
      language: 'en',
    });
    expect(tooLong.statusCode).toBe(400);
    expect(
      problemOf(tooLong)
        .fieldErrors?.map((error) => error.field)
        .sort(),
    ).toEqual(['fileUrl', 'note']);
    const inIndonesian = await call(ctx, 'POST', `/api2/dashboard/end-visit/${patient.id}`, {
      token: clinicA.owner.idToken,
      body: { fileUrl: '/etc/passwd' },
    });
    expect(problemOf(inIndonesian).fieldErrors).toEqual([
      { field: 'fileUrl', message: 'Harap masukkan Berkas yang valid' },
    ]);
    const other = await call(ctx, 'POST', `/api2/dashboard/end-visit/${patient.id}`, {
      token: clinicB.owner.idToken,
      body: {},
    });
    expect(other.statusCode).toBe(404);
    const anonymous = await call(ctx, 'POST', `/api2/dashboard/end-visit/${patient.id}`, {
      body: {},
    });
    expect(anonymous.statusCode).toBe(401);
    const empty = await call(ctx, 'POST', `/api2/dashboard/end-visit/${patient.id}`, {
      token: clinicA.owner.idToken,
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.json<{ data: VisitDetail }>().data).toMatchObject({
      endNote: null,
      endFileUrl: null,
    });
  });
});

describe('GET /api2/dashboard/visits-history/{patientId}', () => {
  it('lists the patient’s visits newest first, paged, with the total', async () => {
    const patient = await createPatient(clinicA, { name: 'Fajar Riwayat' });
    const ids: string[] = [];
    for (const treatment of ['Pertama', 'Kedua', 'Ketiga']) {
      const visit = await startVisit(patient);
      ids.push(visit.id);
      await call(ctx, 'POST', '/api2/dashboard/save-visit', {
        token: doctorA.idToken,
        body: assessmentBody(patient, { treatment }),
      });
      if (treatment !== 'Ketiga') {
        await call(ctx, 'POST', `/api2/dashboard/end-visit/${patient.id}`, {
          token: doctorA.idToken,
          body: {},
        });
      }
    }
    const response = await call(ctx, 'GET', `/api2/dashboard/visits-history/${patient.id}`, {
      token: doctorA.idToken,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    const { data } = response.json<{ data: VisitHistoryItem[] }>();
    expect(data.map((item) => item.id)).toEqual([...ids].reverse());
    expect(data.map((item) => item.status)).toEqual([
      'ACTIVE',
      'WAITING_PAYMENT',
      'WAITING_PAYMENT',
    ]);
    expect(data[0]).toMatchObject({
      treatment: 'Ketiga',
      practitionerId: doctorA.id,
      practitionerName: 'dr. Andi',
      anamnesis: 'Nyeri perut kanan bawah sejak 2 hari',
      diagnosisJson: [{ fullCode: 'K35.8', shortDescription: 'Apendisitis akut' }],
      patient: { id: patient.id, name: 'Fajar Riwayat' },
    });
    expect(data[0]!.startInString).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    expect(data[0]!.fileUploads).toHaveLength(1);

    const page = await call(
      ctx,
      'GET',
      `/api2/dashboard/visits-history/${patient.id}?page=1&size=2`,
      { token: staffA.idToken },
    );
    expect(page.json<{ data: VisitHistoryItem[] }>().data.map((item) => item.id)).toEqual([ids[0]]);
    expect(page.headers['x-total-count']).toBe('3');
  });

  it('answers 404 for another clinic’s patient, 400 for a bad page, 401 without token', async () => {
    const patient = await createPatient(clinicA);
    const other = await call(ctx, 'GET', `/api2/dashboard/visits-history/${patient.id}`, {
      token: clinicB.owner.idToken,
      language: 'en',
    });
    expect(other.statusCode).toBe(404);
    expect(problemOf(other).detail).toBe('Patient not found');
    const bad = await call(ctx, 'GET', `/api2/dashboard/visits-history/${patient.id}?page=-1`, {
      token: clinicA.owner.idToken,
    });
    expect(bad.statusCode).toBe(400);
    expect(problemOf(bad)).toMatchObject({
      detail: 'Harap masukkan Halaman yang valid',
      fieldErrors: [{ field: 'page' }],
    });
    const badEn = await call(ctx, 'GET', `/api2/dashboard/visits-history/${patient.id}?size=abc`, {
      token: clinicA.owner.idToken,
      language: 'en',
    });
    expect(badEn.statusCode).toBe(400);
    expect(problemOf(badEn)).toMatchObject({
      detail: 'Please enter Valid Page size',
      fieldErrors: [{ field: 'size' }],
    });
    const empty = await call(ctx, 'GET', `/api2/dashboard/visits-history/${patient.id}`, {
      token: clinicA.owner.idToken,
    });
    expect(empty.json<{ data: unknown[] }>().data).toEqual([]);
    expect(empty.headers['x-total-count']).toBe('0');
    const anonymous = await call(ctx, 'GET', `/api2/dashboard/visits-history/${patient.id}`);
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the database guards', () => {
  const ownerOf = (clinic: TestClinic): Tenant => ({
    userId: clinic.owner.id,
    businessId: clinic.businessId,
    role: 'ROLE_OWNER',
  });

  it('refuses a second ACTIVE visit for a patient even when the quick check is passed', async () => {
    const clinic = await createTestClinic(ctx, 'Klinik Penjaga');
    const doctor = await addMember(clinic, 'ROLE_DOCTOR', 'dr. Jaga');
    const patient = await createPatient(clinic);
    const first = await startVisit(patient, doctor, clinic.owner.idToken);
    expect(first.sequence).toBe(1);
    // A service whose patient read misses the ACTIVE visit (as a start racing another would).
    const blind: Repositories = {
      ...ctx.repositories,
      transaction: (work) =>
        ctx.repositories.transaction((tx) =>
          work({
            ...tx,
            patients: {
              ...tx.patients,
              findPatient: async (businessId, id) => {
                const found = await tx.patients.findPatient(businessId, id);
                return found && { ...found, activeVisitId: null };
              },
            },
          }),
        ),
    };
    const service = createVisitService(blind, { now });
    const payload = {
      staffId: doctor.id,
      identificationNumber: KTP,
      patientId: patient.id,
      locationId: null,
      bookingId: null,
      patient: null,
      endPreviousVisit: false,
    };
    const refused = service.start(ownerOf(clinic), payload);
    await expect(refused).rejects.toBeInstanceOf(ConflictError);
    await expect(refused).rejects.toMatchObject({ messageKey: 'errors.visitAlreadyActive' });
    // The refused start gave its number back: the next visit of the day is 2.
    const next = await startVisit(await createPatient(clinic), doctor, clinic.owner.idToken);
    expect(next.sequence).toBe(2);
    expect(
      await ctx.repositories.visits.insertActiveVisit(
        clinic.businessId,
        {
          patientId: patient.id,
          practitionerId: doctor.id,
          locationId: null,
          bookingId: null,
          visitDate: '2000-01-01',
          sequenceNumber: 1,
          startedAt: new Date(),
        },
        clinic.owner.id,
      ),
    ).toBe('already-active');
  });

  it('stores this server’s file URLs as /files paths and answers them on PUBLIC_URL', async () => {
    const publicUrl = ctx.config.publicUrl;
    const service = createVisitService(ctx.repositories, {
      now,
      fileUrls: createFileUrls(publicUrl),
    });
    const patient = await createPatient(clinicA);
    const visit = await startVisit(patient);
    const own = `/files/${clinicA.businessId}/assessment/${randomUUID()}.png`;
    const doctor: Tenant = {
      userId: doctorA.id,
      businessId: clinicA.businessId,
      role: 'ROLE_DOCTOR',
    };
    const saved = await service.saveAssessment(doctor, {
      patientId: patient.id,
      anamnesis: 'Demam',
      examination: 'Suhu 38,5',
      treatment: 'Parasetamol',
      riwayatPenyakit: null,
      riwayatPenyakitKeluarga: null,
      diagnosisDTOs: [],
      allergies: [],
      annotationDTOs: [],
      fileUploads: [`${publicUrl}${own}`, own],
    });
    expect(saved.fileUploads).toEqual([`${publicUrl}${own}`, `${publicUrl}${own}`]);
    const [stored] = await ctx.database.db
      .select({ fileUploads: visitsTable.fileUploads })
      .from(visitsTable)
      .where(eq(visitsTable.id, visit.id));
    expect(stored?.fileUploads).toEqual([own, own]);
    const ended = await service.end(doctor, patient.id, {
      note: null,
      fileUrl: `${publicUrl}${own}`,
    });
    expect(ended.endFileUrl).toBe(`${publicUrl}${own}`);
    const history = await service.history(doctor, patient.id, { page: 0, size: 10 });
    expect(history.data[0]?.fileUploads[0]).toBe(`${publicUrl}${own}`);
  });
});

describe('visits written as they are (the demo seed)', () => {
  it('move the day’s queue counter past their numbers', async () => {
    const clinic = await createTestClinic(ctx, 'Klinik Benih');
    const doctor = await addMember(clinic, 'ROLE_DOCTOR', 'dr. Benih');
    const [past, today, later] = await Promise.all([1, 2, 3].map(() => createPatient(clinic)));
    const visitDate = new Date(now().getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
    const startedAt = new Date(now().getTime() - 3_600_000);
    const ids = await ctx.repositories.visits.insertVisits(
      clinic.businessId,
      [
        {
          patientId: past!.id,
          practitionerId: doctor.id,
          status: 'DONE',
          visitDate,
          sequenceNumber: 5,
          startedAt,
          endedAt: startedAt,
          treatment: 'Selesai',
        },
        {
          patientId: today!.id,
          practitionerId: doctor.id,
          status: 'ACTIVE',
          visitDate,
          sequenceNumber: 2,
          startedAt,
        },
      ],
      null,
    );
    expect(ids).toHaveLength(2);
    expect(await ctx.repositories.visits.insertVisits(clinic.businessId, [], null)).toEqual([]);
    const next = await startVisit(later!, doctor, clinic.owner.idToken);
    expect(next.sequence).toBe(6);
    const history = await call(ctx, 'GET', `/api2/dashboard/visits-history/${past!.id}`, {
      token: clinic.owner.idToken,
    });
    expect(history.json<{ data: VisitHistoryItem[] }>().data[0]).toMatchObject({
      status: 'DONE',
      treatment: 'Selesai',
    });
  });
});

describe('ending a colleague’s visit', () => {
  async function activeVisitIdOf(patient: PatientView): Promise<string | null> {
    const response = await call(ctx, 'GET', `/api2/dashboard/patient/active-visit/${patient.id}`, {
      token: clinicA.owner.idToken,
    });
    // No visit going on is a 404 (errors.noActiveVisit).
    if (response.statusCode === 404) return null;
    return response.json<{ data: PatientWithActiveVisitView }>().data.activeVisitId;
  }

  it('a practitioner ends only their own visits through end-visit; owner and staff end any', async () => {
    const patient = await createPatient(clinicA, { identificationNumber: null });
    const yusufs = await startVisit(patient, doctorA2);
    const refusal = {
      status: 403,
      detail: 'Only the practitioner of this visit, the owner or staff can end it',
    };

    const ended = await call(ctx, 'POST', `/api2/dashboard/end-visit/${patient.id}`, {
      token: doctorA.idToken,
      language: 'en',
    });
    expect(ended.statusCode).toBe(403);
    expect(problemOf(ended)).toMatchObject(refusal);

    expect(await activeVisitIdOf(patient)).toBe(yusufs.id);

    const ownEnd = await call(ctx, 'POST', `/api2/dashboard/end-visit/${patient.id}`, {
      token: doctorA2.idToken,
    });
    expect(ownEnd.statusCode).toBe(200);

    await startVisit(patient, doctorA2);
    const byStaff = await call(ctx, 'POST', `/api2/dashboard/end-visit/${patient.id}`, {
      token: staffA.idToken,
    });
    expect(byStaff.statusCode).toBe(200);
    expect(await activeVisitIdOf(patient)).toBeNull();
  });
});
