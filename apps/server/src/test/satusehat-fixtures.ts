import type { LocationForm } from '@praktik/domain/satusehat/location.schema';
import type { OrganizationForm } from '@praktik/domain/satusehat/organization.schema';
import type { StandInClient } from '../integrations/satusehat/stand-in/stand-in';
import type { TestApp } from './create-test-app';
import { call, type TestClinic } from './fixtures';

export function organizationFormBody(overrides: Partial<OrganizationForm> = {}): OrganizationForm {
  return {
    name: 'Poli Umum',
    email: 'poli@klinik.test',
    phoneNumber: '081234567890',
    website: 'https://klinik.test',
    address: 'Jl. Melati No. 1',
    city: '3273',
    postalCode: '40111',
    province: '32',
    district: '327301',
    village: '3273011001',
    ...overrides,
  };
}

export function locationFormBody(overrides: Partial<LocationForm> = {}): LocationForm {
  return {
    ...organizationFormBody(),
    name: 'Ruang Periksa 1',
    description: 'Ruang periksa dokter umum',
    rt: '001',
    rw: '002',
    ...overrides,
  };
}

/** Registers a client on the test app's stand-in and links the clinic to it through the API. */
export async function linkClinicToSatuSehat(
  ctx: TestApp,
  clinic: TestClinic,
): Promise<StandInClient> {
  const client = ctx.standIn.registerClient({ organizationName: clinic.name });
  const response = await call(ctx, 'POST', '/api2/dashboard/satu-sehat/integration', {
    token: clinic.owner.idToken,
    body: {
      organizationId: client.organizationId,
      clientKey: client.clientId,
      secretKey: client.clientSecret,
    },
  });
  if (response.statusCode !== 200) throw new Error(`link failed: ${response.body}`);
  return client;
}
