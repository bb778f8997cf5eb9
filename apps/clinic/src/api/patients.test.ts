import { describe, expect, it, vi } from 'vitest';

vi.stubGlobal('window', {
  localStorage: { getItem: () => null, setItem: () => {}, removeItem: () => {} },
  addEventListener: () => {},
  removeEventListener: () => {},
  location: { assign: () => {} },
});

const { listPatients, patientListSearch, startVisit } = await import('./patients');

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

describe('patients api', () => {
  it('the list query leaves blank values out', () => {
    expect(
      patientListSearch({ page: '0', size: '50', 'name.contains': 'budi', sort: 'name,asc' }),
    ).toBe('page=0&size=50&name.contains=budi&sort=name%2Casc');
    expect(patientListSearch({ page: '2', size: '10', sort: undefined })).toBe('page=2&size=10');
  });

  it('lists a page with its total', async () => {
    const fetchMock = vi.fn(async () =>
      answer(200, { data: [{ id: 'p1', name: 'Budi' }] }, { 'x-total-count': '41' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const page = await listPatients({ page: '0', size: '5', 'dob.equals': '1990-01-02' });
    expect(page.total).toBe(41);
    expect(page.rows.map((p) => p.name)).toEqual(['Budi']);
    const url = (fetchMock.mock.calls[0] as unknown as [string])[0];
    expect(url).toBe('/api2/dashboard/patients?page=0&size=5&dob.equals=1990-01-02');
  });

  it('starts a visit on the v2 call and answers the patient with the visit', async () => {
    const fetchMock = vi.fn(async () =>
      answer(201, { data: { id: 'p1', activeVisitId: 'v1', visit: { id: 'v1' } } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const started = await startVisit({
      staffId: 'd1',
      identificationNumber: '1234567890123456',
      locationId: null,
      patientId: 'p1',
      bookingId: null,
    });
    expect(started.activeVisitId).toBe('v1');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api2/dashboard/start-visit-v2');
    expect(init.method).toBe('POST');
  });
});
