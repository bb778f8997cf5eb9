import { describe, expect, it } from 'vitest';
import {
  ADMINISTRATIVE_CODE_URL,
  locationFormFromResource,
  organizationFormFromResource,
  toLocationResource,
  toOrganizationResource,
} from './fhir-resources';
import { locationFormSchema } from './location.schema';
import { organizationFormSchema } from './organization.schema';

const validOrganization = {
  name: 'Klinik Ayu Poli Umum',
  email: 'poli@klinikayu.id',
  phoneNumber: '0221234567',
  website: 'https://klinikayu.id',
  address: 'Jl. Asia Afrika No. 8',
  city: '3273',
  postalCode: '40111',
  province: '32',
  district: '327301',
  village: '3273011001',
};

const validLocation = {
  ...validOrganization,
  name: 'Ruang Periksa 1',
  description: 'Ruang periksa dokter umum, lantai 1',
  rt: '001',
  rw: '005',
};

describe('SATUSEHAT resources (spec 2 §3)', () => {
  it('an organization carries work telecoms, an Indonesian address and the administrative codes', () => {
    const resource = toOrganizationResource(organizationFormSchema.parse(validOrganization));
    expect(resource).toEqual({
      resourceType: 'Organization',
      active: true,
      name: 'Klinik Ayu Poli Umum',
      telecom: [
        { system: 'phone', value: '0221234567', use: 'work' },
        { system: 'email', value: 'poli@klinikayu.id', use: 'work' },
        { system: 'url', value: 'https://klinikayu.id', use: 'work' },
      ],
      address: [
        {
          use: 'work',
          line: ['Jl. Asia Afrika No. 8'],
          city: '3273',
          postalCode: '40111',
          country: 'ID',
          extension: [
            {
              url: ADMINISTRATIVE_CODE_URL,
              extension: [
                { url: 'province', valueCode: '32' },
                { url: 'city', valueCode: '3273' },
                { url: 'district', valueCode: '327301' },
                { url: 'village', valueCode: '3273011001' },
              ],
            },
          ],
        },
      ],
    });
  });

  it('an edit carries the id', () => {
    expect(toOrganizationResource(organizationFormSchema.parse(validOrganization), 'abc').id).toBe(
      'abc',
    );
    expect(toLocationResource(locationFormSchema.parse(validLocation), 'loc-1').id).toBe('loc-1');
  });

  it('a location is active, described, and adds RT and RW to the codes', () => {
    const resource = toLocationResource(locationFormSchema.parse(validLocation));
    expect(resource.resourceType).toBe('Location');
    expect(resource.status).toBe('active');
    expect(resource.description).toBe('Ruang periksa dokter umum, lantai 1');
    expect(resource).not.toHaveProperty('id');
    expect(resource.address.extension[0]?.extension.slice(-2)).toEqual([
      { url: 'rt', valueCode: '001' },
      { url: 'rw', valueCode: '005' },
    ]);
  });

  it('forms fill back from the resources they made', () => {
    expect(
      organizationFormFromResource(
        toOrganizationResource(organizationFormSchema.parse(validOrganization)),
      ),
    ).toEqual(validOrganization);
    expect(
      locationFormFromResource(toLocationResource(locationFormSchema.parse(validLocation))),
    ).toEqual(validLocation);
  });

  it('a resource with parts missing fills an empty form', () => {
    expect(organizationFormFromResource({})).toEqual({
      name: '',
      email: '',
      phoneNumber: '',
      website: '',
      address: '',
      city: '',
      postalCode: '',
      province: '',
      district: '',
      village: '',
    });
    expect(locationFormFromResource({ address: [] })).toMatchObject({
      description: '',
      rt: '',
      rw: '',
    });
    expect(
      locationFormFromResource({
        address: {
          extension: [
            { url: 'other' },
            { url: ADMINISTRATIVE_CODE_URL, extension: [{ url: 'city', valueCode: '3273' }] },
          ],
        },
      }),
    ).toMatchObject({ city: '3273', province: '' });
  });
});
