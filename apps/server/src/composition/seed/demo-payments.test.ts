import { localDateAt } from '@praktik/domain/dates/utc-offset';
import { paymentTotals } from '@praktik/domain/money/payment-totals';
import { needsPackageReminder } from '@praktik/domain/packages/package-reminder';
import { PAYMENT_METHODS } from '@praktik/domain/payments/payment-method';
import { describe, expect, it } from 'vitest';
import type { NewPaymentLine } from '../../modules/payments/payments.repository';
import { planDemoPackages, type DemoBilledVisit } from './demo-patient-packages';
import { planDemoPayments, type DemoPaymentPlanInput } from './demo-payments';
import { DEMO_CATEGORIES, DEMO_PACKAGES, type DemoPriceList } from './demo-catalogue';
import { planDemoVisits } from './demo-visits';

/** Wednesday 18 March 2026, 14:20 in Jakarta. */
const NOW = new Date('2026-03-18T07:20:00.000Z');
const TODAY = '2026-03-18';
const patients = Array.from({ length: 300 }, (_, index) => ({
  id: `patient-${index}`,
  name: `Pasien ${index}`,
  phoneNumber: `0812000${String(index).padStart(4, '0')}`,
  gender: index % 3 === 0 ? ('MALE' as const) : ('FEMALE' as const),
}));
const practitioners = [
  { id: 'beautician', role: 'ROLE_BEAUTICIAN' },
  { id: 'general', role: 'ROLE_DOCTOR' },
  { id: 'skin', role: 'ROLE_DOCTOR' },
];
const visits: DemoBilledVisit[] = planDemoVisits({ patients, practitioners, now: NOW }).map(
  (visit, index) => ({ ...visit, id: `visit-${index}`, bookingId: null }),
);
const priceList: DemoPriceList = {
  items: DEMO_CATEGORIES.flatMap((category) =>
    category.items.map((item) => ({
      ...item,
      type: category.type,
      id: `item-${item.name}`,
      categoryItemId: `category-${category.name}`,
      categoryName: category.name,
    })),
  ),
  packages: DEMO_PACKAGES.map((offer) => ({ ...offer, id: `package-${offer.name}` })),
};
const holdings = planDemoPackages({ visits, packages: priceList.packages, now: NOW });
const input: DemoPaymentPlanInput = {
  visits,
  patients,
  practitioners,
  priceList,
  holdings,
  cashiers: { ownerId: 'owner', staffId: 'staff' },
  now: NOW,
};

describe('the demo price list', () => {
  it('has 20 to 30 items with whole rupiah prices, unique names, and packages of its own items', () => {
    const items = DEMO_CATEGORIES.flatMap((category) => category.items);
    expect(items.length).toBeGreaterThanOrEqual(20);
    expect(items.length).toBeLessThanOrEqual(30);
    expect(new Set(items.map((item) => item.name.toLowerCase())).size).toBe(items.length);
    expect(items.every((item) => Number.isInteger(item.price) && item.price > 0)).toBe(true);
    expect(DEMO_PACKAGES).toHaveLength(3);
    for (const offer of DEMO_PACKAGES) {
      expect(offer.itemNames.every((name) => items.some((item) => item.name === name))).toBe(true);
    }
  });
});

describe('planDemoPackages', () => {
  it('holds every state, each patient one package, sold before the visits it is used on', () => {
    expect(new Set(holdings.map((holding) => holding.state))).toEqual(
      new Set(['exhausted', 'live-recent', 'live-unseen', 'live-never-used', 'released']),
    );
    expect(new Set(holdings.map((holding) => holding.patientId)).size).toBe(holdings.length);
    const byId = new Map(visits.map((visit) => [visit.id, visit]));
    for (const holding of holdings) {
      const offer = DEMO_PACKAGES.find((candidate) => candidate.name === holding.packageName)!;
      const sale = holding.saleVisitId ? byId.get(holding.saleVisitId)! : null;
      const used = holding.useVisitIds.map((id) => byId.get(id)!);
      expect(used.every((visit) => visit.status === 'DONE')).toBe(true);
      expect(used.every((visit) => visit.patientId === holding.patientId)).toBe(true);
      const saleDay = sale?.visitDate ?? holding.counterSaleDay!;
      expect(used.every((visit) => visit.visitDate >= saleDay)).toBe(true);
      expect(used.length).toBe(holding.state === 'exhausted' ? offer.numberOfVisit : used.length);
      expect(used.length < offer.numberOfVisit).toBe(holding.state !== 'exhausted');
      const last = used.at(-1)?.visitDate ?? saleDay;
      if (holding.state === 'live-unseen') expect(needsPackageReminder(last, TODAY)).toBe(true);
      if (holding.state === 'live-recent') expect(needsPackageReminder(last, TODAY)).toBe(false);
    }
  });
});

describe('planDemoPayments', () => {
  const plan = planDemoPayments(input);

  it('is the same every time, oldest first, never after now', () => {
    expect(planDemoPayments(input)).toEqual(plan);
    const times = plan.map((payment) => payment.values.paidAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.max(...times)).toBeLessThanOrEqual(NOW.getTime());
  });

  it('pays each DONE visit once, on its day after it ended, and no other visit', () => {
    const roots = plan.filter((payment) => payment.values.kind === 'PAYMENT');
    const paid = roots.flatMap((payment) =>
      payment.values.visitId ? [payment.values.visitId] : [],
    );
    const done = visits.filter((visit) => visit.status === 'DONE');
    expect(new Set(paid)).toEqual(new Set(done.map((visit) => visit.id)));
    expect(paid).toHaveLength(done.length);
    for (const payment of roots) {
      const visit = visits.find((candidate) => candidate.id === payment.values.visitId);
      if (!visit) continue;
      expect(payment.values.paidAt >= visit.endedAt!).toBe(true);
      expect(payment.values.paymentDate).toBe(visit.visitDate);
      expect(payment.values.patientId).toBe(visit.patientId);
      expect(payment.values.practitionerId).toBe(visit.practitionerId);
    }
  });

  it('uses every method, card digits for cards only, discounts by owner and staff, and corrections after their root', () => {
    expect(new Set(plan.map((payment) => payment.values.paymentMethod))).toEqual(
      new Set(PAYMENT_METHODS),
    );
    for (const { values } of plan) {
      const card = values.paymentMethod === 'CREDIT_CARD' || values.paymentMethod === 'DEBIT';
      expect(values.cardLast4 !== null).toBe(card);
      expect(values.paymentDate).toBe(localDateAt(values.paidAt.toISOString(), 7));
      expect(values.lines.length).toBeGreaterThan(0);
    }
    const discountedBy = new Set(
      plan
        .filter((payment) => payment.values.lines.some((line) => line.typeDiscount !== null))
        .map((payment) => payment.by),
    );
    expect(discountedBy).toEqual(new Set(['owner', 'staff']));
    const corrections = plan.filter((payment) => payment.values.kind === 'CORRECTION');
    expect(corrections.length).toBeGreaterThan(5);
    for (const correction of corrections) {
      const root = plan[correction.rootIndex!]!;
      expect(root.values.kind).toBe('PAYMENT');
      expect(root.values.visitId).toBe(correction.values.visitId);
      expect(plan.indexOf(correction)).toBeGreaterThan(correction.rootIndex!);
      expect(correction.values.lines.every((line) => line.type === 'CORRECTION')).toBe(true);
      expect(paymentTotals(correction.values.lines.map(domainLine)).totalAmount).toBe(0);
    }
  });

  it('sells each holding’s package once, to its holder, on its sale visit or at the counter', () => {
    const sold = plan.flatMap((payment) =>
      payment.sells.map((holding, index) => ({ holding, payment, index })),
    );
    expect(sold.map(({ holding }) => holding).sort((a, b) => a - b)).toEqual(
      holdings.map((_, index) => index),
    );
    for (const { holding, payment, index } of sold) {
      const held = holdings[holding]!;
      const line = payment.values.lines.filter((candidate) => candidate.isPackage)[index]!;
      expect(line.packageName).toBe(held.packageName);
      expect(payment.values.patientId).toBe(held.patientId);
      expect(payment.values.visitId).toBe(held.saleVisitId);
    }
    expect(
      plan.some((payment) => payment.values.visitId === null && payment.sells.length === 0),
    ).toBe(true);
  });
});

/** A planned line as the domain's totals read it. */
const domainLine = (line: NewPaymentLine) => ({
  isPackage: line.isPackage,
  quantity: line.quantity,
  price: line.amount,
  discountType: line.typeDiscount,
  discount: line.discount,
  type: line.type,
});
