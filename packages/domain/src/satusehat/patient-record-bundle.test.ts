import { describe, expect, it } from 'vitest';
import {
  ICD10_SYSTEM,
  NIK_SYSTEM,
  toConditionResources,
  toEncounterResource,
  toObservationResources,
  toPatientRecordBundle,
  toPatientResource,
  type RecordPatient,
  type RecordVisit,
} from './patient-record-bundle';

const patient: RecordPatient = {
  id: '11111111-1111-4111-8111-111111111111',
  businessId: '22222222-2222-4222-8222-222222222222',
  name: 'Rina Wijaya',
  phoneNumber: '081234567890',
  email: null,
  dateOfBirth: '1990-04-12',
  gender: 'FEMALE',
  address: 'Jl. Merdeka 1',
  identificationType: 'KTP',
  identificationNumber: '3273010101900001',
  medicalRecordNumber: 'RM-001',
  satuSehatPatientId: null,
};

const visit: RecordVisit = {
  id: '33333333-3333-4333-8333-333333333333',
  status: 'DONE',
  startedAt: new Date('2026-11-20T02:30:00.000Z'),
  endedAt: new Date('2026-11-20T03:00:00.000Z'),
  practitionerName: 'dr. Budi',
  practitionerIhs: null,
  locationId: null,
  satuSehatEncounterId: null,
  anamnesis: 'Demam tiga hari',
  examination: '  ',
  riwayatPenyakit: null,
  riwayatPenyakitKeluarga: 'Diabetes (ayah)',
  treatment: '',
  endNote: null,
  diagnoses: [
    { fullCode: 'R50.9', shortDescription: 'Demam, tidak spesifik' },
    { fullCode: 'J00', shortDescription: 'Nasofaringitis akut' },
  ],
};

const clinic = { businessId: patient.businessId, organizationId: null };

describe('a patient record as FHIR R4', () => {
  it('a patient carries the NIK, the medical record number and the birth date', () => {
    const resource = toPatientResource(patient);
    expect(resource.identifier).toContainEqual({
      use: 'official',
      system: NIK_SYSTEM,
      value: '3273010101900001',
    });
    expect(resource.identifier?.map((id) => id.value)).toContain('RM-001');
    expect(resource).toMatchObject({ gender: 'female', birthDate: '1990-04-12' });
    expect(resource.telecom).toEqual([{ system: 'phone', value: '081234567890', use: 'mobile' }]);
  });

  it('a patient with nothing but a name is a Patient with a name', () => {
    const resource = toPatientResource({
      ...patient,
      phoneNumber: null,
      dateOfBirth: null,
      gender: null,
      address: null,
      identificationNumber: null,
      medicalRecordNumber: null,
    });
    expect(resource).toEqual({
      resourceType: 'Patient',
      id: patient.id,
      active: true,
      name: [{ use: 'official', text: 'Rina Wijaya' }],
    });
  });

  it('an encounter is ambulatory, finished once the visit ended, with its times and offset', () => {
    const encounter = toEncounterResource(visit, patient, clinic);
    expect(encounter).toMatchObject({
      status: 'finished',
      class: { code: 'AMB' },
      period: { start: '2026-11-20T02:30:00+00:00', end: '2026-11-20T03:00:00+00:00' },
      subject: { reference: `urn:uuid:${patient.id}` },
    });
    expect(encounter.identifier[0]?.system).toBe(
      `https://praktik.id/fhir/sid/visit/${patient.businessId}`,
    );
    expect(encounter.serviceProvider).toBeUndefined();
  });

  it('for the platform: the encounter system of the organization and the subject by IHS number', () => {
    const encounter = toEncounterResource(
      {
        ...visit,
        status: 'ACTIVE',
        endedAt: null,
        practitionerIhs: 'N10000001',
        locationId: 'L-1',
      },
      { ...patient, satuSehatPatientId: 'P02478375538' },
      { ...clinic, organizationId: '10000004' },
    );
    expect(encounter).toMatchObject({
      status: 'in-progress',
      identifier: [{ system: 'http://sys-ids.kemkes.go.id/encounter/10000004', value: visit.id }],
      subject: { reference: 'Patient/P02478375538' },
      serviceProvider: { reference: 'Organization/10000004' },
      location: [{ location: { reference: 'Location/L-1' } }],
    });
    expect(encounter.participant?.[0]?.individual.reference).toBe('Practitioner/N10000001');
  });

  it('statuses follow the visit: booked is planned, cancelled is cancelled', () => {
    expect(toEncounterResource({ ...visit, status: 'BOOKED' }, patient, clinic).status).toBe(
      'planned',
    );
    expect(toEncounterResource({ ...visit, status: 'CANCELLED' }, patient, clinic).status).toBe(
      'cancelled',
    );
    expect(
      toEncounterResource({ ...visit, status: 'WAITING_PAYMENT' }, patient, clinic).status,
    ).toBe('finished');
  });

  it('one Condition per diagnosis with its ICD-10 code, for the platform by encounter id', () => {
    const conditions = toConditionResources({ ...visit, satuSehatEncounterId: 'E-9' }, patient, [
      'c1',
      'c2',
    ]);
    expect(conditions.map((condition) => condition.code.coding[0])).toEqual([
      { system: ICD10_SYSTEM, code: 'R50.9', display: 'Demam, tidak spesifik' },
      { system: ICD10_SYSTEM, code: 'J00', display: 'Nasofaringitis akut' },
    ]);
    expect(conditions[0]?.encounter).toEqual({ reference: 'Encounter/E-9' });
  });

  it('an Observation per assessment text that is not empty, with its LOINC code', () => {
    const observations = toObservationResources(visit, patient, (field) => `o-${field}`);
    expect(
      observations.map((o) => [
        o.id,
        o.code.coding[0]?.system,
        o.code.coding[0]?.code,
        o.valueString,
      ]),
    ).toEqual([
      ['o-anamnesis', 'http://loinc.org', '10164-2', 'Demam tiga hari'],
      ['o-riwayatPenyakitKeluarga', 'http://loinc.org', '10157-6', 'Diabetes (ayah)'],
    ]);
  });

  it('the bundle is a collection whose references are its own urns', () => {
    const older: RecordVisit = {
      ...visit,
      id: '44444444-4444-4444-8444-444444444444',
      startedAt: new Date('2026-01-05T01:00:00.000Z'),
      diagnoses: [],
    };
    const bundle = toPatientRecordBundle({
      patient: { ...patient, satuSehatPatientId: 'P02478375538' },
      visits: [visit, older],
      clinic,
      now: new Date('2026-11-26T10:00:00.000Z'),
      resourceId: (visitId, kind) => `${visitId}-${kind}`,
    });
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    expect(bundle.timestamp).toBe('2026-11-26T10:00:00+00:00');
    const urls = new Set(bundle.entry.map((entry) => entry.fullUrl));
    for (const entry of bundle.entry) {
      expect(entry.fullUrl).toBe(`urn:uuid:${entry.resource.id}`);
      const resource = entry.resource;
      if ('subject' in resource) expect(urls).toContain(resource.subject.reference);
      if ('encounter' in resource) expect(urls).toContain(resource.encounter.reference);
    }
    expect(bundle.entry.map((entry) => entry.resource.resourceType)).toEqual([
      'Patient',
      'Encounter',
      'Observation',
      'Observation',
      'Encounter',
      'Condition',
      'Condition',
      'Observation',
      'Observation',
    ]);
    // Oldest visit first.
    expect(bundle.entry[1]?.resource.id).toBe(older.id);
  });
});
