import { describe, expect, it } from 'vitest';
import type { Repositories } from '../../composition/repositories';
import type { Tenant } from '../../plugins/tenancy';
import type { PatientListRequest } from './patients.repository';
import { createPatientService, DEFAULT_PATIENT_SORT } from './patients.service';

const tenant: Tenant = { userId: 'u-1', businessId: 'b-1', role: 'ROLE_STAFF' };

/** Repositories that only record what the list asked for. */
function recordingRepositories() {
  const asked: { businessId: string; request: PatientListRequest }[] = [];
  const repositories = {
    patients: {
      listPatients: async (businessId: string, request: PatientListRequest) => {
        asked.push({ businessId, request });
        return { rows: [], total: 0 };
      },
    },
  } as unknown as Repositories;
  return { asked, repositories };
}

describe('patient service', () => {
  it('lists the tenant’s clinic with the filters and the sort read by the domain', async () => {
    const { asked, repositories } = recordingRepositories();
    const service = createPatientService(repositories);
    await service.list(tenant, {
      page: 2,
      size: 10,
      'name.contains': 'siti',
      'dob.equals': '1990-05-17',
      sort: 'name,desc',
    });
    expect(asked[0]).toEqual({
      businessId: 'b-1',
      request: {
        filter: {
          nameContains: 'siti',
          phoneNumberContains: undefined,
          addressContains: undefined,
          dobEquals: '1990-05-17',
        },
        sort: { key: 'name', direction: 'desc' },
        page: 2,
        size: 10,
      },
    });
  });

  it('falls back to newest first for no sort, an unknown column or a bad direction', async () => {
    const { asked, repositories } = recordingRepositories();
    const service = createPatientService(repositories);
    for (const sort of [undefined, 'password_hash,asc', 'name,sideways', 'name,asc,extra']) {
      await service.list(tenant, { page: 0, size: 50, sort });
    }
    expect(asked.map((entry) => entry.request.sort)).toEqual(Array(4).fill(DEFAULT_PATIENT_SORT));
  });
});
