import useSWR from 'swr';
import type {
  PaymentChain,
  VisitPaymentDetail,
} from '@praktik/domain/payments/payment-view.schema';
import type { RefundRequestInput } from '@praktik/domain/payments/refund';
import type {
  SavePaymentRequestInput,
  UpdatePaymentRequestInput,
} from '@praktik/domain/payments/save-payment.schema';
import { request } from './fetcher';
import { keys } from './keys';

/*
 * Payments of a visit (spec 2 §2.4, §7 payment service) under /api2/payment/v1
 * (docs/api.md, "Payments").
 */

const BASE = '/api2/payment/v1';

/** This service's keys, as keys.ts builds them (the lint rule wants `keys.x` at each useSWR). */
export const paymentKeys = {
  chain: keys.payment,
  visitHistory: keys.visitPaymentHistory,
};

export const paymentPath = (id: string) => `${BASE}/payment/${encodeURIComponent(id)}`;

export const visitPaymentHistoryPath = (visitId: string) =>
  `${BASE}/visit-payment-history?${new URLSearchParams({ visit_id: visitId }).toString()}`;

/** The whole chain any of its rows' id belongs to: the newest row with the rows before it. */
export async function getPayment(id: string): Promise<PaymentChain> {
  return (await request<{ data: PaymentChain }>(paymentPath(id))).data;
}

/** One payment chain (null: nothing asked). */
export function usePayment(id: string | null) {
  return useSWR(id ? keys.payment(id) : null, ([, paymentId]) => getPayment(paymentId));
}

export async function getVisitPaymentHistory(visitId: string): Promise<VisitPaymentDetail[]> {
  return (await request<{ data: VisitPaymentDetail[] }>(visitPaymentHistoryPath(visitId))).data;
}

/** A visit's payment rows, oldest first (null: no visit). */
export function useVisitPaymentHistory(visitId: string | null) {
  return useSWR(visitId ? keys.visitPaymentHistory(visitId) : null, ([, id]) =>
    getVisitPaymentHistory(id),
  );
}

/** The visit's first payment (`toSavePaymentRequest` builds the body); answers the chain. */
export async function savePayment(body: SavePaymentRequestInput): Promise<PaymentChain> {
  return (await request<{ data: PaymentChain }>(`${BASE}/save-payment`, { method: 'POST', body }))
    .data;
}

/** New correction rows, and the method while the original has none (docs/api.md, "Payments"). */
export async function updatePayment(body: UpdatePaymentRequestInput): Promise<PaymentChain> {
  return (await request<{ data: PaymentChain }>(`${BASE}/update-payment`, { method: 'PUT', body }))
    .data;
}

/** A refund of units of the chain's lines (docs/decisions/0043-refunds.md); answers the chain. */
export async function refundPayment(body: RefundRequestInput): Promise<PaymentChain> {
  return (await request<{ data: PaymentChain }>(`${BASE}/refund-payment`, { method: 'POST', body }))
    .data;
}
