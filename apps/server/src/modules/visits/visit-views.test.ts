import { describe, expect, it } from 'vitest';
import { createFileUrls } from '../files/file-urls';
import type { PatientRow } from '../patients/patients.repository';
import type { VisitRow, VisitWithPeople } from './visits.repository';
import {
  activeVisitViewOf,
  isVisitCompleted,
  patientViewOf,
  practitionerRolesOf,
  visitDetailOf,
  visitHistoryItemOf,
  visitListItemOf,
} from './visit-views';

const files = createFileUrls('https://klinik.example.id');
const createdAt = new Date('2026-01-01T00:00:00.000Z');

const patient: PatientRow = {
  id: 'p-1',
  businessId: 'b-1',
  name: 'Siti Rahayu',
  phoneNumber: '0812',
  dateOfBirth: '1990-05-17',
  gender: 'FEMALE',
  address: 'Jl. Melati',
  remark: null,
  email: null,
  identificationType: 'KTP',
  identificationNumber: '3273015705900001',
  medicalRecordNumber: 'RM-1',
  allergies: ['Udang'],
  satuSehatPatientId: null,
  createdAt,
  createdBy: null,
  updatedAt: createdAt,
  updatedBy: null,
};

const visit: VisitRow = {
  id: 'v-1',
  businessId: 'b-1',
  patientId: 'p-1',
  practitionerId: 'u-1',
  locationId: 'loc',
  bookingId: null,
  status: 'ACTIVE',
  visitDate: '2026-03-10',
  sequenceNumber: 4,
  // 08:30 at +7 on 10 March.
  startedAt: new Date('2026-03-10T01:30:00.000Z'),
  endedAt: null,
  anamnesis: 'Batuk',
  examination: 'Faring merah',
  treatment: 'Istirahat',
  riwayatPenyakit: null,
  riwayatPenyakitKeluarga: null,
  diagnoses: [{ fullCode: 'J02.9', shortDescription: 'Faringitis akut' }],
  annotations: [],
  fileUploads: ['/files/b-1/assessment/a.png', 'https://elsewhere.example/b.png'],
  endNote: null,
  endFileUrl: '/files/b-1/assessment/end.pdf',
  satuSehatEncounterId: null,
  createdAt,
  createdBy: null,
  updatedAt: createdAt,
  updatedBy: null,
};

const row: VisitWithPeople = {
  visit,
  patient,
  patientActiveVisitId: 'v-1',
  practitionerName: 'dr. Andi',
  practitionerRole: 'ROLE_DOCTOR',
};

const DOCTOR = { role: 'ROLE_DOCTOR' } as const;

describe('visit views', () => {
  it('answer the clinic’s wall clock (+7) and this server’s files absolute', () => {
    const detail = visitDetailOf(row, files, DOCTOR);
    expect(detail).toMatchObject({
      start: '2026-03-10T01:30:00.000Z',
      startInString: '10-03-2026 08:30',
      end: null,
      sequence: 4,
      doctorName: 'dr. Andi',
      practitionerRole: ['ROLE_DOCTOR'],
      fileUploads: [
        'https://klinik.example.id/files/b-1/assessment/a.png',
        'https://elsewhere.example/b.png',
      ],
      endFileUrl: 'https://klinik.example.id/files/b-1/assessment/end.pdf',
      visitCompleted: true,
      patient: {
        dob: '17-05-1990',
        activeVisitId: 'v-1',
        allergies: [{ name: 'Udang', isNew: false }],
      },
    });
    expect(visitHistoryItemOf(row, files, DOCTOR).fileUploads[0]).toBe(
      'https://klinik.example.id/files/b-1/assessment/a.png',
    );
    // Without a public URL, the stored references as they are.
    expect(visitDetailOf(row, createFileUrls(''), DOCTOR).fileUploads[0]).toBe(
      '/files/b-1/assessment/a.png',
    );
  });

  it('give anyone but a doctor treatment only; the history keeps its diagnosis pills for all', () => {
    for (const role of ['ROLE_OWNER', 'ROLE_BEAUTICIAN', 'ROLE_STAFF'] as const) {
      expect(visitDetailOf(row, files, { role }), role).toMatchObject({
        treatment: 'Istirahat',
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
      expect(visitHistoryItemOf(row, files, { role }), role).toMatchObject({
        treatment: 'Istirahat',
        anamnesis: null,
        examination: null,
        fileUploads: [],
        diagnosisJson: [{ fullCode: 'J02.9', shortDescription: 'Faringitis akut' }],
      });
    }
    expect(visitDetailOf(row, files, DOCTOR).anamnesis).toBe(visit.anamnesis);
    expect(visitHistoryItemOf(row, files, DOCTOR).examination).toBe(visit.examination);
  });

  it('answer a visit not started yet without times', () => {
    const booked = { ...row, visit: { ...visit, status: 'BOOKED' as const, startedAt: null } };
    expect(visitListItemOf(booked)).toMatchObject({ start: null, startInString: null });
    expect(visitHistoryItemOf(booked, files, DOCTOR)).toMatchObject({
      start: null,
      startInString: null,
    });
    expect(activeVisitViewOf(booked)).toMatchObject({ start: null, startInString: null });
    const ended = { ...row, visit: { ...visit, endedAt: new Date('2026-03-10T03:00:00.000Z') } };
    expect(visitDetailOf(ended, files, DOCTOR).end).toBe('2026-03-10T03:00:00.000Z');
  });

  it('give the active visit of the patient row and the history entry their own shapes', () => {
    expect(activeVisitViewOf(row)).toEqual({
      id: 'v-1',
      status: 'ACTIVE',
      sequence: 4,
      visitDate: '2026-03-10',
      start: '2026-03-10T01:30:00.000Z',
      startInString: '10-03-2026 08:30',
      doctorId: 'u-1',
      doctorName: 'dr. Andi',
      treatment: 'Istirahat',
      locationId: 'loc',
      bookingId: null,
    });
    expect(visitHistoryItemOf(row, files, DOCTOR)).toMatchObject({
      practitionerId: 'u-1',
      practitionerName: 'dr. Andi',
      diagnosisJson: [{ fullCode: 'J02.9', shortDescription: 'Faringitis akut' }],
      patient: { id: 'p-1', name: 'Siti Rahayu' },
    });
    expect(patientViewOf({ ...patient, dateOfBirth: null }, null)).toMatchObject({
      dob: null,
      activeVisitId: null,
    });
  });
});

describe('practitionerRolesOf', () => {
  it('is the account’s role as a list; no or an unknown role is an empty list', () => {
    expect(practitionerRolesOf('ROLE_BEAUTICIAN')).toEqual(['ROLE_BEAUTICIAN']);
    expect(practitionerRolesOf(null)).toEqual([]);
    expect(practitionerRolesOf('ROLE_ADMIN')).toEqual([]);
  });
});

describe('isVisitCompleted', () => {
  it('a doctor’s visit needs anamnesis, examination, a diagnosis and treatment', () => {
    expect(isVisitCompleted(visit, ['ROLE_DOCTOR'])).toBe(true);
    expect(isVisitCompleted({ ...visit, diagnoses: [] }, ['ROLE_DOCTOR'])).toBe(false);
    expect(isVisitCompleted({ ...visit, anamnesis: ' ' }, ['ROLE_DOCTOR'])).toBe(false);
  });

  it('anyone else’s visit (a beautician’s) needs treatment only', () => {
    const facial = { ...visit, anamnesis: null, examination: null, diagnoses: [] };
    expect(isVisitCompleted(facial, ['ROLE_BEAUTICIAN'])).toBe(true);
    expect(isVisitCompleted({ ...facial, treatment: null }, ['ROLE_BEAUTICIAN'])).toBe(false);
  });
});
