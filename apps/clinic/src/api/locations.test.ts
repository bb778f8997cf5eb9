import { describe, expect, it, vi } from 'vitest';

vi.stubGlobal('window', {
  localStorage: { getItem: () => null, setItem: () => {}, removeItem: () => {} },
  addEventListener: () => {},
  removeEventListener: () => {},
  location: { assign: () => {} },
});

const { locationsFromAnswer, listLocationOptions } = await import('./locations');

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('locations of the start-visit modal', () => {
  it('reads entry[].resource (spec 1 §3), also inside data', () => {
    const bundle = {
      entry: [
        { resource: { id: 'loc-1', name: 'Ruang 1' } },
        { resource: { id: 7, name: 'Ruang 2' } },
      ],
    };
    const expected = [
      { id: 'loc-1', name: 'Ruang 1' },
      { id: '7', name: 'Ruang 2' },
    ];
    expect(locationsFromAnswer(bundle)).toEqual(expected);
    expect(locationsFromAnswer({ data: bundle })).toEqual(expected);
  });

  it('skips entries without an id and names a nameless location by its id', () => {
    expect(
      locationsFromAnswer({
        entry: [
          { resource: { name: 'Tanpa id' } },
          { resource: { id: ' ', name: 'Kosong' } },
          { resource: { id: 'loc-9', name: '  ' } },
          { nothing: true },
          null,
        ],
      }),
    ).toEqual([{ id: 'loc-9', name: 'loc-9' }]);
  });

  it('an empty bundle or an unexpected answer is no locations', () => {
    expect(locationsFromAnswer({ entry: [] })).toEqual([]);
    expect(locationsFromAnswer({ total: 0 })).toEqual([]);
    expect(locationsFromAnswer(null)).toEqual([]);
    expect(locationsFromAnswer('oops')).toEqual([]);
  });

  it('a 404 (no SATUSEHAT yet) or any failed call is no locations', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(404, { status: 404, detail: 'Not Found' })),
    );
    await expect(listLocationOptions()).resolves.toEqual([]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('network down');
      }),
    );
    await expect(listLocationOptions()).resolves.toEqual([]);
  });

  it('asks for the first page of locations', async () => {
    const fetchMock = vi.fn(async () =>
      answer(200, { entry: [{ resource: { id: 'a', name: 'A' } }] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(listLocationOptions()).resolves.toEqual([{ id: 'a', name: 'A' }]);
    const url = (fetchMock.mock.calls[0] as unknown as [string])[0];
    expect(url).toBe('/api2/dashboard/satu-sehat/location?page=1&size=100');
  });
});
