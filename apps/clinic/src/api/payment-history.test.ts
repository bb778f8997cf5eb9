import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ownerIdToken, stubBrowserWindow } from './api-test-stubs';

stubBrowserWindow();

const { saveSession } = await import('../session/session');
const { ApiError } = await import('./error');
const { paymentHistoryQueryParams } =
  await import('@praktik/domain/payments/payment-history-query.schema');
const {
  exportPaymentHistoryCsv,
  exportPaymentHistoryPdf,
  exportPaymentHistoryXlsx,
  listPaymentHistory,
} = await import('./payment-history');

const filter = {
  from: '2026-11-01',
  to: '2026-11-30',
  method: 'CASH' as const,
  categoryItemId: null,
  doctorId: 'doc-1',
  paymentType: null,
};

function lastCall(fetchMock: ReturnType<typeof vi.fn>): [string, RequestInit] {
  return fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
}

describe('payment history api', () => {
  beforeEach(() => {
    saveSession({ idToken: ownerIdToken(), refreshToken: 'r', onboardingCompleted: true });
  });

  it('asks for a page of the filter and reads the rows, item count and payment total', async () => {
    const row = { id: 'i1', payment_id: 'p1', total_amount: 90_000 };
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ data: [row], total: 3, total_amount: 250_000 }), {
          headers: { 'content-type': 'application/json', 'x-total-count': '3' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const page = await listPaymentHistory(paymentHistoryQueryParams(filter, { page: 1, size: 50 }));
    expect(lastCall(fetchMock)[0]).toBe(
      '/api2/payment/v1/history-payment-item?from=2026-11-01&to=2026-11-30&current_utc=7&page=1&size=50&method=CASH&doctor_id=doc-1',
    );
    expect(page).toEqual({ rows: [row], total: 3, totalAmount: 250_000 });
  });

  it('saves the CSV of the whole filter with its byte order mark, with the bearer token', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('\uFEFFNo. Kuitansi,Total\nR1,90000\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const save = vi.fn();
    await exportPaymentHistoryCsv(paymentHistoryQueryParams(filter), save);
    const [url, init] = lastCall(fetchMock);
    expect(url).toBe(
      '/api2/payment/v1/export-payment-item?from=2026-11-01&to=2026-11-30&current_utc=7&method=CASH&doctor_id=doc-1',
    );
    expect((init.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
    const [blob, name] = save.mock.calls[0] as [Blob, string];
    expect(name).toBe('payment-history.csv');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('No. Kuitansi,Total\nR1,90000\n');
  });

  it('saves the PDF byte for byte', async () => {
    const pdfBytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xff, 0x00, 0xe2]);
    const fetchMock = vi.fn(
      async () => new Response(pdfBytes, { headers: { 'content-type': 'application/pdf' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const save = vi.fn();
    await exportPaymentHistoryPdf(paymentHistoryQueryParams(filter), save);
    expect(lastCall(fetchMock)[0]).toMatch(/^\/api2\/payment\/v1\/export-payment-item-pdf\?from=/);
    const [blob, name] = save.mock.calls[0] as [Blob, string];
    expect(name).toBe('payment-history.pdf');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([...pdfBytes]);
  });

  it('saves the XLSX of the whole filter byte for byte, named after its period', async () => {
    // An XLSX is a zip: its first bytes are "PK".
    const xlsxBytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0x00]);
    const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const fetchMock = vi.fn(
      async () => new Response(xlsxBytes, { headers: { 'content-type': type } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const save = vi.fn();
    await exportPaymentHistoryXlsx(paymentHistoryQueryParams(filter), save);
    const [url, init] = lastCall(fetchMock);
    expect(url).toBe(
      '/api2/payment/v1/export-payment-item-xlsx?from=2026-11-01&to=2026-11-30&current_utc=7&method=CASH&doctor_id=doc-1',
    );
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toMatch(/^Bearer /);
    expect(headers.Accept).toContain(type);
    const [blob, name] = save.mock.calls[0] as [Blob, string];
    expect(name).toBe('payment-history-2026-11-01_2026-11-30.xlsx');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([...xlsxBytes]);
  });

  it("throws the server's problem and saves no file", async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ status: 400, detail: 'Terlalu banyak baris' }), {
          status: 400,
          headers: { 'content-type': 'application/problem+json' },
        }),
    );
    const save = vi.fn();
    const failure = exportPaymentHistoryPdf(paymentHistoryQueryParams(filter), save);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ detail: 'Terlalu banyak baris' });
    expect(save).not.toHaveBeenCalled();
  });
});
