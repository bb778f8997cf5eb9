import type { Role } from '@praktik/domain/access/roles';
import { sortParam } from '@praktik/domain/tables/sort';
// Types only from the domain's filters: this module is on every page's first load (the sign-in
// page's too), where the filters' validation code (zod, dayjs) must not come along.
import type { ActiveVisitListQueryParams } from '@praktik/domain/visits/active-visit-list-filter';
import type {
  CatalogueKind,
  CatalogueListQuery,
  PatientListQuery,
  ReportQuery,
  SatusehatKind,
} from './list-queries';

/** The leading resource of the keys that mutations revalidate by filter (keyFilters below). */
const HEAD = {
  patientList: 'patients',
  patient: 'patient',
  activeVisits: 'active-visits',
  staffList: 'staff',
  staffMember: 'staff-member',
  doctors: 'doctors',
  weekSlots: 'available-slots',
  // A reservation's detail dialog.
  reservationDetail: 'reservation-detail',
  timetable: 'reservation-timetable',
  reservationWeek: 'reservation-week',
  daySlots: 'reservation-day-slots',

  publicSlots: 'public-slots',
  // Patients' prepaid packages.
  patientPackages: 'patient-packages',
  patientPackage: 'patient-package',
  patientPackageHistory: 'patient-package-history',

  // The price list (categories, items, packages), its details and the item options.
  catalogueList: 'catalogue',
  catalogueRecord: 'catalogue-record',
  itemOptions: 'catalogue-item-options',

  // A payment chain and a visit's payment rows.
  payment: 'payment',
  visitPaymentHistory: 'visit-payment-history',
  paymentHistory: 'payment-history',
  // Closing the day: the caller's open figures, the closings' lists and one closing.
  cashClosings: 'cash-closings',

  // The SATUSEHAT link, its organizations and locations, and the visit's location options.
  satusehatIntegration: 'satu-sehat-integration',
  satusehatList: 'satu-sehat-list',
  satusehatResource: 'satu-sehat-resource',
  locationOptions: 'satu-sehat-locations',
  satusehatSends: 'satu-sehat-sends',
} as const;

/**
 * Every SWR key of the app, led by the resource and holding every input of its fetcher
 * (docs/architecture.md, "Clinic (the app)"). The one way to build a key: a lint rule (eslint.config.js,
 * "SWR keys") refuses a `useSWR`/`mutate` whose key does not come from here.
 */
export const keys = {
  account: () => ['account'] as const,
  profile: () => ['profile'] as const,
  business: () => ['business'] as const,
  onlineBookingSettings: () => ['online-booking-settings'] as const,
  queueNumbering: () => ['queue-numbering'] as const,
  businessTypes: () => ['business-types'] as const,
  services: () => ['services'] as const,
  resetKey: (key: string) => ['reset-key', key] as const,
  activation: (key: string) => ['activation', key] as const,
  emailChange: (token: string) => ['email-change', token] as const,
  patientList: (query: PatientListQuery) => [HEAD.patientList, query] as const,
  patient: (id: string) => [HEAD.patient, id] as const,
  /** Led by the list's head: a patient saved anywhere asks for the next number again. */
  nextMedicalRecordNumber: () => [HEAD.patientList, 'next-medical-record-number'] as const,
  /** `params`: `activeVisitListQueryParams(filter)`, the very query the list is fetched with. */
  activeVisits: (params: ActiveVisitListQueryParams) => [HEAD.activeVisits, params] as const,
  visit: (id: string) => ['visit', id] as const,
  visitHistory: (patientId: string, page: number, size: number) =>
    ['visits-history', patientId, page, size] as const,
  inactiveVisits: (query: ReportQuery) => ['inactive-visits', ...reportInputs(query)] as const,
  practitionerStats: (query: ReportQuery) =>
    ['practitioner-stats', ...reportInputs(query)] as const,
  doctors: () => [HEAD.doctors] as const,
  locationOptions: (query: Readonly<Record<string, string>>) =>
    [HEAD.locationOptions, query] as const,
  annotationPhotos: () => ['annotation-photos'] as const,
  staffList: (query: { page: number; size: number; role: Role | null }) =>
    [HEAD.staffList, query] as const,
  staffMember: (id: string) => [HEAD.staffMember, id] as const,
  // A practitioner's weekly schedule and the bookable slots of a week of it.
  doctorSchedule: (practitionerId: string) => ['doctor-schedule', practitionerId] as const,
  weekSlots: (practitionerId: string, firstDay: string, days: number, duration: number) =>
    [HEAD.weekSlots, practitionerId, firstDay, days, duration] as const,
  // One reservation, as its detail dialog shows it.
  reservationDetail: (id: string) => [HEAD.reservationDetail, id] as const,
  // The reservation timetable of a date and a practitioner's bookable slots that day.
  timetable: (date: string) => [HEAD.timetable, date] as const,
  // One practitioner's reservations of the week starting on that Monday.
  reservationWeek: (doctorId: string, weekStart: string) =>
    [HEAD.reservationWeek, doctorId, weekStart] as const,
  daySlots: (practitionerId: string, date: string, duration: number) =>
    [HEAD.daySlots, practitionerId, date, duration] as const,
  // A patient's no-shows, warned of when booking them again.
  patientNoShows: (patientId: string) => ['reservation-patient-no-shows', patientId] as const,
  // Tomorrow's BOOKED reservations with their WhatsApp reminders (the server's tomorrow).
  tomorrowsReminders: () => ['reservation-reminders', 'tomorrow'] as const,

  // The public booking pages' calls (no token: the same answer for every visitor).
  publicServices: () => ['public-services'] as const,
  publicClinics: (page: number, size: number) => ['public-clinics', page, size] as const,
  clinicsOfService: (serviceId: string) => ['public-clinics-of-service', serviceId] as const,
  publicClinic: (clinicId: string) => ['public-clinic', clinicId] as const,
  publicSlots: (clinicId: string, doctorId: string, firstDay: string, days: number) =>
    [HEAD.publicSlots, clinicId, doctorId, firstDay, days] as const,
  publicReservation: (id: string, token: string) => ['public-reservation', id, token] as const,

  // The follow-up list (its query as sent), one package, a patient's package history.
  patientPackages: (params: Readonly<Record<string, string>>) =>
    [HEAD.patientPackages, params] as const,
  patientPackage: (id: string) => [HEAD.patientPackage, id] as const,
  patientPackageHistory: (params: Readonly<Record<string, string>>) =>
    [HEAD.patientPackageHistory, params] as const,

  // A page of one of the price list's lists, one of its rows, the item options.
  catalogueList: (kind: CatalogueKind, businessId: string, query: CatalogueListQuery) =>
    [HEAD.catalogueList, kind, businessId, query] as const,
  catalogueRecord: (kind: CatalogueKind, id: string) => [HEAD.catalogueRecord, kind, id] as const,
  itemOptions: (businessId: string) => [HEAD.itemOptions, businessId] as const,

  // The chain a payment id belongs to, and a visit's payment rows.
  payment: (id: string) => [HEAD.payment, id] as const,
  visitPaymentHistory: (visitId: string) => [HEAD.visitPaymentHistory, visitId] as const,

  // A page of the payment history (its query as sent).
  paymentHistory: (params: Readonly<Record<string, string>>) =>
    [HEAD.paymentHistory, params] as const,
  /** The whole filter for the A4 print (led by the history's head, so a save refreshes it). */
  paymentHistoryPrint: (params: Readonly<Record<string, string>>) =>
    [HEAD.paymentHistory, 'print', params] as const,

  // The caller's open figures, a page of closings (its query as sent), one closing.
  cashClosingOpen: () => [HEAD.cashClosings, 'open'] as const,
  cashClosings: (params: Readonly<Record<string, string>>) =>
    [HEAD.cashClosings, 'list', params] as const,
  cashClosing: (id: string) => [HEAD.cashClosings, 'one', id] as const,

  // The clinic's SATUSEHAT link; a page of organizations or locations; one of each.
  satusehatIntegration: () => [HEAD.satusehatIntegration] as const,
  satusehatList: (kind: SatusehatKind, page: number, size: number) =>
    [HEAD.satusehatList, kind, page, size] as const,
  satusehatResource: (kind: SatusehatKind, id: string) =>
    [HEAD.satusehatResource, kind, id] as const,
  /** A visit's SATUSEHAT link and send log, or a patient's (every visit's). */
  satusehatSends: (scope: 'visits' | 'patients', id: string) =>
    [HEAD.satusehatSends, scope, id] as const,
};

/** The report lists' inputs as plain values, so equal queries give equal keys. */
function reportInputs(query: ReportQuery) {
  return [
    query.page,
    query.size,
    sortParam(query.sort) ?? '',
    query.from,
    query.to,
    query.practitionerId ?? '',
  ] as const;
}

/** A filter for `mutate(filter)` matching every key led by one of the given resources. */
function keysLedBy(...heads: string[]): (key: unknown) => boolean {
  return (key) => Array.isArray(key) && heads.includes(key[0] as string);
}

/**
 * What a mutation revalidates: `mutate(keyFilters.patients)` reads every list page and every
 * single patient again. The filters share HEAD with the builders, so they cannot drift apart.
 */
export const keyFilters = {
  /** Signing in or out: nothing cached for one person may reach the next. */
  everything: (_key: unknown) => true,
  patients: keysLedBy(HEAD.patientList, HEAD.patient),
  activeVisits: keysLedBy(HEAD.activeVisits),
  /** A member saved or (de)activated: the staff lists, the member, and the practitioner list. */
  staff: keysLedBy(HEAD.staffList, HEAD.staffMember, HEAD.doctors),
  /** A practitioner's week saved: every week preview of theirs, any week, any duration. */
  weekSlotsOf:
    (practitionerId: string) =>
    (key: unknown): boolean =>
      keysLedBy(HEAD.weekSlots)(key) && (key as unknown[])[1] === practitionerId,
  /**
   * The live stream came back after a gap: every timetable and week, since events may have been
   * missed.
   */
  timetables: keysLedBy(HEAD.timetable, HEAD.reservationWeek),
  /**
   * A reservation changed on a date: that date's timetable, and the week shown (one read; which
   * weeks hold the date is not worked out here, where no date rule may load).
   */
  timetableOf:
    (date: string) =>
    (key: unknown): boolean =>
      keysLedBy(HEAD.reservationWeek)(key) ||
      (keysLedBy(HEAD.timetable)(key) && (key as unknown[])[1] === date),
  /** A booking made or refused: the slot lists (any practitioner, date, duration) read again. */
  reservationSlots: keysLedBy(HEAD.daySlots, HEAD.weekSlots),
  /**
   * A reservation cancelled, started, ended or moved: every detail dialog and timetable, the
   * practitioners' free slots (a freed or taken time) and the active visits (started or ended).
   */
  reservationChanged: keysLedBy(
    HEAD.reservationDetail,
    HEAD.timetable,
    HEAD.reservationWeek,
    HEAD.daySlots,
    HEAD.weekSlots,
    HEAD.activeVisits,
  ),

  /** A booking refused or made: every slot list of the public booking page, any day. */
  publicSlots: keysLedBy(HEAD.publicSlots),

  /** A package used, undone or released: the dialogs, the follow-up list, details and histories. */
  patientPackagesChanged: keysLedBy(
    HEAD.reservationDetail,
    HEAD.patientPackages,
    HEAD.patientPackage,
    HEAD.patientPackageHistory,
  ),

  /** A category, item or package saved or deleted: every list, row and option of the price list. */
  catalogue: keysLedBy(HEAD.catalogueList, HEAD.catalogueRecord, HEAD.itemOptions),

  /**
   * A payment saved or corrected: the chains, the visits' payment rows, every detail dialog and
   * timetable (WAITING_PAYMENT → DONE), the visit lists, and the patients' packages (a package
   * line sells one).
   */
  paymentChanged: keysLedBy(
    HEAD.payment,
    HEAD.cashClosings,
    HEAD.visitPaymentHistory,
    HEAD.paymentHistory,
    HEAD.reservationDetail,
    HEAD.timetable,
    HEAD.reservationWeek,
    HEAD.activeVisits,
    HEAD.patientPackages,
    HEAD.patientPackage,
    HEAD.patientPackageHistory,
  ),

  /**
   * The link saved: the link and both lists (a new organization id changes what they hold), and
   * the send logs (a first link starts sending).
   */
  satusehatLink: keysLedBy(
    HEAD.satusehatIntegration,
    HEAD.satusehatList,
    HEAD.satusehatResource,
    HEAD.locationOptions,
    HEAD.satusehatSends,
  ),
  /** A day closed: the open figures and every list of closings. */
  cashClosings: keysLedBy(HEAD.cashClosings),
  /** A send retried: every visit's and patient's send log (one send shows in both). */
  satusehatSends: keysLedBy(HEAD.satusehatSends),
  /**
   * An organization or a location saved: that kind's list pages and records; a location also
   * the start-visit dialog's location options.
   */
  satusehatSaved:
    (kind: SatusehatKind) =>
    (key: unknown): boolean =>
      (keysLedBy(HEAD.satusehatList, HEAD.satusehatResource)(key) &&
        (key as unknown[])[1] === kind) ||
      (kind === 'location' && keysLedBy(HEAD.locationOptions)(key)),
};
