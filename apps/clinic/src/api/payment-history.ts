import useSWR from 'swr';
import type { PaymentHistoryQueryParams } from '@praktik/domain/payments/payment-history-query.schema';
import type { PaymentHistoryRow } from '@praktik/domain/payments/payment-view.schema';
import { requestWithResponse } from './fetcher';
import { keys } from './keys';
import { totalCountOf } from './list-page';
import { csvBlob, saveFile } from './visit-reports';

/*
 * The payment history (spec 2 §2.6): GET /payment/v1/history-payment-item and its exports
 * export-payment-item (CSV, owner), export-payment-item-xlsx (XLSX, owner) and
 * export-payment-item-pdf (docs/api.md, "Payments").
 */

const BASE = '/api2/payment/v1';
const CSV_FILE = 'payment-history.csv';
const PDF_FILE = 'payment-history.pdf';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A page of items, the item count and the distinct-payment total of the whole filter. */
export interface PaymentHistoryPage {
  rows: PaymentHistoryRow[];
  total: number;
  totalAmount: number;
}

function searchOf(params: PaymentHistoryQueryParams): string {
  return new URLSearchParams(params).toString();
}

export async function listPaymentHistory(
  params: PaymentHistoryQueryParams,
): Promise<PaymentHistoryPage> {
  const res = await requestWithResponse<{
    data: PaymentHistoryRow[];
    total: number;
    total_amount: number;
  }>(`${BASE}/history-payment-item?${searchOf(params)}`);
  const rows = res.data.data;
  return {
    rows,
    total: res.data.total ?? totalCountOf(res.headers, rows.length),
    totalAmount: res.data.total_amount,
  };
}

/**
 * The history for `paymentHistoryQueryParams(filter, paging)` (null: nothing searchable yet).
 * Keeps the last page on screen while the next loads.
 */
export function usePaymentHistory(params: PaymentHistoryQueryParams | null) {
  return useSWR(
    params ? keys.paymentHistory(params) : null,
    ([, query]) => listPaymentHistory(query),
    { keepPreviousData: true },
  );
}

/**
 * Every row of the filter for the A4 print (`print-payment-item`): the list's count and
 * distinct-payment total; more than the PDF's 10,000 rows is the same 400.
 */
export async function printPaymentHistory(
  params: Readonly<Record<string, string>>,
): Promise<PaymentHistoryPage> {
  const res = await requestWithResponse<{
    data: PaymentHistoryRow[];
    total: number;
    total_amount: number;
  }>(`${BASE}/print-payment-item?${new URLSearchParams(params).toString()}`);
  return { rows: res.data.data, total: res.data.total, totalAmount: res.data.total_amount };
}

/** The print's rows for the query the history page linked with (null: not yet). */
export function usePaymentHistoryPrint(params: Readonly<Record<string, string>> | null) {
  return useSWR(params ? keys.paymentHistoryPrint(params) : null, ([, , query]) =>
    printPaymentHistory(query),
  );
}

/** The owner's CSV of the whole filter (params without paging), saved as payment-history.csv. */
export async function exportPaymentHistoryCsv(
  params: PaymentHistoryQueryParams,
  save: (blob: Blob, fileName: string) => void = saveFile,
): Promise<void> {
  const res = await requestWithResponse<unknown>(
    `${BASE}/export-payment-item?${searchOf(params)}`,
    { headers: { Accept: 'text/csv, application/problem+json' } },
  );
  save(csvBlob(typeof res.data === 'string' ? res.data : ''), CSV_FILE);
}

/**
 * The owner's XLSX of the whole filter (numbers and dates a spreadsheet reads as such), saved as
 * payment-history-<from>_<to>.xlsx so downloads of two periods keep apart.
 */
export async function exportPaymentHistoryXlsx(
  params: PaymentHistoryQueryParams,
  save: (blob: Blob, fileName: string) => void = saveFile,
): Promise<void> {
  const res = await requestWithResponse<Blob>(
    `${BASE}/export-payment-item-xlsx?${searchOf(params)}`,
    { headers: { Accept: `${XLSX_TYPE}, application/problem+json` }, asBlob: true },
  );
  save(res.data, `payment-history-${params.from}_${params.to}.xlsx`);
}

/** The PDF of the whole filter (A4 landscape, the caller's columns), saved as payment-history.pdf. */
export async function exportPaymentHistoryPdf(
  params: PaymentHistoryQueryParams,
  save: (blob: Blob, fileName: string) => void = saveFile,
): Promise<void> {
  const res = await requestWithResponse<Blob>(
    `${BASE}/export-payment-item-pdf?${searchOf(params)}`,
    { headers: { Accept: 'application/pdf, application/problem+json' }, asBlob: true },
  );
  save(res.data, PDF_FILE);
}
