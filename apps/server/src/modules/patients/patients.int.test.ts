import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { patients, visits } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  addClinicMember,
  call,
  createTestClinic,
  patientRequestBody,
  problemOf,
  type TestClinic,
} from '../../test/fixtures';
import type { PatientView, PatientWithActiveVisitView } from './patient-view.schema';

let ctx: TestApp;
let clinicA: TestClinic;
let clinicB: TestClinic;
beforeAll(async () => {
  ctx = await createTestApp();
  clinicA = await createTestClinic(ctx, 'Klinik Cempaka');
  clinicB = await createTestClinic(ctx, 'Klinik Dahlia');
});
afterAll(async () => ctx?.close());

let mrnCounter = 0;
/** A medical record number no other test uses. */
const nextMrn = () => `RM-${randomUUID().slice(0, 6)}-${++mrnCounter}`;

/** The fixtures' valid patient with the optional fields filled too (remark, e-mail, allergies). */
function patientBody(overrides: Record<string, unknown> = {}) {
  return patientRequestBody({
    remark: 'Pasien rujukan',
    medicalRecordNumber: nextMrn(),
    email: 'Siti.Rahayu@example.id',
    allergies: [
      { name: 'Amoksisilin', isNew: true },
      { name: 'Seafood', isNew: false },
    ],
    ...overrides,
  });
}

async function createPatient(
  clinic: TestClinic,
  overrides: Record<string, unknown> = {},
): Promise<PatientView> {
  const response = await call(ctx, 'POST', '/api2/dashboard/patient', {
    token: clinic.owner.idToken,
    body: patientBody(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json<{ data: PatientView }>().data;
}

async function listPatients(clinic: TestClinic, query: string, language?: 'id' | 'en') {
  return call(ctx, 'GET', `/api2/dashboard/patients${query ? `?${query}` : ''}`, {
    token: clinic.owner.idToken,
    ...(language ? { language } : {}),
  });
}

const namesOf = (response: { json<T>(): T }) =>
  response.json<{ data: PatientView[] }>().data.map((patient) => patient.name);

describe('POST /api2/dashboard/patient', () => {
  it('adds a patient and answers it with dob in DD-MM-YYYY and allergies as a list', async () => {
    const body = patientBody();
    const response = await call(ctx, 'POST', '/api2/dashboard/patient', {
      token: clinicA.owner.idToken,
      body,
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json<{ data: PatientView }>();
    expect(data).toEqual({
      id: expect.any(String),
      name: 'Siti Rahayu',
      phoneNumber: '081234567890',
      dob: '17-05-1990',
      dateOfBirth: '1990-05-17',
      gender: 'FEMALE',
      address: 'Jl. Melati No. 3, Bandung',
      remark: 'Pasien rujukan',
      email: 'siti.rahayu@example.id',
      identificationType: 'KTP',
      identificationNumber: '3273015705900001',
      medicalRecordNumber: body.medicalRecordNumber,
      allergies: [
        { name: 'Amoksisilin', isNew: false },
        { name: 'Seafood', isNew: false },
      ],
      satuSehatPatientId: null,
      activeVisitId: null,
    });
  });

  it('lets every clinic role add patients (the spec limits no role here)', async () => {
    for (const role of ['ROLE_DOCTOR', 'ROLE_BEAUTICIAN', 'ROLE_STAFF'] as const) {
      const member = await addClinicMember(ctx, clinicA, role);
      const response = await call(ctx, 'POST', '/api2/dashboard/patient', {
        token: member.idToken,
        body: patientBody({ name: `Pasien ${role}` }),
      });
      expect(response.statusCode, role).toBe(201);
    }
  });

  it('refuses a medical record number the clinic already has (any case) with 409 naming it', async () => {
    const mrn = nextMrn();
    await createPatient(clinicA, { medicalRecordNumber: mrn });
    const again = await call(ctx, 'POST', '/api2/dashboard/patient', {
      token: clinicA.owner.idToken,
      body: patientBody({ medicalRecordNumber: mrn.toLowerCase(), name: 'Orang Lain' }),
      language: 'en',
    });
    expect(again.statusCode).toBe(409);
    expect(problemOf(again).detail).toBe(
      `Medical record number ${mrn.toLowerCase()} is already used by another patient of this clinic`,
    );
    const inIndonesian = await call(ctx, 'POST', '/api2/dashboard/patient', {
      token: clinicA.owner.idToken,
      body: patientBody({ medicalRecordNumber: mrn }),
    });
    expect(problemOf(inIndonesian).detail).toBe(
      `Nomor rekam medis ${mrn} sudah digunakan oleh pasien lain di klinik ini`,
    );
    // Another clinic may use the same number.
    expect((await createPatient(clinicB, { medicalRecordNumber: mrn })).medicalRecordNumber).toBe(
      mrn,
    );
  });

  it('answers bad input with 400 and a translated detail in id and en', async () => {
    const body = patientBody({ identificationNumber: '12345', name: ' ' });
    const id = await call(ctx, 'POST', '/api2/dashboard/patient', {
      token: clinicA.owner.idToken,
      body,
    });
    expect(id.statusCode).toBe(400);
    expect(problemOf(id).fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Harap masukkan Nama' },
        { field: 'identificationNumber', message: 'Harap masukkan Nomor KTP 16 angka' },
      ]),
    );
    expect(problemOf(id).detail).toMatch(/^Harap masukkan/);
    const en = await call(ctx, 'POST', '/api2/dashboard/patient', {
      token: clinicA.owner.idToken,
      body,
      language: 'en',
    });
    expect(problemOf(en).fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'identificationNumber', message: 'Please enter KTP number 16 Length' },
      ]),
    );
    expect(problemOf(en).detail).toMatch(/^Please enter/);
  });

  it('refuses each missing required field, a bad date of birth and a non-numeric phone', async () => {
    for (const field of [
      'name',
      'phoneNumber',
      'dob',
      'gender',
      'address',
      'identificationType',
      'medicalRecordNumber',
    ]) {
      const response = await call(ctx, 'POST', '/api2/dashboard/patient', {
        token: clinicA.owner.idToken,
        body: patientBody({ [field]: undefined }),
      });
      expect(response.statusCode, field).toBe(400);
      expect(problemOf(response).fieldErrors?.map((error) => error.field)).toContain(field);
    }
    const badDob = await call(ctx, 'POST', '/api2/dashboard/patient', {
      token: clinicA.owner.idToken,
      body: patientBody({ dob: '31-02-1990' }),
      language: 'en',
    });
    expect(badDob.statusCode).toBe(400);
    expect(problemOf(badDob).fieldErrors?.[0]?.field).toBe('dob');
    const badPhone = await call(ctx, 'POST', '/api2/dashboard/patient', {
      token: clinicA.owner.idToken,
      body: patientBody({ phoneNumber: '0812-abc' }),
    });
    expect(badPhone.statusCode).toBe(400);
    // A passport number only has to be given: no 16-digit rule.
    const passport = await createPatient(clinicA, {
      identificationType: 'PASSPORT',
      identificationNumber: 'C1234567',
    });
    expect(passport.identificationType).toBe('PASSPORT');
  });

  it('stores a phone written as autofill writes it in one form, found by the digits typed', async () => {
    const created = await createPatient(clinicA, { phoneNumber: '+62 812-9876-5432' });
    expect(created.phoneNumber).toBe('081298765432');
    const [stored] = await ctx.database.db
      .select({ phoneNumber: patients.phoneNumber })
      .from(patients)
      .where(eq(patients.id, created.id));
    expect(stored?.phoneNumber).toBe('081298765432');
    const found = await listPatients(clinicA, 'phoneNumber.contains=0812987654');
    expect(found.json<{ data: PatientView[] }>().data.map((patient) => patient.id)).toContain(
      created.id,
    );

    const letters = await call(ctx, 'POST', '/api2/dashboard/patient', {
      token: clinicA.owner.idToken,
      body: patientBody({ phoneNumber: '0812abc' }),
      language: 'en',
    });
    expect(letters.statusCode).toBe(400);
    expect(problemOf(letters).detail).toBe(
      'Phone number may contain only digits, spaces, dashes, dots, brackets and a leading +',
    );
    expect(problemOf(letters).fieldErrors?.map((error) => error.field)).toEqual(['phoneNumber']);
  });

  it('gives a number to exactly one of two patients saved with it at the same moment', async () => {
    const mrn = nextMrn();
    const responses = await Promise.all(
      [0, 1].map(() =>
        call(ctx, 'POST', '/api2/dashboard/patient', {
          token: clinicA.owner.idToken,
          body: patientBody({ medicalRecordNumber: mrn }),
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });

  it('answers 401 without a token and 400 without a body', async () => {
    const anonymous = await call(ctx, 'POST', '/api2/dashboard/patient', { body: patientBody() });
    expect(anonymous.statusCode).toBe(401);
    const empty = await call(ctx, 'POST', '/api2/dashboard/patient', {
      token: clinicA.owner.idToken,
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe('GET /api2/dashboard/patients/next-medical-record-number', () => {
  const offered = async (clinic: TestClinic) => {
    const response = await call(ctx, 'GET', '/api2/dashboard/patients/next-medical-record-number', {
      token: clinic.owner.idToken,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { medicalRecordNumber: string } }>().data.medicalRecordNumber;
  };

  it('offers a new clinic RM-000001, then follows the clinic’s own numbers past their highest', async () => {
    // Other clinics' patients (Cempaka's, Dahlia's) count for nothing here.
    const clinic = await createTestClinic(ctx, 'Klinik Nomor Urut');
    expect(await offered(clinic)).toBe('RM-000001');
    await createPatient(clinic, { medicalRecordNumber: 'A0045' });
    expect(await offered(clinic)).toBe('A0046');
    // The newest patient names the pattern; the highest number written in it comes next.
    await createPatient(clinic, { medicalRecordNumber: 'RM-000500' });
    await createPatient(clinic, { medicalRecordNumber: 'rm-000123' });
    expect(await offered(clinic)).toBe('rm-000501');
    const saved = await createPatient(clinic, { medicalRecordNumber: 'RM-000501' });
    expect(saved.medicalRecordNumber).toBe('RM-000501');
    expect(await offered(clinic)).toBe('RM-000502');
  });

  it('answers 401 without a token', async () => {
    const response = await call(ctx, 'GET', '/api2/dashboard/patients/next-medical-record-number');
    expect(response.statusCode).toBe(401);
  });
});

describe('GET and PUT /api2/dashboard/patient/{id}', () => {
  it('creates, edits and reads back the patient; the edit is in the audit trail', async () => {
    const created = await createPatient(clinicA, { name: 'Budi Santoso', gender: 'MALE' });
    const read = await call(ctx, 'GET', `/api2/dashboard/patient/${created.id}`, {
      token: clinicA.owner.idToken,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json<{ data: PatientView }>().data).toEqual(created);

    const edit = patientBody({
      name: 'Budi Santoso Wijaya',
      gender: 'MALE',
      address: 'Jl. Kenanga No. 10, Surabaya',
      dob: '01-01-1985',
      medicalRecordNumber: created.medicalRecordNumber,
      allergies: [{ name: 'Debu', isNew: true }],
      remark: '',
    });
    const saved = await call(ctx, 'PUT', `/api2/dashboard/patient/${created.id}`, {
      token: clinicA.owner.idToken,
      body: edit,
    });
    expect(saved.statusCode).toBe(200);
    const reread = await call(ctx, 'GET', `/api2/dashboard/patient/${created.id}`, {
      token: clinicA.owner.idToken,
    });
    const patient = reread.json<{ data: PatientView }>().data;
    expect(patient).toEqual(saved.json<{ data: PatientView }>().data);
    expect(patient).toMatchObject({
      id: created.id,
      name: 'Budi Santoso Wijaya',
      address: 'Jl. Kenanga No. 10, Surabaya',
      dob: '01-01-1985',
      dateOfBirth: '1985-01-01',
      remark: null,
      allergies: [{ name: 'Debu', isNew: false }],
    });

    const trail = await ctx.repositories.medicalRecordAudit.listForPatient(
      clinicA.businessId,
      created.id,
    );
    expect(trail.map((entry) => entry.action)).toEqual(['PATIENT_CREATED', 'PATIENT_UPDATED']);
    expect(trail[1]).toMatchObject({ actorId: clinicA.owner.id, visitId: null });
    expect(trail[1]?.changes).toEqual({
      name: { before: 'Budi Santoso', after: 'Budi Santoso Wijaya' },
      address: { before: 'Jl. Melati No. 3, Bandung', after: 'Jl. Kenanga No. 10, Surabaya' },
      dateOfBirth: { before: '1990-05-17', after: '1985-01-01' },
      remark: { before: 'Pasien rujukan', after: null },
      allergies: { before: ['Amoksisilin', 'Seafood'], after: ['Debu'] },
    });
  });

  it('refuses to give a patient another patient’s medical record number (409)', async () => {
    const first = await createPatient(clinicA);
    const second = await createPatient(clinicA);
    const response = await call(ctx, 'PUT', `/api2/dashboard/patient/${second.id}`, {
      token: clinicA.owner.idToken,
      body: patientBody({ medicalRecordNumber: first.medicalRecordNumber }),
    });
    expect(response.statusCode).toBe(409);
    const unchanged = await call(ctx, 'GET', `/api2/dashboard/patient/${second.id}`, {
      token: clinicA.owner.idToken,
    });
    expect(unchanged.json<{ data: PatientView }>().data.medicalRecordNumber).toBe(
      second.medicalRecordNumber,
    );
  });

  it('answers 404 for another clinic’s patient, an unknown id and a malformed id', async () => {
    const ofB = await createPatient(clinicB);
    for (const id of [ofB.id, randomUUID(), '12345', 'bukan-id']) {
      const read = await call(ctx, 'GET', `/api2/dashboard/patient/${id}`, {
        token: clinicA.owner.idToken,
        language: 'en',
      });
      expect(read.statusCode, id).toBe(404);
      expect(problemOf(read).detail).toBe('Patient not found');
    }
    const write = await call(ctx, 'PUT', `/api2/dashboard/patient/${ofB.id}`, {
      token: clinicA.owner.idToken,
      body: patientBody({ name: 'Dicuri' }),
    });
    expect(write.statusCode).toBe(404);
    const stillB = await call(ctx, 'GET', `/api2/dashboard/patient/${ofB.id}`, {
      token: clinicB.owner.idToken,
    });
    expect(stillB.json<{ data: PatientView }>().data.name).toBe(ofB.name);
  });

  it('answers 401 without a token', async () => {
    const ofA = await createPatient(clinicA);
    expect((await call(ctx, 'GET', `/api2/dashboard/patient/${ofA.id}`)).statusCode).toBe(401);
    expect(
      (await call(ctx, 'PUT', `/api2/dashboard/patient/${ofA.id}`, { body: patientBody() }))
        .statusCode,
    ).toBe(401);
  });
});

describe('GET /api2/dashboard/patients', () => {
  let listClinic: TestClinic;
  beforeAll(async () => {
    listClinic = await createTestClinic(ctx, 'Klinik Daftar');
    const people = [
      ['Agus Setiawan', '081111111111', 'Jl. Sudirman No. 1, Jakarta', '12-03-1980', 'MALE'],
      ['Bayu Nugroho', '082222222222', 'Jl. Malioboro No. 2, Yogyakarta', '05-07-1992', 'MALE'],
      ['citra Lestari', '083333333333', 'Jl. Dago No. 3, Bandung', '12-03-1980', 'FEMALE'],
      ['Dewi Sartika', '081144445555', 'Jl. Pemuda No. 4, Semarang', '23-11-2001', 'FEMALE'],
      ['Eko Prasetyo', '085555555555', 'Jl. Asia Afrika No. 5, Bandung', '30-01-1975', 'MALE'],
    ] as const;
    for (const [name, phoneNumber, address, dob, gender] of people) {
      await createPatient(listClinic, { name, phoneNumber, address, dob, gender });
    }
  });

  it('lists the clinic’s patients, newest first, with the total in x-total-count', async () => {
    const response = await listPatients(listClinic, '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('5');
    expect(namesOf(response)).toEqual([
      'Eko Prasetyo',
      'Dewi Sartika',
      'citra Lestari',
      'Bayu Nugroho',
      'Agus Setiawan',
    ]);
    const row = response.json<{ data: PatientView[] }>().data[0];
    expect(row).toMatchObject({
      name: 'Eko Prasetyo',
      dob: '30-01-1975',
      gender: 'MALE',
      phoneNumber: '085555555555',
      address: 'Jl. Asia Afrika No. 5, Bandung',
      allergies: [
        { name: 'Amoksisilin', isNew: false },
        { name: 'Seafood', isNew: false },
      ],
      activeVisitId: null,
    });
    expect(row?.medicalRecordNumber).toMatch(/^RM-/);
  });

  it('filters by name, phone and address (contains, any case) and by date of birth (equals)', async () => {
    expect(namesOf(await listPatients(listClinic, 'name.contains=SETI'))).toEqual([
      'Agus Setiawan',
    ]);
    expect(namesOf(await listPatients(listClinic, 'phoneNumber.contains=0811')).sort()).toEqual([
      'Agus Setiawan',
      'Dewi Sartika',
    ]);
    expect(namesOf(await listPatients(listClinic, 'address.contains=bandung')).sort()).toEqual([
      'Eko Prasetyo',
      'citra Lestari',
    ]);
    expect(namesOf(await listPatients(listClinic, 'dob.equals=1980-03-12')).sort()).toEqual([
      'Agus Setiawan',
      'citra Lestari',
    ]);
    // The date as the patient's dob is written works too; filters combine.
    const both = await listPatients(listClinic, 'dob.equals=12-03-1980&address.contains=Band');
    expect(namesOf(both)).toEqual(['citra Lestari']);
    expect(both.headers['x-total-count']).toBe('1');
    // Blank filters are no filters; % and _ are searched for, not wildcards.
    expect(
      (await listPatients(listClinic, 'name.contains=&dob.equals=')).headers['x-total-count'],
    ).toBe('5');
    expect(namesOf(await listPatients(listClinic, 'name.contains=%25'))).toEqual([]);
    expect(namesOf(await listPatients(listClinic, 'name.contains=_'))).toEqual([]);
  });

  it('pages from zero with the total of all matches', async () => {
    const first = await listPatients(listClinic, 'page=0&size=2&sort=name,asc');
    const second = await listPatients(listClinic, 'page=1&size=2&sort=name,asc');
    const third = await listPatients(listClinic, 'page=2&size=2&sort=name,asc');
    const beyond = await listPatients(listClinic, 'page=9&size=2&sort=name,asc');
    expect(namesOf(first)).toEqual(['Agus Setiawan', 'Bayu Nugroho']);
    expect(namesOf(second)).toEqual(['citra Lestari', 'Dewi Sartika']);
    expect(namesOf(third)).toEqual(['Eko Prasetyo']);
    expect(namesOf(beyond)).toEqual([]);
    for (const response of [first, second, third, beyond]) {
      expect(response.headers['x-total-count']).toBe('5');
    }
  });

  it('answers a page far past the end with no rows, not an error', async () => {
    const far = await listPatients(listClinic, `page=${Number.MAX_SAFE_INTEGER}&size=100`);
    expect(far.statusCode).toBe(200);
    expect(namesOf(far)).toEqual([]);
    expect(far.headers['x-total-count']).toBe('5');
  });

  it('sorts by the allowed columns in either direction; an unknown sort gives the default', async () => {
    expect(namesOf(await listPatients(listClinic, 'sort=name,desc'))).toEqual([
      'Eko Prasetyo',
      'Dewi Sartika',
      'citra Lestari',
      'Bayu Nugroho',
      'Agus Setiawan',
    ]);
    expect(namesOf(await listPatients(listClinic, 'sort=dob,asc'))).toEqual([
      'Eko Prasetyo',
      'Agus Setiawan',
      'citra Lestari',
      'Bayu Nugroho',
      'Dewi Sartika',
    ]);
    expect(namesOf(await listPatients(listClinic, 'sort=address'))[0]).toBe('Eko Prasetyo');
    const fallback = namesOf(await listPatients(listClinic, 'sort=password_hash,asc'));
    expect(fallback).toEqual(namesOf(await listPatients(listClinic, '')));
  });

  it('answers bad paging and dates with 400 and a translated detail in id and en', async () => {
    const size = await listPatients(listClinic, 'size=0', 'en');
    expect(size.statusCode).toBe(400);
    expect(problemOf(size).detail).toBe('Please enter Valid Page size');
    const page = await listPatients(listClinic, 'page=-1');
    expect(page.statusCode).toBe(400);
    expect(problemOf(page).detail).toBe('Harap masukkan Halaman yang valid');
    const dobId = await listPatients(listClinic, 'dob.equals=31-02-2000');
    expect(dobId.statusCode).toBe(400);
    expect(problemOf(dobId).detail).toBe('Harap masukkan Tanggal lahir yang valid');
    const dobEn = await listPatients(listClinic, 'dob.equals=kemarin', 'en');
    expect(problemOf(dobEn).detail).toBe('Please enter Valid Date of birth');
    expect((await listPatients(listClinic, 'size=101')).statusCode).toBe(400);
  });

  it('shows only the caller’s clinic and answers 401 without a token', async () => {
    const asB = await call(ctx, 'GET', '/api2/dashboard/patients?name.contains=Agus%20Setiawan', {
      token: clinicB.owner.idToken,
    });
    expect(asB.statusCode).toBe(200);
    expect(namesOf(asB)).toEqual([]);
    expect(asB.headers['x-total-count']).toBe('0');
    expect((await call(ctx, 'GET', '/api2/dashboard/patients')).statusCode).toBe(401);
  });
});

describe('GET /api2/dashboard/patient/active-visit/{patientId}', () => {
  let sequence = 0;
  /** No start-visit call yet: the visit is written straight into the table. */
  async function startVisit(clinic: TestClinic, patientId: string, practitionerId: string) {
    const [visit] = await ctx.database.db
      .insert(visits)
      .values({
        businessId: clinic.businessId,
        patientId,
        practitionerId,
        status: 'ACTIVE',
        visitDate: '2026-11-23',
        sequenceNumber: ++sequence,
        startedAt: new Date('2026-11-23T02:30:00Z'),
        treatment: 'Kompres dingin',
        locationId: 'loc-1',
      })
      .returning({ id: visits.id });
    return visit!.id;
  }

  it('answers the patient with their active visit, which the list shows too', async () => {
    const clinic = await createTestClinic(ctx, 'Klinik Kunjungan');
    const doctor = await addClinicMember(ctx, clinic, 'ROLE_DOCTOR');
    const patient = await createPatient(clinic, { name: 'Rina Marlina' });
    const visitId = await startVisit(clinic, patient.id, doctor.id);

    const response = await call(ctx, 'GET', `/api2/dashboard/patient/active-visit/${patient.id}`, {
      token: doctor.idToken,
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: PatientWithActiveVisitView }>();
    expect(data).toMatchObject({ id: patient.id, name: 'Rina Marlina', activeVisitId: visitId });
    expect(data.visit).toEqual({
      id: visitId,
      status: 'ACTIVE',
      sequence: expect.any(Number),
      visitDate: '2026-11-23',
      start: '2026-11-23T02:30:00.000Z',
      startInString: '23-11-2026 09:30',
      doctorId: doctor.id,
      doctorName: 'Anggota',
      treatment: 'Kompres dingin',
      locationId: 'loc-1',
      bookingId: null,
    });

    const list = await call(ctx, 'GET', '/api2/dashboard/patients?name.contains=Rina', {
      token: clinic.owner.idToken,
    });
    expect(list.json<{ data: PatientView[] }>().data[0]?.activeVisitId).toBe(visitId);
    const read = await call(ctx, 'GET', `/api2/dashboard/patient/${patient.id}`, {
      token: clinic.owner.idToken,
    });
    expect(read.json<{ data: PatientView }>().data.activeVisitId).toBe(visitId);
  });

  it('refuses a second ACTIVE visit for the same patient (the database decides)', async () => {
    const clinic = await createTestClinic(ctx);
    const doctor = await addClinicMember(ctx, clinic, 'ROLE_DOCTOR');
    const patient = await createPatient(clinic);
    const results = await Promise.allSettled([
      startVisit(clinic, patient.id, doctor.id),
      startVisit(clinic, patient.id, doctor.id),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });

  it('answers 404 when the patient has no active visit, or is another clinic’s', async () => {
    const none = await createPatient(clinicA);
    const response = await call(ctx, 'GET', `/api2/dashboard/patient/active-visit/${none.id}`, {
      token: clinicA.owner.idToken,
      language: 'en',
    });
    expect(response.statusCode).toBe(404);
    expect(problemOf(response).detail).toBe('The patient has no active visit');
    const ofB = await createPatient(clinicB);
    const foreign = await call(ctx, 'GET', `/api2/dashboard/patient/active-visit/${ofB.id}`, {
      token: clinicA.owner.idToken,
    });
    expect(foreign.statusCode).toBe(404);
    expect(problemOf(foreign).detail).toBe('Pasien tidak ditemukan');
    const anonymous = await call(ctx, 'GET', `/api2/dashboard/patient/active-visit/${none.id}`);
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the patient calls', async () => {
    const document = (await call(ctx, 'GET', '/api2/openapi.json')).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    for (const [route, method] of [
      ['/api2/dashboard/patients', 'get'],
      ['/api2/dashboard/patient', 'post'],
      ['/api2/dashboard/patient/{id}', 'get'],
      ['/api2/dashboard/patient/{id}', 'put'],
      ['/api2/dashboard/patient/active-visit/{patientId}', 'get'],
    ] as const) {
      expect(document.paths[route]?.[method], `${method} ${route}`).toBeDefined();
    }
  });
});

describe('text PostgreSQL cannot store (a NUL character)', () => {
  it('answers a search holding one with a translated 400 naming the filter', async () => {
    const response = await listPatients(clinicA, 'name.contains=Siti%00');
    expect(response.statusCode).toBe(400);
    expect(problemOf(response)).toMatchObject({
      detail: expect.stringContaining('tidak dapat disimpan'),
      fieldErrors: [{ field: 'name.contains' }],
    });
    const english = await listPatients(clinicA, 'address.contains=%00', 'en');
    expect(english.statusCode).toBe(400);
    expect(problemOf(english).detail).toContain('cannot be stored');
  });

  it('refuses a patient whose name or allergy holds one, and writes nothing', async () => {
    const mrn = nextMrn();
    for (const overrides of [
      { name: 'Siti\u0000Rahayu', medicalRecordNumber: mrn },
      { allergies: [{ name: 'Debu\u0000', isNew: true }], medicalRecordNumber: mrn },
    ]) {
      const response = await call(ctx, 'POST', '/api2/dashboard/patient', {
        token: clinicA.owner.idToken,
        body: patientBody(overrides),
      });
      expect(response.statusCode).toBe(400);
      expect(problemOf(response).fieldErrors?.[0]?.field).toMatch(/^(name|allergies\.0\.name)$/);
    }
    const found = await listPatients(clinicA, `name.contains=${encodeURIComponent(mrn)}`);
    expect(found.json<{ data: unknown[] }>().data).toEqual([]);
    const byMrn = await call(ctx, 'POST', '/api2/dashboard/patient', {
      token: clinicA.owner.idToken,
      body: patientBody({ medicalRecordNumber: mrn }),
    });
    expect(byMrn.statusCode).toBe(201);
  });

  it('still asks for a token first', async () => {
    const response = await call(ctx, 'GET', '/api2/dashboard/patients?name.contains=%00');
    expect(response.statusCode).toBe(401);
  });
});
