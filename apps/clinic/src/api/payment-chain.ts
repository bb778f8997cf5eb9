import useSWR from 'swr';
import type { PaymentChain } from '@praktik/domain/payments/payment-view.schema';
import { request } from './fetcher';
import { keys } from './keys';

/** The whole chain `id` belongs to (`GET /api2/payment/v1/payment/{id}`, contracts issue 14 §2). */
export async function getPaymentChain(id: string): Promise<PaymentChain> {
  return (
    await request<{ data: PaymentChain }>(`/api2/payment/v1/payment/${encodeURIComponent(id)}`)
  ).data;
}

export function usePaymentChain(id: string | null) {
  return useSWR(id ? keys.paymentChain(id) : null, ([, paymentId]) => getPaymentChain(paymentId));
}
