import { addIsoDays } from '@praktik/domain/dates/iso-day';
import { DEFAULT_UTC_OFFSET_HOURS, localDateAt } from '@praktik/domain/dates/utc-offset';
import { needsPackageReminder } from '@praktik/domain/packages/package-reminder';
import type { VisitStatus } from '@praktik/domain/visits/status';
import type { Repositories } from '../repositories';
import type { DemoPricedPackage } from './demo-catalogue';

/** A demo visit as the packages and payments plans read it. */
export interface DemoBilledVisit {
  id: string;
  patientId: string;
  practitionerId: string;
  status: VisitStatus;
  visitDate: string;
  startedAt: Date | null;
  endedAt: Date | null;
  bookingId: string | null;
}

/** The state a demo holding ends in (spec 2 §2.8-§2.9). */
export type DemoHoldingState =
  'live-recent' | 'live-unseen' | 'live-never-used' | 'exhausted' | 'released';

/**
 * A package a demo patient holds: sold on a visit's bill (or at the counter, between visits,
 * `counterSaleDay` set), then used on later DONE visits of the same patient, maybe released.
 */
export interface DemoHolding {
  state: DemoHoldingState;
  patientId: string;
  packageName: string;
  /** The visit whose bill sells it; null for a counter sale. */
  saleVisitId: string | null;
  /** A counter sale's clinic day (YYYY-MM-DD). */
  counterSaleDay: string | null;
  /** The DONE visits it is used on, oldest first. */
  useVisitIds: string[];
  released: boolean;
}

export interface DemoPackagePlanInput {
  visits: readonly DemoBilledVisit[];
  packages: readonly DemoPricedPackage[];
  now: Date;
  offsetHours?: number;
}

/** What each state asks of the patient's DONE visits after the sale. */
interface Scenario {
  state: DemoHoldingState;
  packageIndex: number;
  uses: (numberOfVisit: number) => number;
  /** May the visits after the sale that are used be chosen so (dates: sale, last use, today)? */
  fits: (sale: string, lastUse: string | null, today: string) => boolean;
  released?: boolean;
}

const SCENARIOS: readonly Scenario[] = [
  // Used to the last visit: remaining 0, off the follow-up list.
  { state: 'exhausted', packageIndex: 1, uses: (n) => n, fits: () => true },
  // Visits left and seen lately: on the list without the warning.
  {
    state: 'live-recent',
    packageIndex: 0,
    uses: () => 2,
    fits: (_sale, last, today) => last !== null && !needsPackageReminder(last, today),
  },
  // Visits left, last seen more than a month ago: the list's warning and WhatsApp link.
  {
    state: 'live-unseen',
    packageIndex: 2,
    uses: () => 1,
    fits: (_sale, last, today) => last !== null && needsPackageReminder(last, today),
  },
  {
    state: 'live-unseen',
    packageIndex: 0,
    uses: () => 0,
    fits: (sale, _last, today) => needsPackageReminder(sale, today),
  },
  // Given up with visits left: the history keeps what was forfeited.
  { state: 'released', packageIndex: 0, uses: () => 1, fits: () => true, released: true },
  {
    state: 'live-recent',
    packageIndex: 1,
    uses: () => 1,
    fits: (_sale, last, today) => last !== null && !needsPackageReminder(last, today),
  },
];

/**
 * Which demo patients hold which package, the same for the same visits: for each scenario the
 * first patient (by their visits' order) with enough DONE visits whose dates fit, the sale on
 * one DONE visit and the uses on the ones right after it. Plus a package bought at the counter
 * between visits, a week before today, not used yet. Each patient holds one package at most.
 */
export function planDemoPackages({
  visits,
  packages,
  now,
  offsetHours = DEFAULT_UTC_OFFSET_HOURS,
}: DemoPackagePlanInput): DemoHolding[] {
  const today = localDateAt(now.toISOString(), offsetHours);
  const doneByPatient = new Map<string, DemoBilledVisit[]>();
  for (const visit of visits) {
    if (visit.status !== 'DONE') continue;
    doneByPatient.set(visit.patientId, [...(doneByPatient.get(visit.patientId) ?? []), visit]);
  }
  const taken = new Set<string>();
  const holdings: DemoHolding[] = [];
  for (const scenario of SCENARIOS) {
    const offer = packages[scenario.packageIndex];
    if (!offer) continue;
    const uses = scenario.uses(offer.numberOfVisit);
    search: for (const [patientId, done] of doneByPatient) {
      if (taken.has(patientId)) continue;
      // Latest sale first, so the recent scenarios find recent visits.
      for (let sale = done.length - 1 - uses; sale >= 0; sale--) {
        const saleVisit = done[sale]!;
        const used = done.slice(sale + 1, sale + 1 + uses);
        const lastUse = used.at(-1)?.visitDate ?? null;
        if (!scenario.fits(saleVisit.visitDate, lastUse, today)) continue;
        taken.add(patientId);
        holdings.push({
          state: scenario.state,
          patientId,
          packageName: offer.name,
          saleVisitId: saleVisit.id,
          counterSaleDay: null,
          useVisitIds: used.map((visit) => visit.id),
          released: scenario.released ?? false,
        });
        break search;
      }
    }
  }
  const counterBuyer = [...doneByPatient.keys()].find((patientId) => !taken.has(patientId));
  const counterOffer = packages[2] ?? packages[0];
  if (counterBuyer && counterOffer) {
    holdings.push({
      state: 'live-never-used',
      patientId: counterBuyer,
      packageName: counterOffer.name,
      saleVisitId: null,
      counterSaleDay: addIsoDays(today, -7),
      useVisitIds: [],
      released: false,
    });
  }
  return holdings;
}

/**
 * The uses and releases of the demo's holdings, after their sales (`seedDemoPayments` sold them):
 * each use through the packages' own writes (the use row, the conditional decrement, the USE
 * event dated on the visit's day), in the order the visits happened, by `by` (the front desk);
 * then the releases (RELEASE event on today's clinic day, as the release call writes it).
 */
export async function seedDemoPatientPackages(
  repositories: Repositories,
  clinic: {
    businessId: string;
    holdings: readonly DemoHolding[];
    /** The patient package each holding's sale made, in the holdings' order. */
    soldPackageIds: readonly string[];
    visits: readonly DemoBilledVisit[];
    by: string;
    now: Date;
  },
): Promise<void> {
  const { businessId, by } = clinic;
  const visitsById = new Map(clinic.visits.map((visit) => [visit.id, visit]));
  for (const [index, holding] of clinic.holdings.entries()) {
    const patientPackageId = clinic.soldPackageIds[index];
    if (!patientPackageId) throw new Error(`seed: ${holding.packageName} was not sold`);
    for (const visitId of holding.useVisitIds) {
      const visit = visitsById.get(visitId);
      if (!visit) throw new Error(`seed: no visit ${visitId} to use a package on`);
      const taken = await repositories.patientPackages.takeVisitForUse(
        businessId,
        patientPackageId,
        {
          visitId: visit.id,
          patientId: visit.patientId,
          practitionerId: visit.practitionerId,
          status: visit.status,
          bookingId: visit.bookingId,
          date: visit.visitDate,
        },
        by,
      );
      if (!taken) throw new Error(`seed: ${holding.packageName} has no visit left`);
    }
    if (holding.released) {
      const released = await repositories.patientPackages.release(businessId, patientPackageId, by);
      await repositories.patientPackages.insertEvent({
        businessId,
        patientPackage: released,
        action: 'RELEASE',
        eventDate: localDateAt(clinic.now.toISOString(), DEFAULT_UTC_OFFSET_HOURS),
        userId: by,
      });
    }
  }
}
