import { DEFAULT_UTC_OFFSET_HOURS, localDateAt } from '@praktik/domain/dates/utc-offset';
import type { DiscountType } from '@praktik/domain/money/line-total';
import type { PaymentItemType } from '@praktik/domain/money/payment-totals';
import { requiresCardNumber, type PaymentMethod } from '@praktik/domain/payments/payment-method';
import type { NewPaymentLine, NewPaymentValues } from '../../modules/payments/payments.repository';
import type { Repositories } from '../repositories';
import type { DemoBilledVisit, DemoHolding } from './demo-patient-packages';
import type { DemoPriceList, DemoPricedItem, DemoPricedPackage } from './demo-catalogue';
import { seededRandom } from './demo-visits';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** How the demo's patients pay, roughly as a Jakarta clinic sees it. */
const METHOD_WEIGHTS: readonly (readonly [PaymentMethod, number])[] = [
  ['CASH', 30],
  ['QRIS', 30],
  ['DEBIT', 15],
  ['TRANSFER', 15],
  ['CREDIT_CARD', 10],
];

/** A cashier's discount as typed: a member's 10 %, a promotion's 15 %, a round Rp25.000. */
const DISCOUNTS: readonly { typeDiscount: DiscountType; discount: number }[] = [
  { typeDiscount: 'PERCENTAGE', discount: 10 },
  { typeDiscount: 'PERCENTAGE', discount: 15 },
  { typeDiscount: 'NUMBER', discount: 25_000 },
];

export interface DemoPaymentPatient {
  id: string;
  name: string;
  phoneNumber: string | null;
}

export interface DemoPaymentPractitioner {
  id: string;
  role: string;
}

/** A planned payment; a correction names its root by the root's index in the plan. */
export interface DemoPayment {
  values: Omit<NewPaymentValues, 'parentPaymentId'>;
  /** The plan index of the chain's root, for a correction. */
  rootIndex: number | null;
  /** The cashier who saved it (owner or staff: the roles that may give discounts). */
  by: string;
  /** The holdings (by index) whose package this payment sells, in its package lines' order. */
  sells: number[];
}

export interface DemoPaymentPlanInput {
  visits: readonly DemoBilledVisit[];
  patients: readonly DemoPaymentPatient[];
  practitioners: readonly DemoPaymentPractitioner[];
  priceList: DemoPriceList;
  holdings: readonly DemoHolding[];
  cashiers: { ownerId: string; staffId: string };
  now: Date;
  offsetHours?: number;
  seed?: number;
}

/**
 * The demo clinic's payments, the same for the same input, oldest first (so each clinic day's
 * receipt numbers follow the order of its payments):
 * - every DONE visit paid a few minutes after it ended, its lines by who saw the patient (the
 *   general doctor's consultation, procedures and medicines; the skin doctor's; the
 *   beautician's treatments), every method, a discount on some lines, and the package a
 *   holding buys on its sale visit (a visit a package is used on bills only its medicine);
 * - WAITING_PAYMENT and ACTIVE visits left unpaid (the front desk's to do);
 * - one paid visit in 12 corrected later that day (a forgotten item, a CORRECTION row);
 * - counter sales between visits: medicines over the counter every few days, and the packages
 *   holdings buy at the counter.
 */
export function planDemoPayments({
  visits,
  patients,
  practitioners,
  priceList,
  holdings,
  cashiers,
  now,
  offsetHours = DEFAULT_UTC_OFFSET_HOURS,
  seed = 20_261_126,
}: DemoPaymentPlanInput): DemoPayment[] {
  const random = seededRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const chance = (probability: number) => random() < probability;
  const item = (name: string): DemoPricedItem => {
    const found = priceList.items.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`seed: the demo price list has no ${name}`);
    return found;
  };
  const medicines = priceList.items.filter((candidate) => candidate.type === 'FARMASI');
  const procedures = priceList.items.filter((candidate) => candidate.categoryName === 'Tindakan');
  const skinCare = ['Chemical Peeling', 'Suntik Jerawat', 'Laser Toning'].map(item);
  const skinMedicines = [
    'Krim Tretinoin 0,025%',
    'Tabir Surya SPF 50',
    'Cetirizin 10 mg (strip 10)',
  ];
  const treatments = [
    'Facial Detoks',
    'Facial Brightening',
    'Facial Jerawat',
    'Microdermabrasi',
    'Chemical Peeling',
  ].map(item);
  const patientsById = new Map(patients.map((patient) => [patient.id, patient]));
  const roleOf = new Map(practitioners.map((practitioner) => [practitioner.id, practitioner.role]));
  const doctors = practitioners.filter((practitioner) => practitioner.role === 'ROLE_DOCTOR');
  const nowMs = now.getTime();

  const method = (): PaymentMethod => {
    let roll = random() * METHOD_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [name, weight] of METHOD_WEIGHTS) {
      roll -= weight;
      if (roll < 0) return name;
    }
    return 'CASH';
  };
  const line = (
    priced: DemoPricedItem,
    options: { quantity?: number; type?: PaymentItemType; discounted?: boolean } = {},
  ): NewPaymentLine => {
    const discount = options.discounted ? pick(DISCOUNTS) : null;
    return {
      type: options.type ?? priced.type,
      itemId: priced.id,
      itemName: priced.name,
      itemNameOriginal: priced.name,
      categoryItemId: priced.categoryItemId,
      categoryName: priced.categoryName,
      isPackage: false,
      packageId: null,
      packageName: null,
      numberOfVisit: null,
      isDeposit: false,
      depositItemName: null,
      quantity: options.quantity ?? 1,
      amount: priced.price,
      listPrice: priced.price,
      typeDiscount: discount?.typeDiscount ?? null,
      discount: discount?.discount ?? null,
    };
  };
  const packageLine = (offer: DemoPricedPackage, discounted: boolean): NewPaymentLine => ({
    type: 'CONSULTATION',
    itemId: null,
    itemName: null,
    itemNameOriginal: null,
    categoryItemId: null,
    categoryName: null,
    isPackage: true,
    packageId: offer.id,
    packageName: offer.name,
    numberOfVisit: offer.numberOfVisit,
    isDeposit: false,
    depositItemName: null,
    quantity: 1,
    amount: offer.price,
    listPrice: offer.price,
    // A package bought on the day of a treatment often comes with the clinic's 10 %.
    typeDiscount: discounted ? 'PERCENTAGE' : null,
    discount: discounted ? 10 : null,
  });
  const offerOf = (holding: DemoHolding) => {
    const offer = priceList.packages.find((candidate) => candidate.name === holding.packageName);
    if (!offer) throw new Error(`seed: the demo price list has no ${holding.packageName}`);
    return offer;
  };
  const paymentOf = (
    paidAt: Date,
    patientId: string | null,
    lines: NewPaymentLine[],
    visit: DemoBilledVisit | null,
  ): Omit<NewPaymentValues, 'parentPaymentId'> => {
    const paidBy = method();
    const patient = patientId ? patientsById.get(patientId) : undefined;
    return {
      kind: 'PAYMENT',
      visitId: visit?.id ?? null,
      bookingId: visit?.bookingId ?? null,
      patientId,
      practitionerId: visit?.practitionerId ?? null,
      paymentMethod: paidBy,
      cardLast4: requiresCardNumber(paidBy) ? String(int(0, 9999)).padStart(4, '0') : null,
      userName: patient?.name ?? null,
      userEmail: null,
      userPhoneNumber: patient?.phoneNumber ?? null,
      paidAt,
      paymentDate: localDateAt(paidAt.toISOString(), offsetHours),
      lines,
    };
  };

  /** A visit's bill, by who saw the patient. */
  const visitLines = (visit: DemoBilledVisit, usesPackage: boolean): NewPaymentLine[] => {
    const discounted = () => chance(0.12);
    if (usesPackage) {
      // The treatment is prepaid: the bill holds what the patient takes home.
      return [line(pick(medicines), { quantity: int(1, 2) })];
    }
    const role = roleOf.get(visit.practitionerId);
    if (role === 'ROLE_BEAUTICIAN') {
      const lines = [line(pick(treatments), { discounted: discounted() })];
      if (chance(0.3)) lines.push(line(item('Tabir Surya SPF 50')));
      return lines;
    }
    const general = doctors.findIndex((doctor) => doctor.id === visit.practitionerId) % 2 === 0;
    if (general) {
      const lines = [
        line(item(chance(0.25) ? 'Konsultasi Kontrol' : 'Konsultasi Dokter Umum'), {
          discounted: discounted(),
        }),
      ];
      if (chance(0.3)) lines.push(line(pick(procedures)));
      for (let count = chance(0.7) ? int(1, 2) : 0; count > 0; count--) {
        lines.push(line(pick(medicines), { quantity: int(1, 3) }));
      }
      return lines;
    }
    const lines = [line(item('Konsultasi Dokter Spesialis Kulit'), { discounted: discounted() })];
    if (chance(0.4)) lines.push(line(pick(skinCare), { discounted: discounted() }));
    if (chance(0.5)) lines.push(line(item(pick(skinMedicines))));
    return lines;
  };

  const sales = new Map<string, number[]>();
  const uses = new Set<string>();
  holdings.forEach((holding, index) => {
    if (holding.saleVisitId) {
      sales.set(holding.saleVisitId, [...(sales.get(holding.saleVisitId) ?? []), index]);
    }
    for (const visitId of holding.useVisitIds) uses.add(visitId);
  });

  const plan: DemoPayment[] = [];
  const cashier = () => (chance(0.75) ? cashiers.staffId : cashiers.ownerId);
  for (const visit of visits) {
    if (visit.status !== 'DONE' || !visit.endedAt) continue;
    // Paid a few minutes after the end, but never after now (a visit that ended just now).
    const ended = visit.endedAt.getTime();
    const paidAt = new Date(Math.min(ended + int(2, 12) * MINUTE_MS, Math.max(ended, nowMs)));
    const sold = sales.get(visit.id) ?? [];
    const lines = [
      ...visitLines(visit, uses.has(visit.id)),
      ...sold.map((index) => packageLine(offerOf(holdings[index]!), chance(0.5))),
    ];
    plan.push({
      values: paymentOf(paidAt, visit.patientId, lines, visit),
      rootIndex: null,
      by: cashier(),
      sells: sold,
    });
    const correctedAt = paidAt.getTime() + int(1, 4) * HOUR_MS;
    if (chance(1 / 12) && correctedAt < nowMs) {
      const forgotten = line(pick(medicines), { type: 'CORRECTION', quantity: int(1, 2) });
      plan.push({
        values: {
          ...paymentOf(new Date(correctedAt), visit.patientId, [forgotten], visit),
          kind: 'CORRECTION',
        },
        rootIndex: plan.length - 1,
        by: cashier(),
        sells: [],
      });
    }
  }

  // Counter sales: on the days the clinic worked, now and then, medicines over the counter.
  const workedDays = [...new Set(visits.map((visit) => visit.visitDate))];
  for (const day of workedDays) {
    if (!chance(0.3)) continue;
    const dayVisits = visits.filter((visit) => visit.visitDate === day);
    const paidAt = new Date(`${day}T${String(int(10, 18)).padStart(2, '0')}:30:00.000Z`);
    paidAt.setTime(paidAt.getTime() - offsetHours * HOUR_MS);
    if (paidAt.getTime() >= nowMs) continue;
    const buyer = pick(dayVisits).patientId;
    const lines = [line(pick(medicines), { quantity: int(1, 3) })];
    if (chance(0.4)) lines.push(line(pick(medicines), { quantity: 1 }));
    plan.push({
      values: paymentOf(paidAt, buyer, lines, null),
      rootIndex: null,
      by: cashier(),
      sells: [],
    });
  }
  holdings.forEach((holding, index) => {
    if (!holding.counterSaleDay) return;
    const paidAt = new Date(`${holding.counterSaleDay}T11:15:00.000Z`);
    paidAt.setTime(paidAt.getTime() - offsetHours * HOUR_MS);
    plan.push({
      values: paymentOf(paidAt, holding.patientId, [packageLine(offerOf(holding), false)], null),
      rootIndex: null,
      by: cashiers.staffId,
      sells: [index],
    });
  });

  // Oldest first, each correction after its root (it is later by construction).
  const order = plan
    .map((payment, index) => ({ payment, index }))
    .sort(
      (a, b) =>
        a.payment.values.paidAt.getTime() - b.payment.values.paidAt.getTime() || a.index - b.index,
    );
  const newIndex = new Map(order.map(({ index }, position) => [index, position]));
  return order.map(({ payment }) => ({
    ...payment,
    rootIndex: payment.rootIndex === null ? null : newIndex.get(payment.rootIndex)!,
  }));
}

/**
 * Writes the planned payments through the one write path of a payment (`insertPayment`: the
 * clinic day's receipt numbers, the domain's line and payment totals, the packages sold with
 * their PURCHASE events). Answers the patient package each holding's sale made, in the
 * holdings' order.
 */
export async function seedDemoPayments(
  repositories: Repositories,
  clinic: { businessId: string; plan: readonly DemoPayment[]; holdings: number },
): Promise<string[]> {
  const ids: string[] = [];
  const soldPackageIds: string[] = new Array<string>(clinic.holdings);
  for (const payment of clinic.plan) {
    const parentPaymentId = payment.rootIndex === null ? null : ids[payment.rootIndex]!;
    const inserted = await repositories.payments.insertPayment(
      clinic.businessId,
      { ...payment.values, parentPaymentId },
      payment.by,
    );
    if (inserted === 'already-paid') {
      throw new Error(`seed: visit ${payment.values.visitId} was paid twice`);
    }
    ids.push(inserted.payment.id);
    payment.sells.forEach((holding, index) => {
      soldPackageIds[holding] = inserted.patientPackageIds[index]!;
    });
  }
  return soldPackageIds;
}
