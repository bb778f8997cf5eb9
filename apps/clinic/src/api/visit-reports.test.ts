import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ownerIdToken, stubBrowserWindow } from './api-test-stubs';

stubBrowserWindow();

const { saveSession } = await import('../session/session');
const { ApiError } = await import('./error');
const { REPORT_ENDPOINTS, csvBlob, exportReportCsv, reportSearchParams } =
  await import('./visit-reports');

const query = {
  page: 2,
  size: 50,
  sort: { key: 'start', direction: 'desc' as const },
  from: '2026-11-01',
  to: '2026-11-30',
  practitionerId: 'doc-1',
};

describe('reportSearchParams', () => {
  it('asks the history for a page, the period, the sort and practitionerId', () => {
    expect(reportSearchParams('history', query, true).toString()).toBe(
      'page=2&size=50&from=2026-11-01&to=2026-11-30&sort=start%2Cdesc&practitionerId=doc-1',
    );
  });

  it('names the report practitioner practitioner_id, as the contract spells it', () => {
    const params = reportSearchParams('report', query, true);
    expect(params.get('practitioner_id')).toBe('doc-1');
    expect(params.has('practitionerId')).toBe(false);
  });

  it('sends the export the same filters minus paging', () => {
    const params = reportSearchParams('history', query, false);
    expect(params.has('page')).toBe(false);
    expect(params.has('size')).toBe(false);
    expect(params.get('from')).toBe('2026-11-01');
    expect(params.get('to')).toBe('2026-11-30');
    expect(params.get('sort')).toBe('start,desc');
  });

  it('leaves out the sort when the table is unsorted and the practitioner when all are asked', () => {
    const params = reportSearchParams(
      'history',
      { ...query, sort: null, practitionerId: null },
      true,
    );
    expect(params.has('sort')).toBe(false);
    expect(params.has('practitionerId')).toBe(false);
  });
});

describe('csvBlob', () => {
  it('puts back the byte order mark the decoder dropped, once', async () => {
    const bytes = new Uint8Array(await csvBlob('a,b\n').arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const again = new Uint8Array(await csvBlob('\uFEFFa,b\n').arrayBuffer());
    expect(again.length).toBe(bytes.length);
    expect(csvBlob('x').type).toBe('text/csv;charset=utf-8');
  });
});

describe('exportReportCsv', () => {
  beforeEach(() => {
    saveSession({ idToken: ownerIdToken(), refreshToken: 'r', onboardingCompleted: true });
  });

  it('fetches the CSV with the bearer token and saves it under the list name', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('\uFEFFDokter,Total\nAndi,3\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="report-visit.csv"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const save = vi.fn();
    await exportReportCsv('report', query, save);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(
      '/api2/dashboard/practitioner-stats/export-to-csv?from=2026-11-01&to=2026-11-30&sort=start%2Cdesc&practitioner_id=doc-1',
    );
    expect((init.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
    expect(save).toHaveBeenCalledTimes(1);
    const [blob, name] = save.mock.calls[0] as [Blob, string];
    expect(name).toBe('report-visit.csv');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    // One byte order mark (Blob.text() would hide it), then the rows.
    expect([...bytes.slice(0, 4)]).toEqual([0xef, 0xbb, 0xbf, 0x44]);
    expect(new TextDecoder().decode(bytes)).toBe('Dokter,Total\nAndi,3\n');
  });

  it('names the history file history-visit.csv', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('x', { headers: { 'content-type': 'text/csv' } }),
    );
    const save = vi.fn();
    await exportReportCsv('history', query, save);
    expect(save.mock.calls[0]?.[1]).toBe('history-visit.csv');
    expect(REPORT_ENDPOINTS.history.fileName).toBe('history-visit.csv');
  });

  it("throws the server's problem and saves nothing", async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ status: 400, detail: 'Tanggal akhir salah' }), {
          status: 400,
          headers: { 'content-type': 'application/problem+json' },
        }),
    );
    const save = vi.fn();
    const failure = exportReportCsv('history', query, save);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ detail: 'Tanggal akhir salah' });
    expect(save).not.toHaveBeenCalled();
  });
});
