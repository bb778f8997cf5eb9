import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { patientViewSchema } from '../modules/patients/patient-view.schema';
import { fastResponseSerializer } from './fast-response-serializer';

const listResponse = z.object({ data: z.array(patientViewSchema) });
const serialize = fastResponseSerializer({ schema: listResponse });

const patient = {
  id: '7f0c6f2e-3c1b-4d52-9a40-5b8f3f1e2a10',
  name: 'Siti "Nur" Wijaya',
  phoneNumber: '081234567890',
  dob: '17-08-1990',
  dateOfBirth: '1990-08-17',
  gender: 'FEMALE',
  address: 'Jl. Merdeka 1\nBandung',
  remark: null,
  email: null,
  identificationType: 'KTP',
  identificationNumber: '3273000000000001',
  medicalRecordNumber: 'RM-0001',
  allergies: [{ name: 'Penisilin', isNew: false }],
  satuSehatPatientId: null,
  activeVisitId: null,
};

describe('fastResponseSerializer', () => {
  it('writes a patient list exactly as the zod check and JSON.stringify did', () => {
    const answer = { data: [patient, { ...patient, allergies: [], activeVisitId: 'v-1' }] };
    expect(serialize(answer)).toBe(JSON.stringify(listResponse.parse(answer)));
  });

  it('leaves out properties the schema does not name, as the zod check did', () => {
    const withInternals = { data: [{ ...patient, businessId: 'b-1', createdBy: 'u-1' }] };
    const written = JSON.parse(serialize(withInternals)) as { data: Record<string, unknown>[] };
    expect(written.data[0]).not.toHaveProperty('businessId');
    expect(written.data[0]).not.toHaveProperty('createdBy');
  });
});
