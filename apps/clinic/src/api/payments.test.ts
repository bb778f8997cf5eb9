import { describe, expect, it, vi } from 'vitest';
import { paymentFormSchema } from '@praktik/domain/payments/payment.schema';
import { toSavePaymentRequest } from '@praktik/domain/payments/save-payment.schema';
import { callOf, json, stubBrowserWindow } from './api-test-stubs';

stubBrowserWindow();

const { getPayment, getVisitPaymentHistory, paymentKeys, savePayment, updatePayment } =
  await import('./payments');
const { keyFilters, keys } = await import('./keys');
const { ApiError } = await import('./error');

const chain = { id: 'pay-2', kind: 'CORRECTION', payment_parent: [{ id: 'pay-1' }] };

describe('payments api', () => {
  it('reads the chain of any of its rows', async () => {
    const fetchMock = vi.fn(async () => json({ data: chain }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await getPayment('pay 1')).toEqual(chain);
    expect(callOf(fetchMock).url).toBe('/api2/payment/v1/payment/pay%201');
  });

  it("reads a visit's payment rows by visit_id", async () => {
    const fetchMock = vi.fn(async () => json({ data: [{ id: 'pay-1' }] }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await getVisitPaymentHistory('v&1')).toEqual([{ id: 'pay-1' }]);
    expect(callOf(fetchMock).url).toBe('/api2/payment/v1/visit-payment-history?visit_id=v%261');
  });

  it("posts the domain's body with every line's total and both totals", async () => {
    const fetchMock = vi.fn(async () => json({ data: chain }, 201));
    vi.stubGlobal('fetch', fetchMock);
    const form = paymentFormSchema({ role: 'ROLE_STAFF' }).parse({
      method: 'QRIS',
      cardNumber: null,
      paymentItems: [
        {
          itemId: 'i1',
          itemName: 'Konsultasi',
          qty: 2,
          amount: 150_000,
          typeDiscount: 'PERCENTAGE',
          discount: 10,
        },
      ],
    });
    await savePayment(toSavePaymentRequest(form, { bookingId: 'b1', patientId: 'p1' }));
    const sent = callOf(fetchMock);
    expect(sent.url).toBe('/api2/payment/v1/save-payment');
    expect(sent.init.method).toBe('POST');
    expect(sent.body).toMatchObject({
      bookingId: 'b1',
      patientId: 'p1',
      method: 'QRIS',
      totalAmount: 270_000,
      totalAmountCorrection: 0,
      paymentItems: [{ itemId: 'i1', total: 270_000 }],
    });
  });

  it('sends the new correction rows with PUT', async () => {
    const fetchMock = vi.fn(async () => json({ data: chain }, 201));
    vi.stubGlobal('fetch', fetchMock);
    const body = { paymentId: 'pay-1', paymentItems: [] };
    expect(await updatePayment(body)).toEqual(chain);
    const sent = callOf(fetchMock);
    expect(sent.url).toBe('/api2/payment/v1/update-payment');
    expect(sent.init.method).toBe('PUT');
    expect(sent.body).toEqual(body);
  });

  it("turns a refusal into the server's detail and field errors", async () => {
    const problem = {
      status: 400,
      title: 'Bad Request',
      detail: 'Harap masukkan 16 digit Nomor Kartu',
      fieldErrors: [{ field: 'cardNumber', message: 'Harap masukkan 16 digit Nomor Kartu' }],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(problem, 400)),
    );
    const refusal = await savePayment({ paymentItems: [] }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 400, detail: problem.detail });
    expect((refusal as InstanceType<typeof ApiError>).fieldErrors).toEqual(problem.fieldErrors);
  });

  it('a saved payment revalidates the chains, the detail, the timetable and the visit lists', () => {
    expect(paymentKeys.chain('pay-1')).toEqual(['payment', 'pay-1']);
    expect(paymentKeys.visitHistory('v1')).toEqual(['visit-payment-history', 'v1']);
    for (const key of [
      paymentKeys.chain('pay-1'),
      paymentKeys.visitHistory('v1'),
      keys.reservationDetail('r1'),
      keys.timetable('2026-11-26'),
      keys.patientPackages({ name: 'Budi' }),
    ]) {
      expect(keyFilters.paymentChanged(key)).toBe(true);
    }
    expect(keyFilters.paymentChanged(keys.itemOptions('b1'))).toBe(false);
    expect(keyFilters.paymentChanged(keys.doctors())).toBe(false);
  });
});
