// The cashier's clinic: what a cashier's day sends to the payment and package routes (the
// payment history of this month, a payment chain, a visit's payments, the save of a counter sale
// and its correction; the patient-package list by a name fragment, a patient package, its use on
// a visit, the clinic's packages), each beside its driver twin, latency at the front desk's 8
// connections. BENCH_ONLY=payments,packages runs them (and seeds their clinic).
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
  'payments: a payment chain (payment/:id)',
  "payments: a visit's payments (visit-payment-history)",
  'payments: correct a counter sale (update-payment)',
  'packages: a patient package (patient-packages/:id)',
  'packages: use a patient package on a visit (active-package)',
  "packages: the clinic's packages (pricing packages)",
] as const;
/** Reads rotate over this many records each (one captured call per record for the twin). */
const READ_RECORDS = 50;
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

/** A correction row of the first item at list price on counter sale `paymentId`. */
function correctionBody(cashier: SeededPaymentClinic, paymentId: string): string {
  const [first] = cashier.items as [SeedItem];
  return JSON.stringify({
    paymentId,
    method: 'CASH',
    totalAmount: 0,
    totalAmountCorrection: first.price,
    paymentItems: [
      {
        itemId: first.id,
        itemName: first.name,
        qty: 1,
        amount: first.price,
        type: 'CORRECTION',
        total: first.price,
      },
    ],
  });
}

/**
 * `values` handed out in turn, `count` at a time, across every call of a target (route and twin):
 * the package uses are each used once, the corrections spread over the counter sales so that
 * calls at the same time rarely wait for the same chain's lock.
 */
function inTurn<Value>(values: readonly Value[], toBody: (value: Value) => string) {
  let next = 0;
  return (count: number) =>
    Array.from({ length: count }, () => {
      const value = values[next % values.length]!;
      next += 1;
      return toBody(value);
    });
}

/**
 * The targets, the clinic's owner (`token`) signing every call; the save sells to each
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
    {
      name: PAYMENT_TARGET_NAMES[3],
      paths: cashier.visitChains
        .slice(0, READ_RECORDS)
        .map(({ paymentId }) => `/api2/payment/v1/payment/${paymentId}`),
      ...atFrontDesk(token, PAYMENT_READ_P99_MS),
    },
    {
      name: PAYMENT_TARGET_NAMES[4],
      paths: cashier.visitChains
        .slice(0, READ_RECORDS)
        .map(({ visitId }) => `/api2/payment/v1/visit-payment-history?visit_id=${visitId}`),
      ...atFrontDesk(token, PAYMENT_READ_P99_MS),
    },
    {
      name: PAYMENT_TARGET_NAMES[5],
      paths: ['/api2/payment/v1/update-payment'],
      method: 'PUT',
      bodyPerCall: inTurn(cashier.counterSaleIds, (paymentId) =>
        correctionBody(cashier, paymentId),
      ),
      ...atFrontDesk(token, PAYMENT_SAVE_P99_MS),
    },
    {
      name: PAYMENT_TARGET_NAMES[6],
      paths: cashier.patientPackageIds
        .slice(0, READ_RECORDS)
        .map((id) => `/api2/packages/v1/patient-packages/${id}`),
      ...atFrontDesk(token, PAYMENT_READ_P99_MS),
    },
    {
      name: PAYMENT_TARGET_NAMES[7],
      paths: ['/api2/packages/v1/active-package'],
      bodyPerCall: inTurn(cashier.packageUses, ({ packageId, visitId }) =>
        JSON.stringify({ packageId, visitId }),
      ),
      ...atFrontDesk(token, PAYMENT_SAVE_P99_MS),
    },
    {
      name: PAYMENT_TARGET_NAMES[8],
      paths: [`/api2/pricing/v1/packages/${cashier.businessId}?page=0&size=50`],
      ...atFrontDesk(token, PAYMENT_READ_P99_MS),
    },
  ];
}
