import { randomUUID } from 'node:crypto';
import type { Role } from '@praktik/domain/access/roles';
import type { VisitStatus } from '@praktik/domain/visits/status';
import { localDateAt } from '@praktik/domain/dates/utc-offset';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../account/password-hasher';
import type { PatientValues } from '../patients/patients.repository';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  call,
  createTestClinic,
  problemOf,
  signIn,
  TEST_PASSWORD,
  uniqueEmail,
  type SignedIn,
  type TestClinic,
} from '../../test/fixtures';
import type { DemoVisitValues } from '../../composition/seed/demo-visits';
import { HISTORY_SORT_KEYS, type HistorySortKey } from './visit-reports.repository';
import type { HistoryRow } from './visit-reports.schema';
import { csvRowsOf } from '../../test/export-files';

/**
 * The clinic's current month (+7): tokens are signed on the real clock, so the app keeps it and
 * the "default range" tests put a visit in whatever month it is now.
 */
const TODAY = localDateAt(new Date().toISOString(), 7);
const MONTH_START = `${TODAY.slice(0, 8)}01`;

let ctx: TestApp;
let clinicA: TestClinic;
let clinicB: TestClinic;

interface Member extends SignedIn {
  id: string;
  name: string;
}

/** A clinic member with a name of our choosing (the shared fixture names everyone "Anggota"). */
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
  return { id: user.id, name: firstName, ...(await signIn(ctx, email)) };
}

async function addPatient(
  clinic: TestClinic,
  name: string,
  gender: 'MALE' | 'FEMALE' | null,
  extra: Partial<PatientValues> = {},
): Promise<string> {
  const saved = await ctx.repositories.patients.insertPatient(
    clinic.businessId,
    {
      name,
      phoneNumber: '081234567890',
      dateOfBirth: '1990-05-17',
      gender,
      address: 'Jl. Melati No. 3, Bandung',
      remark: null,
      email: null,
      identificationType: 'KTP',
      identificationNumber: null,
      medicalRecordNumber: `RM-${randomUUID().slice(0, 8)}`,
      allergies: [],
      ...extra,
    },
    null,
  );
  if (saved === 'mrn-taken') throw new Error('medical record number taken');
  return saved.id;
}

let sequence = 0;
/** A visit written straight to the table; `localStart` is the clinic's wall clock (+7). */
async function addVisit(
  clinic: TestClinic,
  values: {
    patientId: string;
    practitionerId: string;
    localStart: string;
    status?: VisitStatus;
    treatment?: string | null;
    diagnoses?: DemoVisitValues['diagnoses'];
  },
): Promise<void> {
  const startedAt = new Date(`${values.localStart}:00+07:00`);
  await ctx.repositories.visits.insertVisits(
    clinic.businessId,
    [
      {
        patientId: values.patientId,
        practitionerId: values.practitionerId,
        status: values.status ?? 'DONE',
        visitDate: values.localStart.slice(0, 10),
        sequenceNumber: ++sequence,
        startedAt,
        endedAt: new Date(startedAt.getTime() + 20 * 60_000),
        anamnesis: null,
        examination: null,
        treatment: values.treatment === undefined ? 'Konsultasi' : values.treatment,
        riwayatPenyakit: null,
        riwayatPenyakitKeluarga: null,
        diagnoses: values.diagnoses ?? [],
        endNote: null,
      },
    ],
    null,
  );
}

let andi: Member;
let budi: Member;
let citra: Member;
let nurse: Member;
let emptyDoctor: Member;
let foreignDoctor: Member;
const patientIds: Record<string, string> = {};
const TRICKY_NAME = 'Ni Luh "Ayu", Pratiwi\nSekar Ñengah';

beforeAll(async () => {
  ctx = await createTestApp();
  clinicA = await createTestClinic(ctx, 'Klinik Kenanga');
  clinicB = await createTestClinic(ctx, 'Klinik Teratai');
  andi = await addMember(clinicA, 'ROLE_DOCTOR', 'dr. Andi');
  budi = await addMember(clinicA, 'ROLE_DOCTOR', 'dr. Budi');
  citra = await addMember(clinicA, 'ROLE_BEAUTICIAN', 'Citra');
  nurse = await addMember(clinicA, 'ROLE_STAFF', 'Staf Dina');
  emptyDoctor = await addMember(clinicA, 'ROLE_DOCTOR', 'dr. Zaenal');
  foreignDoctor = await addMember(clinicB, 'ROLE_DOCTOR', 'dr. Asing');

  patientIds.agus = await addPatient(clinicA, 'Agus Salim', 'MALE', {
    medicalRecordNumber: 'RM-AGUS',
    dateOfBirth: '1985-01-02',
  });
  patientIds.bunga = await addPatient(clinicA, 'bunga Citra', 'FEMALE', {
    medicalRecordNumber: 'RM-BUNGA',
  });
  patientIds.dewi = await addPatient(clinicA, 'Dewi Lestari', 'FEMALE', {
    medicalRecordNumber: 'RM-DEWI',
  });
  patientIds.tricky = await addPatient(clinicA, TRICKY_NAME, 'FEMALE', {
    medicalRecordNumber: null,
  });
  patientIds.foreign = await addPatient(clinicB, 'Pasien Klinik Lain', 'MALE');

  // March 2026 in clinic A (local times).
  await addVisit(clinicA, {
    patientId: patientIds.agus,
    practitionerId: andi.id,
    localStart: '2026-03-01T00:00',
    treatment: 'Parasetamol 500 mg',
    diagnoses: [{ fullCode: 'R50.9', shortDescription: 'Demam, tidak spesifik' }],
  });
  await addVisit(clinicA, {
    patientId: patientIds.bunga,
    practitionerId: andi.id,
    localStart: '2026-03-10T09:15',
    status: 'WAITING_PAYMENT',
  });
  await addVisit(clinicA, {
    patientId: patientIds.agus,
    practitionerId: andi.id,
    localStart: '2026-03-12T10:00',
  });
  await addVisit(clinicA, {
    patientId: patientIds.dewi,
    practitionerId: budi.id,
    localStart: '2026-03-14T13:45',
  });
  await addVisit(clinicA, {
    patientId: patientIds.tricky,
    practitionerId: citra.id,
    localStart: '2026-03-31T23:30',
    treatment: '=HYPERLINK("http://x")',
  });
  // Out of March: the last minute of February, the first minutes of April (local).
  await addVisit(clinicA, {
    patientId: patientIds.dewi,
    practitionerId: andi.id,
    localStart: '2026-02-28T23:59',
  });
  await addVisit(clinicA, {
    patientId: patientIds.bunga,
    practitionerId: budi.id,
    localStart: '2026-04-01T00:10',
  });
  // Not ended: never in the history or the report.
  await addVisit(clinicA, {
    patientId: patientIds.dewi,
    practitionerId: budi.id,
    localStart: '2026-03-15T11:00',
    status: 'ACTIVE',
  });
  await addVisit(clinicA, {
    patientId: patientIds.bunga,
    practitionerId: budi.id,
    localStart: '2026-03-13T11:00',
    status: 'CANCELLED',
  });
  // This month: what a list without dates shows.
  await addVisit(clinicA, {
    patientId: patientIds.dewi,
    practitionerId: budi.id,
    localStart: `${MONTH_START}T00:05`,
  });
  // Clinic B.
  await addVisit(clinicB, {
    patientId: patientIds.foreign,
    practitionerId: foreignDoctor.id,
    localStart: '2026-03-05T08:00',
  });
});
afterAll(async () => ctx?.close());

const MARCH = 'from=2026-03-01&to=2026-03-31';

function get(path: string, token: string | undefined, language?: 'id' | 'en') {
  return call(ctx, 'GET', `/api2/dashboard${path}`, {
    ...(token ? { token } : {}),
    ...(language ? { language } : {}),
  });
}

const rowsOf = (response: { json<T>(): T }) => response.json<{ data: HistoryRow[] }>().data;
const namesOf = (response: { json<T>(): T }) => rowsOf(response).map((row) => row.patient.name);

describe('GET /api2/dashboard/inactive-visits', () => {
  it('answers the ended visits of the range, newest first, as HistoryRow', async () => {
    const response = await get(`/inactive-visits?${MARCH}`, clinicA.owner.idToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('5');
    expect(namesOf(response)).toEqual([
      TRICKY_NAME,
      'Dewi Lestari',
      'Agus Salim',
      'bunga Citra',
      'Agus Salim',
    ]);
    const first = rowsOf(response).at(-1);
    expect(first).toEqual({
      id: expect.any(String),
      status: 'DONE',
      start: '2026-02-28T17:00:00.000Z',
      startInString: '01-03-2026 00:00',
      practitionerId: andi.id,
      practitionerName: 'dr. Andi',
      treatment: 'Parasetamol 500 mg',
      // The owner is no doctor: the diagnosis is medical (spec 1 §6).
      diagnosisJson: [],
      patient: {
        id: patientIds.agus,
        name: 'Agus Salim',
        medicalRecordNumber: 'RM-AGUS',
        dob: '02-01-1985',
        dateOfBirth: '1985-01-02',
        gender: 'MALE',
      },
    });
    expect(rowsOf(response).map((row) => row.status)).toContain('WAITING_PAYMENT');
  });

  it('gives the diagnoses to a doctor only (spec 1 §6); everyone else gets treatment', async () => {
    const doctor = rowsOf(await get(`/inactive-visits?${MARCH}`, andi.idToken));
    expect(doctor.at(-1)?.diagnosisJson).toEqual([
      { fullCode: 'R50.9', shortDescription: 'Demam, tidak spesifik' },
    ]);
    for (const token of [clinicA.owner.idToken, nurse.idToken, citra.idToken]) {
      const rows = rowsOf(await get(`/inactive-visits?${MARCH}`, token));
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.flatMap((row) => row.diagnosisJson)).toEqual([]);
      expect(rows.some((row) => row.treatment)).toBe(true);
    }
  });

  it('reads from and to as the clinic’s days: 23:30 on the last day is in, 00:10 the next day is out', async () => {
    const lastDay = await get(
      '/inactive-visits?from=2026-03-31&to=2026-03-31',
      clinicA.owner.idToken,
    );
    expect(namesOf(lastDay)).toEqual([TRICKY_NAME]);
    expect(rowsOf(lastDay)[0]?.startInString).toBe('31-03-2026 23:30');

    const nextDay = await get(
      '/inactive-visits?from=2026-04-01&to=2026-04-01',
      clinicA.owner.idToken,
    );
    expect(rowsOf(nextDay).map((row) => row.startInString)).toEqual(['01-04-2026 00:10']);

    const firstDay = await get(
      '/inactive-visits?from=2026-03-01&to=2026-03-01',
      clinicA.owner.idToken,
    );
    expect(rowsOf(firstDay).map((row) => row.startInString)).toEqual(['01-03-2026 00:00']);
    const dayBefore = await get(
      '/inactive-visits?from=2026-02-28&to=2026-02-28',
      clinicA.owner.idToken,
    );
    expect(rowsOf(dayBefore).map((row) => row.startInString)).toEqual(['28-02-2026 23:59']);
  });

  it('covers the clinic’s current month when no dates are given, and one date leaves the other side open', async () => {
    const response = await get('/inactive-visits', clinicA.owner.idToken);
    expect(response.headers['x-total-count']).toBe('1');
    expect(rowsOf(response)[0]?.startInString.slice(0, 10)).toBe(
      `01-${MONTH_START.slice(5, 7)}-${MONTH_START.slice(0, 4)}`,
    );
    const since = await get('/inactive-visits?from=2026-03-14', clinicA.owner.idToken);
    expect(since.headers['x-total-count']).toBe('4');
    const until = await get('/inactive-visits?to=2026-03-01', clinicA.owner.idToken);
    expect(until.headers['x-total-count']).toBe('2');
    const blank = await get('/inactive-visits?from=&to=&practitionerId=', clinicA.owner.idToken);
    expect(blank.headers['x-total-count']).toBe('1');
  });

  it('pages with a zero-based page and size, the total in x-total-count', async () => {
    const pages = await Promise.all(
      [0, 1, 2, 3].map((page) =>
        get(`/inactive-visits?${MARCH}&page=${page}&size=2`, clinicA.owner.idToken),
      ),
    );
    expect(pages.map((page) => page.headers['x-total-count'])).toEqual(['5', '5', '5', '5']);
    expect(pages.map((page) => rowsOf(page).length)).toEqual([2, 2, 1, 0]);
    const ids = pages.flatMap((page) => rowsOf(page).map((row) => row.id));
    expect(new Set(ids).size).toBe(5);
  });

  it('sorts by start, patient name and doctor name; an unknown key gives the default', async () => {
    const byName = await get(`/inactive-visits?${MARCH}&sort=name,asc`, clinicA.owner.idToken);
    expect(namesOf(byName)).toEqual([
      'Agus Salim',
      'Agus Salim',
      'bunga Citra',
      'Dewi Lestari',
      TRICKY_NAME,
    ]);
    const byNameDesc = await get(`/inactive-visits?${MARCH}&sort=name,desc`, clinicA.owner.idToken);
    expect(namesOf(byNameDesc)).toEqual([...namesOf(byName)].reverse());

    const byDoctor = await get(
      `/inactive-visits?${MARCH}&sort=doctorName,asc`,
      clinicA.owner.idToken,
    );
    expect(rowsOf(byDoctor).map((row) => row.practitionerName)).toEqual([
      'Citra',
      'dr. Andi',
      'dr. Andi',
      'dr. Andi',
      'dr. Budi',
    ]);

    const byStart = await get(`/inactive-visits?${MARCH}&sort=start,asc`, clinicA.owner.idToken);
    expect(rowsOf(byStart).map((row) => row.startInString)).toEqual([
      '01-03-2026 00:00',
      '10-03-2026 09:15',
      '12-03-2026 10:00',
      '14-03-2026 13:45',
      '31-03-2026 23:30',
    ]);
    const unknown = await get(`/inactive-visits?${MARCH}&sort=password,asc`, clinicA.owner.idToken);
    const byDefault = await get(`/inactive-visits?${MARCH}`, clinicA.owner.idToken);
    expect(namesOf(unknown)).toEqual(namesOf(byDefault));
  });

  it('filters by practitioner for the owner and the staff', async () => {
    const owner = await get(
      `/inactive-visits?${MARCH}&practitionerId=${andi.id}`,
      clinicA.owner.idToken,
    );
    expect(rowsOf(owner).map((row) => row.practitionerId)).toEqual([andi.id, andi.id, andi.id]);
    const staff = await get(`/inactive-visits?${MARCH}&practitionerId=${budi.id}`, nurse.idToken);
    expect(namesOf(staff)).toEqual(['Dewi Lestari']);
    const notAnId = await get(`/inactive-visits?${MARCH}&practitionerId=abc`, nurse.idToken);
    expect(notAnId.statusCode).toBe(200);
    expect(rowsOf(notAnId)).toEqual([]);
  });

  it('gives a doctor or a beautician only their own rows, whatever practitionerId says', async () => {
    const doctor = await get(`/inactive-visits?${MARCH}&practitionerId=${budi.id}`, andi.idToken);
    expect(doctor.statusCode).toBe(200);
    expect(doctor.headers['x-total-count']).toBe('3');
    expect(new Set(rowsOf(doctor).map((row) => row.practitionerId))).toEqual(new Set([andi.id]));
    const beautician = await get(`/inactive-visits?${MARCH}`, citra.idToken);
    expect(namesOf(beautician)).toEqual([TRICKY_NAME]);
    const empty = await get(`/inactive-visits?${MARCH}`, emptyDoctor.idToken);
    expect(rowsOf(empty)).toEqual([]);
  });

  it('never shows another clinic’s visits, nor anything for another clinic’s practitioner', async () => {
    const other = await get(`/inactive-visits?${MARCH}`, clinicB.owner.idToken);
    expect(namesOf(other)).toEqual(['Pasien Klinik Lain']);
    const foreignId = await get(
      `/inactive-visits?${MARCH}&practitionerId=${foreignDoctor.id}`,
      clinicA.owner.idToken,
    );
    expect(rowsOf(foreignId)).toEqual([]);
    expect(foreignId.headers['x-total-count']).toBe('0');
    const theirs = await get(
      `/inactive-visits?${MARCH}&practitionerId=${andi.id}`,
      clinicB.owner.idToken,
    );
    expect(rowsOf(theirs)).toEqual([]);
  });

  it('answers bad input with 400 and a translated detail (id and en)', async () => {
    const badDate = await get('/inactive-visits?from=2026-02-30', clinicA.owner.idToken);
    expect(badDate.statusCode).toBe(400);
    expect(problemOf(badDate).detail).toBe('Harap masukkan Tanggal mulai yang valid');
    const badDateEn = await get('/inactive-visits?from=2026-02-30', clinicA.owner.idToken, 'en');
    expect(problemOf(badDateEn).detail).toBe('Please enter Valid Start date');

    const reversed = await get(
      '/inactive-visits?from=2026-03-10&to=2026-03-01',
      clinicA.owner.idToken,
    );
    expect(reversed.statusCode).toBe(400);
    expect(problemOf(reversed).detail).toBe('Tanggal akhir tidak boleh sebelum tanggal mulai');
    const reversedEn = await get(
      '/inactive-visits?from=2026-03-10&to=2026-03-01',
      clinicA.owner.idToken,
      'en',
    );
    expect(problemOf(reversedEn).detail).toBe('The end date must not be before the start date');

    for (const query of ['size=0', 'size=100000', 'page=-1', 'page=x', 'to=31-03-2026']) {
      const response = await get(`/inactive-visits?${query}`, clinicA.owner.idToken, 'en');
      expect(response.statusCode, query).toBe(400);
      expect(problemOf(response).detail, query).toMatch(/^Please enter Valid /);
    }
  });

  it('needs a token', async () => {
    expect((await get(`/inactive-visits?${MARCH}`, undefined)).statusCode).toBe(401);
    expect((await get(`/inactive-visits/export-to-csv?${MARCH}`, undefined)).statusCode).toBe(401);
  });
});

interface StatsRow {
  doctorId: string;
  doctorName: string;
  totalPatients: number;
  totalMalePatients: number;
  totalFemalePatients: number;
  noShows: number;
}
const statsOf = (response: { json<T>(): T }) => response.json<{ data: StatsRow[] }>().data;

describe('GET /api2/dashboard/practitioner-stats', () => {
  it('counts each practitioner’s distinct patients (male, female) of ended visits, busiest first', async () => {
    const response = await get(`/practitioner-stats?${MARCH}`, clinicA.owner.idToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('4');
    expect(statsOf(response)).toEqual([
      {
        doctorId: andi.id,
        doctorName: 'dr. Andi',
        totalPatients: 2,
        totalMalePatients: 1,
        totalFemalePatients: 1,
        noShows: 0,
      },
      {
        doctorId: citra.id,
        doctorName: 'Citra',
        totalPatients: 1,
        totalMalePatients: 0,
        totalFemalePatients: 1,
        noShows: 0,
      },
      {
        doctorId: budi.id,
        doctorName: 'dr. Budi',
        totalPatients: 1,
        totalMalePatients: 0,
        totalFemalePatients: 1,
        noShows: 0,
      },
      {
        doctorId: emptyDoctor.id,
        doctorName: 'dr. Zaenal',
        totalPatients: 0,
        totalMalePatients: 0,
        totalFemalePatients: 0,
        noShows: 0,
      },
    ]);
  });

  it('reads the range as clinic days and defaults to the current month', async () => {
    const april = await get(
      '/practitioner-stats?from=2026-04-01&to=2026-04-01',
      clinicA.owner.idToken,
    );
    expect(statsOf(april).find((row) => row.doctorId === budi.id)?.totalPatients).toBe(1);
    expect(statsOf(april).find((row) => row.doctorId === citra.id)?.totalPatients).toBe(0);
    const current = await get('/practitioner-stats', clinicA.owner.idToken);
    expect(statsOf(current).map((row) => [row.doctorName, row.totalPatients])).toEqual([
      ['dr. Budi', 1],
      ['Citra', 0],
      ['dr. Andi', 0],
      ['dr. Zaenal', 0],
    ]);
  });

  it('pages and sorts', async () => {
    const page = await get(`/practitioner-stats?${MARCH}&page=1&size=3`, clinicA.owner.idToken);
    expect(page.headers['x-total-count']).toBe('4');
    expect(statsOf(page).map((row) => row.doctorName)).toEqual(['dr. Zaenal']);
    const past = await get(`/practitioner-stats?${MARCH}&page=5&size=3`, clinicA.owner.idToken);
    expect(past.headers['x-total-count']).toBe('4');
    expect(statsOf(past)).toEqual([]);
    const byName = await get(
      `/practitioner-stats?${MARCH}&sort=doctorName,desc`,
      clinicA.owner.idToken,
    );
    expect(statsOf(byName).map((row) => row.doctorName)).toEqual([
      'dr. Zaenal',
      'dr. Budi',
      'dr. Andi',
      'Citra',
    ]);
    const fewest = await get(
      `/practitioner-stats?${MARCH}&sort=totalPatients,asc`,
      clinicA.owner.idToken,
    );
    expect(statsOf(fewest).map((row) => row.doctorName)).toEqual([
      'dr. Zaenal',
      'Citra',
      'dr. Budi',
      'dr. Andi',
    ]);
    const male = await get(
      `/practitioner-stats?${MARCH}&sort=totalMalePatients,desc`,
      clinicA.owner.idToken,
    );
    expect(statsOf(male)[0]?.doctorName).toBe('dr. Andi');
  });

  it('filters by practitioner_id; doctors and beauticians get only their own row', async () => {
    const owner = await get(
      `/practitioner-stats?${MARCH}&practitioner_id=${budi.id}`,
      clinicA.owner.idToken,
    );
    expect(statsOf(owner).map((row) => row.doctorId)).toEqual([budi.id]);
    const doctor = await get(
      `/practitioner-stats?${MARCH}&practitioner_id=${budi.id}`,
      andi.idToken,
    );
    expect(statsOf(doctor).map((row) => row.doctorId)).toEqual([andi.id]);
    expect(doctor.headers['x-total-count']).toBe('1');
    const beautician = await get(`/practitioner-stats?${MARCH}`, citra.idToken);
    expect(statsOf(beautician).map((row) => row.doctorId)).toEqual([citra.id]);
  });

  it('never shows another clinic’s practitioners', async () => {
    const foreignId = await get(
      `/practitioner-stats?${MARCH}&practitioner_id=${foreignDoctor.id}`,
      clinicA.owner.idToken,
    );
    expect(statsOf(foreignId)).toEqual([]);
    expect(foreignId.headers['x-total-count']).toBe('0');
    const other = await get(`/practitioner-stats?${MARCH}`, clinicB.owner.idToken);
    expect(statsOf(other).map((row) => row.doctorName)).toEqual(['dr. Asing']);
  });

  it('answers bad input with 400 (id and en) and needs a token', async () => {
    const reversed = await get(
      '/practitioner-stats?from=2026-03-10&to=2026-03-01',
      clinicA.owner.idToken,
      'en',
    );
    expect(reversed.statusCode).toBe(400);
    expect(problemOf(reversed).detail).toBe('The end date must not be before the start date');
    const badSize = await get('/practitioner-stats?size=abc', clinicA.owner.idToken);
    expect(badSize.statusCode).toBe(400);
    expect(problemOf(badSize).detail).toMatch(/^Harap masukkan .* yang valid$/);
    const badExport = await get(
      '/practitioner-stats/export-to-csv?to=2026-13-01',
      clinicA.owner.idToken,
    );
    expect(badExport.statusCode).toBe(400);
    expect((await get('/practitioner-stats', undefined)).statusCode).toBe(401);
    expect((await get('/practitioner-stats/export-to-csv', undefined)).statusCode).toBe(401);
  });
});

/** Indonesian requests get `;` (a spreadsheet set to Indonesian splits on it), English `,`. */
const parseCsv = (body: string, delimiter: ',' | ';' = ';') => csvRowsOf(body, delimiter);

describe('CSV exports', () => {
  it('exports every row of the history filter as history-visit.csv, UTF-8 with a BOM, headers in Indonesian', async () => {
    const response = await get(
      `/inactive-visits/export-to-csv?${MARCH}&page=0&size=1`,
      clinicA.owner.idToken,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="history-visit.csv"',
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual([
      'No. Rekam Medis',
      'Dokter',
      'Nama',
      'Tanggal Lahir',
      'Jenis Kelamin',
      'Tindakan',
      'Tanggal Kunjungan',
    ]);
    expect(rows.slice(1)).toEqual([
      [
        '-',
        'Citra',
        TRICKY_NAME,
        '17-05-1990',
        'Perempuan',
        `'=HYPERLINK("http://x")`,
        '31-03-2026 23:30',
      ],
      [
        'RM-DEWI',
        'dr. Budi',
        'Dewi Lestari',
        '17-05-1990',
        'Perempuan',
        'Konsultasi',
        '14-03-2026 13:45',
      ],
      [
        'RM-AGUS',
        'dr. Andi',
        'Agus Salim',
        '02-01-1985',
        'Laki-laki',
        'Konsultasi',
        '12-03-2026 10:00',
      ],
      [
        'RM-BUNGA',
        'dr. Andi',
        'bunga Citra',
        '17-05-1990',
        'Perempuan',
        'Konsultasi',
        '10-03-2026 09:15',
      ],
      [
        'RM-AGUS',
        'dr. Andi',
        'Agus Salim',
        '02-01-1985',
        'Laki-laki',
        'Parasetamol 500 mg',
        '01-03-2026 00:00',
      ],
    ]);
  });

  it('writes the headers and genders in English for an English caller, with the filter and sort of the list', async () => {
    const response = await get(
      `/inactive-visits/export-to-csv?${MARCH}&sort=name,asc&practitionerId=${andi.id}`,
      clinicA.owner.idToken,
      'en',
    );
    const rows = parseCsv(response.body, ',');
    expect(rows[0]).toEqual([
      'Medical Record No.',
      'Doctor',
      'Name',
      'Date of Birth',
      'Gender',
      'Treatment',
      'Visit Date',
    ]);
    expect(rows.slice(1).map((row) => [row[2], row[4]])).toEqual([
      ['Agus Salim', 'Male'],
      ['Agus Salim', 'Male'],
      ['bunga Citra', 'Female'],
    ]);
  });

  it('keeps a doctor’s export to their own rows', async () => {
    const response = await get(
      `/inactive-visits/export-to-csv?${MARCH}&practitionerId=${andi.id}`,
      citra.idToken,
    );
    expect(
      parseCsv(response.body)
        .slice(1)
        .map((row) => row[1]),
    ).toEqual(['Citra']);
  });

  it('exports the doctor report as report-visit.csv', async () => {
    const response = await get(`/practitioner-stats/export-to-csv?${MARCH}`, clinicA.owner.idToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="report-visit.csv"');
    expect(response.body.startsWith('\ufeff')).toBe(true);
    expect(parseCsv(response.body)).toEqual([
      ['Dokter', 'Total Pasien', 'Total Laki-laki', 'Total Perempuan', 'Tidak Datang'],
      ['dr. Andi', '2', '1', '1', '0'],
      ['Citra', '1', '0', '1', '0'],
      ['dr. Budi', '1', '0', '1', '0'],
      ['dr. Zaenal', '0', '0', '0', '0'],
    ]);
    const english = await get(
      `/practitioner-stats/export-to-csv?${MARCH}&practitioner_id=${budi.id}`,
      budi.idToken,
      'en',
    );
    expect(parseCsv(english.body, ',')).toEqual([
      ['Doctor', 'Total Patients', 'Total Male', 'Total Female', 'No-shows'],
      ['dr. Budi', '1', '0', '1', '0'],
    ]);
  });

  it('an empty filter still gives the header row', async () => {
    const response = await get(
      '/inactive-visits/export-to-csv?from=2020-01-01&to=2020-01-31',
      clinicA.owner.idToken,
    );
    expect(parseCsv(response.body)).toHaveLength(1);
  });
});

describe('history batches (the export’s reading)', () => {
  it('follow every sort in the list’s order, across batch boundaries, without repeats', async () => {
    // Many visits on a few instants and names, so ties cross the batch boundaries.
    const extra = await Promise.all(
      ['Eka', 'eka', 'Fajar'].map((name, index) =>
        addPatient(clinicA, name, index % 2 === 0 ? 'MALE' : 'FEMALE'),
      ),
    );
    for (let index = 0; index < 12; index++) {
      await addVisit(clinicA, {
        patientId: extra[index % 3]!,
        practitionerId: [andi.id, budi.id, citra.id][index % 3]!,
        localStart: `2026-01-1${index % 4}T08:00`,
      });
    }
    const filter = {
      start: new Date('2026-01-01T00:00:00+07:00'),
      end: new Date('2026-02-01T00:00:00+07:00'),
      practitionerId: null,
    };
    for (const key of HISTORY_SORT_KEYS as readonly HistorySortKey[]) {
      for (const direction of ['asc', 'desc'] as const) {
        const sort = { key, direction };
        const { rows, total } = await ctx.repositories.visitReports.listHistory(
          clinicA.businessId,
          filter,
          { sort, page: 0, size: 100 },
        );
        expect(total).toBe(12);
        const batched: string[] = [];
        const sizes: number[] = [];
        for await (const batch of ctx.repositories.visitReports.historyBatches(
          clinicA.businessId,
          filter,
          sort,
          5,
        )) {
          sizes.push(batch.length);
          batched.push(...batch.map((row) => row.id));
        }
        expect(sizes, `${key},${direction}`).toEqual([5, 5, 2]);
        expect(batched, `${key},${direction}`).toEqual(rows.map((row) => row.id));
      }
    }
  });
});

describe('OpenAPI', () => {
  it('documents the four calls with their queries', async () => {
    const response = await call(ctx, 'GET', '/api2/openapi.json');
    expect(response.statusCode).toBe(200);
    const paths = response.json<{
      paths: Record<string, { get?: { parameters?: { name: string }[] } }>;
    }>().paths;
    expect(
      paths['/api2/dashboard/inactive-visits']?.get?.parameters?.map((p) => p.name).sort(),
    ).toEqual(['from', 'page', 'practitionerId', 'size', 'sort', 'to']);
    expect(
      paths['/api2/dashboard/practitioner-stats']?.get?.parameters?.map((p) => p.name).sort(),
    ).toEqual(['from', 'page', 'practitioner_id', 'size', 'sort', 'to']);
    expect(paths['/api2/dashboard/inactive-visits/export-to-csv']?.get).toBeDefined();
    expect(paths['/api2/dashboard/practitioner-stats/export-to-csv']?.get).toBeDefined();
  });
});
