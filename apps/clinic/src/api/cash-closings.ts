import useSWR from 'swr';
import type {
  CashClosing,
  CashClosingPage,
  CloseCashierRequest,
  OpenCashierFigures,
} from '@praktik/domain/payments/cash-closing.schema';
import { request } from './fetcher';
import { keys } from './keys';

/*
 * Closing the day, "tutup kasir" (docs/api.md, "Closing the day"): GET /payment/v1/cash-closings/open,
 * POST and GET /payment/v1/cash-closings, GET /payment/v1/cash-closings/{id}.
 */

const BASE = '/api2/payment/v1/cash-closings';

/** The caller's payments not yet closed. */
export function useOpenCashierFigures() {
  return useSWR(
    keys.cashClosingOpen(),
    async () => (await request<{ data: OpenCashierFigures }>(`${BASE}/open`)).data,
  );
}

/** Closes the caller's day with the cash they counted; answers the closing. */
export async function closeCashier(body: CloseCashierRequest): Promise<CashClosing> {
  return (await request<{ data: CashClosing }>(BASE, { method: 'POST', body })).data;
}

/** A page of closings (the owner's filter: `from`, `to`, `cashier_id`; others get their own). */
export function useCashClosings(params: Readonly<Record<string, string>>) {
  return useSWR(
    keys.cashClosings(params),
    async ([, , query]) =>
      request<CashClosingPage>(`${BASE}?${new URLSearchParams(query).toString()}`),
    { keepPreviousData: true },
  );
}

/** One closing, for its print (null: no id). */
export function useCashClosing(id: string | null) {
  return useSWR(
    id ? keys.cashClosing(id) : null,
    async ([, , closingId]) =>
      (await request<{ data: CashClosing }>(`${BASE}/${encodeURIComponent(closingId)}`)).data,
  );
}
