import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@praktik/domain/access/roles';
import { FHIR_SCHEMA_COMPILE_MS, fhirSchemaErrors, fhirValidator } from '../../test/fhir-schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { linkClinicToSatuSehat } from '../../test/satusehat-fixtures';
import {
  addClinicMember,
  call,
  createTestClinic,
  patientRequestBody,
  problemOf,
  type SignedIn,
  type TestClinic,
} from '../../test/fixtures';

/** The owner's FHIR export of one patient's record, over HTTP on a database. */

interface BundleEntry {
  fullUrl: string;
  resource: { resourceType: string; id: string; [key: string]: unknown };
}
interface Bundle {
  resourceType: string;
  type: string;
  entry: BundleEntry[];
}

const logLines: string[] = [];
let ctx: TestApp;
let clinic: TestClinic;
let otherClinic: TestClinic;
let doctor: SignedIn & { id: string };
/** A patient with two visits, diagnoses and assessment texts. */
let fullPatient: { id: string; medicalRecordNumber: string };
/** A patient with nothing but a name. */
let bareId: string;

const exportUrl = (id: string) => `/api2/dashboard/patients/${id}/fhir-bundle`;
const bundleOf = (body: string) => JSON.parse(body) as Bundle;

async function createPatient(body: Record<string, unknown>): Promise<string> {
  const response = await call(ctx, 'POST', '/api2/dashboard/patient', {
    token: clinic.owner.idToken,
    body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: string } }>().data.id;
}

async function visit(patientId: string, assessment: Record<string, unknown>) {
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
  expect(started.statusCode, started.body).toBeLessThan(300);
  const saved = await call(ctx, 'POST', '/api2/dashboard/save-visit', {
    token: doctor.idToken,
    body: {
      patientId,
      anamnesis: null,
      examination: null,
      treatment: null,
      riwayatPenyakit: null,
      riwayatPenyakitKeluarga: null,
      diagnosisDTOs: [],
      allergies: [],
      annotationDTOs: [],
      fileUploads: [],
      ...assessment,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const ended = await call(ctx, 'POST', `/api2/dashboard/end-visit/${patientId}`, {
    token: doctor.idToken,
    body: { note: 'Kontrol satu minggu lagi' },
  });
  expect(ended.statusCode, ended.body).toBeLessThan(300);
}

beforeAll(async () => {
  ctx = await createTestApp({
    logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
  });
  [clinic, otherClinic] = await Promise.all([createTestClinic(ctx), createTestClinic(ctx)]);
  doctor = await addClinicMember(ctx, clinic, 'ROLE_DOCTOR');
  const body = patientRequestBody({ name: 'Siti Rahayu Ekspor', dob: '17-05-1990' });
  fullPatient = { id: await createPatient(body), medicalRecordNumber: body.medicalRecordNumber };
  await visit(fullPatient.id, {
    anamnesis: 'Demam tiga hari, batuk',
    examination: 'Suhu 38,5 °C',
    riwayatPenyakitKeluarga: 'Diabetes (ayah)',
    treatment: 'Parasetamol 3x500 mg',
    diagnosisDTOs: [
      { fullCode: 'R50.9', shortDescription: 'Demam, tidak spesifik' },
      { fullCode: 'J00', shortDescription: 'Nasofaringitis akut' },
    ],
  });
  await visit(fullPatient.id, {
    anamnesis: 'Kontrol, tidak demam',
    examination: 'Suhu 36,8 °C',
    treatment: 'Istirahat cukup',
    diagnosisDTOs: [{ fullCode: 'Z09.8', shortDescription: 'Pemeriksaan lanjutan' }],
  });
  // As the public booking page can leave one (spec 2 §2.3): the dashboard form asks for more.
  const bare = await ctx.repositories.patients.insertPatient(
    clinic.businessId,
    {
      name: 'Budi Tanpa Data',
      phoneNumber: null,
      dateOfBirth: null,
      gender: null,
      address: null,
      remark: null,
      email: null,
      identificationType: 'KTP',
      identificationNumber: null,
      medicalRecordNumber: null,
      allergies: [],
    },
    null,
  );
  if (bare === 'mrn-taken') throw new Error('no number was given');
  bareId = bare.id;
  fhirValidator();
}, FHIR_SCHEMA_COMPILE_MS);

afterAll(async () => {
  await ctx?.close();
});

describe('GET /api2/dashboard/patients/{id}/fhir-bundle', () => {
  it("the owner downloads a patient's record as a FHIR R4 Bundle the schema accepts", async () => {
    const response = await call(ctx, 'GET', exportUrl(fullPatient.id), {
      token: clinic.owner.idToken,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/fhir\+json/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${fullPatient.medicalRecordNumber}.fhir.json"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const bundle = bundleOf(response.body);
    expect(fhirSchemaErrors(bundle)).toEqual([]);
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });

    const ofType = (type: string) =>
      bundle.entry.filter((entry) => entry.resource.resourceType === type).map((e) => e.resource);
    expect(ofType('Patient')).toHaveLength(1);
    expect(ofType('Patient')[0]).toMatchObject({
      id: fullPatient.id,
      name: [{ text: 'Siti Rahayu Ekspor' }],
      birthDate: '1990-05-17',
      gender: 'female',
    });
    expect(ofType('Encounter')).toHaveLength(2);
    expect(ofType('Encounter').every((e) => e.status === 'finished')).toBe(true);
    const codes = ofType('Condition').map(
      (c) => (c.code as { coding: { code: string }[] }).coding[0]?.code,
    );
    expect(codes).toEqual(['R50.9', 'J00', 'Z09.8']);
    const texts = ofType('Observation').map((o) => o.valueString);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Demam tiga hari, batuk',
        'Suhu 38,5 °C',
        'Diabetes (ayah)',
        'Parasetamol 3x500 mg',
        'Kontrol, tidak demam',
        'Kontrol satu minggu lagi',
      ]),
    );
    // Every reference points at an entry of the Bundle.
    const urls = new Set(bundle.entry.map((entry) => entry.fullUrl));
    for (const resource of [...ofType('Condition'), ...ofType('Observation')]) {
      expect(urls).toContain((resource.subject as { reference: string }).reference);
      expect(urls).toContain((resource.encounter as { reference: string }).reference);
    }
    // The same record exports the same ids again.
    const again = await call(ctx, 'GET', exportUrl(fullPatient.id), {
      token: clinic.owner.idToken,
    });
    expect(bundleOf(again.body).entry.map((e) => e.fullUrl)).toEqual(
      bundle.entry.map((e) => e.fullUrl),
    );
  });

  it('a patient with nothing but a name is a valid Bundle of one Patient', async () => {
    const response = await call(ctx, 'GET', exportUrl(bareId), { token: clinic.owner.idToken });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="patient-${bareId}.fhir.json"`,
    );
    const bundle = bundleOf(response.body);
    expect(fhirSchemaErrors(bundle)).toEqual([]);
    expect(bundle.entry.map((entry) => entry.resource.resourceType)).toEqual(['Patient']);
  });

  it('each download is in the medical-record audit: who, when, which patient', async () => {
    const before = await ctx.repositories.medicalRecordAudit.listForPatient(
      clinic.businessId,
      bareId,
    );
    await call(ctx, 'GET', exportUrl(bareId), { token: clinic.owner.idToken });
    const after = await ctx.repositories.medicalRecordAudit.listForPatient(
      clinic.businessId,
      bareId,
    );
    const added = after.filter((row) => !before.some((old) => old.id === row.id));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      action: 'RECORD_EXPORTED',
      actorId: clinic.owner.id,
      patientId: bareId,
    });
  });

  it.each<[string, Role]>([
    ['doctor', 'ROLE_DOCTOR'],
    ['beautician', 'ROLE_BEAUTICIAN'],
    ['staff', 'ROLE_STAFF'],
  ])('a %s may not export (403)', async (_, role) => {
    const member = role === 'ROLE_DOCTOR' ? doctor : await addClinicMember(ctx, clinic, role);
    const response = await call(ctx, 'GET', exportUrl(fullPatient.id), { token: member.idToken });
    expect(response.statusCode).toBe(403);
    expect(problemOf(response).detail).not.toBe('');
  });

  it("a clinic linked to SATUSEHAT exports its encounters under the platform's identifier system", async () => {
    const encounterSystems = async () => {
      const response = await call(ctx, 'GET', exportUrl(fullPatient.id), {
        token: clinic.owner.idToken,
      });
      expect(response.statusCode, response.body).toBe(200);
      return bundleOf(response.body)
        .entry.filter((entry) => entry.resource.resourceType === 'Encounter')
        .map((entry) => (entry.resource.identifier as { system: string }[])[0]?.system);
    };
    expect(await encounterSystems()).not.toContainEqual(
      expect.stringContaining('sys-ids.kemkes.go.id'),
    );
    const client = await linkClinicToSatuSehat(ctx, clinic);
    const systems = await encounterSystems();
    expect(systems).toHaveLength(2);
    for (const system of systems) {
      expect(system).toBe(`http://sys-ids.kemkes.go.id/encounter/${client.organizationId}`);
    }
  });

  it("another clinic's owner gets 404, and an id that is not one gets 404 too", async () => {
    const foreign = await call(ctx, 'GET', exportUrl(fullPatient.id), {
      token: otherClinic.owner.idToken,
    });
    expect(foreign.statusCode).toBe(404);
    expect(problemOf(foreign).detail).toBe('Pasien tidak ditemukan');
    const bad = await call(ctx, 'GET', exportUrl('not-a-uuid'), { token: clinic.owner.idToken });
    expect(bad.statusCode).toBe(404);
    const none = await call(ctx, 'GET', exportUrl(fullPatient.id));
    expect(none.statusCode).toBe(401);
  });

  it("no log line carries the record's contents", () => {
    const logs = logLines.join('\n');
    for (const secret of ['Siti Rahayu Ekspor', 'Demam tiga hari', 'R50.9', 'Nasofaringitis']) {
      expect(logs).not.toContain(secret);
    }
    expect(logs).toContain('fhir-bundle');
  });
});
