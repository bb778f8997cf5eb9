// The cashier's clinic: the payment history of this month, the patient-package list by a name
// fragment, and the save of a counter sale, each beside its driver twin, latency at the front
// desk's 8 connections. BENCH_ONLY=payments,packages runs them (and seeds their clinic).
import { atFrontDesk, type Target } from '../measure';
import type { SeededPaymentClinic } from '../seed-payments';
import { NAME_FRAGMENTS } from './clinic-lists';

/** The p99 targets at the front desk's 8 connections: the two reads, then the save. */
const PAYMENT_READ_P99_MS = 25;
const PAYMENT_SAVE_P99_MS = 40;
/** The targets' names: whether any is chosen decides whether the cashier's clinic is seeded. */
export const PAYMENT_TARGET_NAMES = [
  'payments: history of one month (history-payment-item)',
  'packages: patient-package list with a common name',
  'payments: save a counter sale (save-payment)',
] as const;
type SeedItem = SeededPaymentClinic['items'][number];

/** A counter sale of two items, the first 10 % off, for `patientId`. */
function saveBody(cashier: SeededPaymentClinic, patientId: string): string {
  const [first, second] = cashier.items as [SeedItem, SeedItem];
  const discounted = first.price - Math.round(first.price / 10);
  return JSON.stringify({
    method: 'QRIS',
    patientId,
    totalAmount: discounted + 2 * second.price,
    totalAmountCorrection: 0,
    paymentItems: [
      {
        itemId: first.id,
        itemName: first.name,
        qty: 1,
        amount: first.price,
        typeDiscount: 'PERCENTAGE',
        discount: 10,
        type: 'CONSULTATION',
        total: discounted,
      },
      {
        itemId: second.id,
        itemName: second.name,
        qty: 2,
        amount: second.price,
        type: 'FARMASI',
        total: 2 * second.price,
      },
    ],
  });
}

/**
 * The three targets, the clinic's owner (`token`) signing every call; the save sells to each
 * patient in turn.
 */
export function paymentTargets(
  cashier: SeededPaymentClinic,
  token: () => Promise<string>,
): Target[] {
  const month = `${cashier.today.slice(0, 8)}01`;
  return [
    {
      name: PAYMENT_TARGET_NAMES[0],
      paths: [
        `/api2/payment/v1/history-payment-item?from=${month}&to=${cashier.today}&page=0&size=50`,
      ],
      ...atFrontDesk(token, PAYMENT_READ_P99_MS),
    },
    {
      name: PAYMENT_TARGET_NAMES[1],
      paths: NAME_FRAGMENTS.map(
        (fragment) => `/api2/packages/v1/patient-packages?page=0&size=50&name=${fragment}`,
      ),
      ...atFrontDesk(token, PAYMENT_READ_P99_MS),
    },
    {
      name: PAYMENT_TARGET_NAMES[2],
      paths: ['/api2/payment/v1/save-payment'],
      bodies: cashier.patientIds.map((patientId) => saveBody(cashier, patientId)),
      ...atFrontDesk(token, PAYMENT_SAVE_P99_MS),
    },
  ];
}
