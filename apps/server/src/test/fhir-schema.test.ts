import { beforeAll, describe, expect, it } from 'vitest';
import { FHIR_SCHEMA_COMPILE_MS, fhirSchemaErrors, fhirValidator } from './fhir-schema';

beforeAll(() => {
  fhirValidator();
}, FHIR_SCHEMA_COMPILE_MS);

const bundle = () => ({
  resourceType: 'Bundle',
  type: 'collection',
  entry: [
    {
      fullUrl: 'urn:uuid:11111111-1111-4111-8111-111111111111',
      resource: {
        resourceType: 'Patient',
        id: '11111111-1111-4111-8111-111111111111',
        name: [{ text: 'Rina' }],
        gender: 'female',
        birthDate: '1990-04-12',
      },
    },
  ],
});

describe('the FHIR R4 schema helper', () => {
  it('accepts a valid Bundle', () => {
    expect(fhirSchemaErrors(bundle())).toEqual([]);
  });

  it('refuses a Bundle with a broken resource', () => {
    const broken = bundle();
    const patient = broken.entry[0]!.resource as Record<string, unknown>;
    patient.gender = 'perempuan';
    patient.birthDate = '12-04-1990';
    expect(fhirSchemaErrors(broken)).not.toEqual([]);
    expect(fhirSchemaErrors({ ...bundle(), type: 'heap' })).not.toEqual([]);
    expect(fhirSchemaErrors({ ...bundle(), resourceType: 'Bundel' })).not.toEqual([]);
  });
});
