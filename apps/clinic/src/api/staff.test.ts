import { describe, expect, it, vi } from 'vitest';

vi.stubGlobal('window', {
  localStorage: { getItem: () => null, setItem: () => {}, removeItem: () => {} },
  addEventListener: () => {},
  removeEventListener: () => {},
  location: { assign: () => {} },
});

const {
  activateStaffMember,
  deactivateStaffMember,
  getStaffMember,
  listStaff,
  saveStaffMember,
  staffListSearch,
} = await import('./staff');
const { keyFilters, keys } = await import('./keys');
const { ApiError } = await import('./error');

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function callOf(fetchMock: ReturnType<typeof vi.fn>, index = 0) {
  const [url, init] = fetchMock.mock.calls[index] as unknown as [string, RequestInit];
  return {
    url,
    method: init.method,
    body: init.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
  };
}

const row = {
  id: '6f1c2b1e-0000-4000-8000-000000000001',
  name: 'dr. Rina',
  email: 'rina@klinik.test',
  role: 'ROLE_DOCTOR',
  userPhoneNumber: '0812',
  userDob: '1990-01-02',
  userGender: 'FEMALE',
  userAddress: 'Jl. Mawar 1',
  identificationNumber: '3171',
  practitionerId: 'p1',
  active: true,
};

describe('staff api', () => {
  it('asks for one role only when a role is chosen', () => {
    expect(staffListSearch({ page: 0, size: 50, role: null })).toBe('page=0&size=50');
    expect(staffListSearch({ page: 2, size: 10, role: 'ROLE_BEAUTICIAN' })).toBe(
      'page=2&size=10&role=ROLE_BEAUTICIAN',
    );
  });

  it('lists a page with the total from x-total-count', async () => {
    const fetchMock = vi.fn(async () => answer(200, { data: [row] }, { 'x-total-count': '61' }));
    vi.stubGlobal('fetch', fetchMock);
    const page = await listStaff({ page: 1, size: 50, role: 'ROLE_DOCTOR' });
    expect(page).toEqual({ rows: [row], total: 61 });
    expect(callOf(fetchMock).url).toBe('/api2/dashboard/staff?page=1&size=50&role=ROLE_DOCTOR');
  });

  it('reads one member by id', async () => {
    const fetchMock = vi.fn(async () => answer(200, { data: row }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await getStaffMember(row.id)).toEqual(row);
    expect(callOf(fetchMock).url).toBe(`/api2/dashboard/staff/${row.id}`);
  });

  it('creates and edits with one POST, the edit carrying the id', async () => {
    const fetchMock = vi.fn(async () => answer(201, { data: row }));
    vi.stubGlobal('fetch', fetchMock);
    const body = {
      name: row.name,
      email: row.email,
      role: 'ROLE_DOCTOR' as const,
      userPhoneNumber: '0812',
      userDob: '1990-01-02',
      userGender: 'FEMALE' as const,
      userAddress: 'Jl. Mawar 1',
      identificationNumber: '3171',
    };
    await saveStaffMember({ ...body, password: 'Rahasia123!' });
    await saveStaffMember({ ...body, id: row.id });
    expect(callOf(fetchMock, 0)).toEqual({
      url: '/api2/dashboard/staff',
      method: 'POST',
      body: { ...body, password: 'Rahasia123!' },
    });
    expect(callOf(fetchMock, 1)).toEqual({
      url: '/api2/dashboard/staff',
      method: 'POST',
      body: { ...body, id: row.id },
    });
  });

  it('a taken e-mail comes back as a 409 with its detail and field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(409, {
          status: 409,
          title: 'Conflict',
          detail: 'Email sudah terdaftar',
          fieldErrors: [{ field: 'email', message: 'Email sudah terdaftar' }],
        }),
      ),
    );
    const error = await saveStaffMember({ ...row, password: 'x' } as never).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, detail: 'Email sudah terdaftar' });
  });

  it('deactivates and activates on the member path', async () => {
    const fetchMock = vi.fn(async () => answer(200, { data: { ...row, active: false } }));
    vi.stubGlobal('fetch', fetchMock);
    expect((await deactivateStaffMember(row.id)).active).toBe(false);
    await activateStaffMember(row.id);
    expect(callOf(fetchMock, 0)).toMatchObject({
      url: `/api2/dashboard/staff/${row.id}/deactivate`,
      method: 'POST',
    });
    expect(callOf(fetchMock, 1)).toMatchObject({
      url: `/api2/dashboard/staff/${row.id}/activate`,
      method: 'POST',
    });
  });

  it('list pages, members and the practitioner list are revalidated together, other keys are left alone', () => {
    expect(keyFilters.staff(keys.staffList({ page: 0, size: 50, role: null }))).toBe(true);
    expect(keyFilters.staff(keys.staffMember('a'))).toBe(true);
    expect(keyFilters.staff(keys.doctors())).toBe(true);
    expect(keyFilters.staff(keys.account())).toBe(false);
    expect(keyFilters.staff('staff')).toBe(false);
  });
});
