import { isOwner, isPractitioner, STAFF_ROLES, type Role, type StaffRole } from './roles';

/**
 * What each role may see and do beyond the pages it may open (spec 1 §6, spec 2 §6). One
 * decision per function, named for what it decides; pages and the server ask these. Who may read
 * and write which part of the visit assessment (staff read-only, medical fields for doctors) is
 * decided in `visits/assessment-access.ts`.
 */

type MaybeRole = Role | null | undefined;

/** Doctors and beauticians do not see discount columns. */
export function canSeeDiscounts(role: MaybeRole): boolean {
  return !isPractitioner(role);
}

/**
 * Doctors and beauticians may not give discounts (docs/api.md, "Payments"): whoever may not see a
 * discount may not set one either, and they see none
 * (docs/decisions/0022-discounts-left-out-for-practitioners.md).
 */
export function canSetDiscounts(role: MaybeRole): boolean {
  return canSeeDiscounts(role);
}

/**
 * Refunds are for whoever may discount (the owner and staff): a refund gives money back, more than
 * any discount (docs/decisions/0043-refunds.md).
 */
export function canRefund(role: MaybeRole): boolean {
  return canSetDiscounts(role);
}

/** A payment needs a method unless a doctor or beautician records it. */
export function isPaymentMethodRequired(role: MaybeRole): boolean {
  return !isPractitioner(role);
}

/** Doctors and beauticians see only their own reservations. */
export function seesOnlyOwnReservations(role: MaybeRole): boolean {
  return isPractitioner(role);
}

/**
 * The doctor filter of visit history, the doctor report and payment history: fixed to a doctor or
 * beautician themselves (their id), open (null) for everyone else.
 */
export function lockedPractitionerFilter<Id>(role: MaybeRole, selfId: Id): Id | null {
  return isPractitioner(role) ? selfId : null;
}

/**
 * A counter sale (a payment with no visit: a buyer takes medicine or items home) is recorded by the
 * front desk. Doctors and beauticians pay only their own visits (the server refuses them a sale).
 */
export function canSellAtCounter(role: MaybeRole): boolean {
  return role !== null && role !== undefined && !isPractitioner(role);
}

/** Payment history's created-by and updated-by columns are for the owner. */
export function canSeePaymentAuditColumns(role: MaybeRole): boolean {
  return isOwner(role);
}

/** Payment history's CSV export is for the owner. */
export function canExportPaymentCsv(role: MaybeRole): boolean {
  return isOwner(role);
}

/** Payment history's PDF export (print) is for every role. */
export function canExportPaymentPdf(role: MaybeRole): boolean {
  return role !== null && role !== undefined;
}

/** Adding and editing staff is for the owner: the staff list shows the others no add and no edit. */
export function canManageStaff(role: MaybeRole): boolean {
  return isOwner(role);
}

/** The roles the staff form offers: the owner's only, and never the owner role itself. */
export function assignableStaffRoles(role: MaybeRole): readonly StaffRole[] {
  return canManageStaff(role) ? STAFF_ROLES : [];
}

/** The doctor schedule link shows on rows whose role is doctor or beautician. */
export function canSeeDoctorScheduleLink(rowRole: MaybeRole): boolean {
  return isPractitioner(rowRole);
}

export type StaffRowAction = 'detail' | 'edit' | 'schedule';

/**
 * The actions of a row of the staff list. The owner: detail on every row, edit on every row but
 * an owner's (when the row's role is given); staff: detail
 * only; a doctor or beautician: the actions of their own row only. The schedule link joins when
 * the row's role (if given) is doctor or beautician.
 */
export function staffRowActions(
  role: MaybeRole,
  rowUserId: string | number,
  selfId: string | number | null | undefined,
  rowRole?: MaybeRole,
): StaffRowAction[] {
  if (role === null || role === undefined) return [];
  const ownRow = selfId !== null && selfId !== undefined && String(rowUserId) === String(selfId);
  if (isPractitioner(role) && !ownRow) return [];
  const actions: StaffRowAction[] = ['detail'];
  // The owner's own account is edited on the profile page: the staff form answers 403 for it.
  if (canManageStaff(role) && !isOwner(rowRole)) actions.push('edit');
  if (canSeeDoctorScheduleLink(rowRole)) actions.push('schedule');
  return actions;
}

export type StaffActivationAction = 'deactivate' | 'activate';

/**
 * Whether a row of the staff list offers to deactivate the account (an active one) or to activate
 * it again (a deactivated one): only the owner, never on an owner's row nor on their own (the
 * server answers 403 for both).
 */
export function staffActivationAction(
  role: MaybeRole,
  row: { id: string | number; role: MaybeRole; active: boolean },
  selfId: string | number | null | undefined,
): StaffActivationAction | null {
  if (!canManageStaff(role) || isOwner(row.role)) return null;
  if (selfId !== null && selfId !== undefined && String(row.id) === String(selfId)) return null;
  return row.active ? 'deactivate' : 'activate';
}

/**
 * Who sends tomorrow's reminders: the front desk (owner and staff). The list names every
 * practitioner's patients, so doctors and beauticians, who see only their own, are left out.
 */
export const RESERVATION_REMINDER_ROLES = ['ROLE_OWNER', 'ROLE_STAFF'] as const satisfies Role[];

export function canSendReservationReminders(role: MaybeRole): boolean {
  return (RESERVATION_REMINDER_ROLES as readonly MaybeRole[]).includes(role);
}

/**
 * Closing the day ("tutup kasir", docs/decisions/0044-closing-the-day.md): whoever takes payments
 * closes their own, and every role takes payments (a doctor or beautician on their own visits),
 * so every role closes its own day.
 */
export function canCloseOwnCashier(role: MaybeRole): boolean {
  return role !== null && role !== undefined;
}

/** Every cashier's closings, and the cashier filter of their list, are the owner's. */
export function canSeeEveryClosing(role: MaybeRole): boolean {
  return isOwner(role);
}
