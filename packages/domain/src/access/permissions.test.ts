import { describe, expect, it } from 'vitest';
import {
  assignableStaffRoles,
  canCloseOwnCashier,
  canSeeEveryClosing,
  canExportPaymentCsv,
  canExportPaymentPdf,
  canManageStaff,
  canSendReservationReminders,
  canSeeDiscounts,
  canSellAtCounter,
  canSetDiscounts,
  canSeeDoctorScheduleLink,
  canSeePaymentAuditColumns,
  isPaymentMethodRequired,
  lockedPractitionerFilter,
  seesOnlyOwnReservations,
  staffActivationAction,
  staffRowActions,
} from './permissions';
import { ROLES } from './roles';

const OWNER = 'ROLE_OWNER';
const DOCTOR = 'ROLE_DOCTOR';
const BEAUTICIAN = 'ROLE_BEAUTICIAN';
const STAFF = 'ROLE_STAFF';

describe('doctors and beauticians (spec 1 §6, spec 2 §6)', () => {
  it('see only their own reservations', () => {
    expect(seesOnlyOwnReservations(DOCTOR)).toBe(true);
    expect(seesOnlyOwnReservations(BEAUTICIAN)).toBe(true);
    expect(seesOnlyOwnReservations(OWNER)).toBe(false);
    expect(seesOnlyOwnReservations(STAFF)).toBe(false);
  });

  it('have the doctor filter fixed to themselves; others choose freely', () => {
    expect(lockedPractitionerFilter(DOCTOR, 7)).toBe(7);
    expect(lockedPractitionerFilter(BEAUTICIAN, 'b-1')).toBe('b-1');
    expect(lockedPractitionerFilter(OWNER, 7)).toBeNull();
    expect(lockedPractitionerFilter(STAFF, 7)).toBeNull();
    expect(lockedPractitionerFilter(null, 7)).toBeNull();
  });

  it('do not see discount columns', () => {
    expect(canSeeDiscounts(DOCTOR)).toBe(false);
    expect(canSeeDiscounts(BEAUTICIAN)).toBe(false);
    expect(canSeeDiscounts(OWNER)).toBe(true);
    expect(canSeeDiscounts(STAFF)).toBe(true);
  });

  it('may not give discounts; owner and staff may', () => {
    expect(canSetDiscounts(DOCTOR)).toBe(false);
    expect(canSetDiscounts(BEAUTICIAN)).toBe(false);
    expect(canSetDiscounts(OWNER)).toBe(true);
    expect(canSetDiscounts(STAFF)).toBe(true);
  });

  it('are not required a payment method; everyone else is', () => {
    expect(isPaymentMethodRequired(DOCTOR)).toBe(false);
    expect(isPaymentMethodRequired(BEAUTICIAN)).toBe(false);
    expect(isPaymentMethodRequired(OWNER)).toBe(true);
    expect(isPaymentMethodRequired(STAFF)).toBe(true);
  });
});

describe('payment history (spec 2 §2.6, §6)', () => {
  it('only the owner sees created-by and updated-by and exports CSV', () => {
    for (const role of ROLES) {
      expect(canSeePaymentAuditColumns(role)).toBe(role === OWNER);
      expect(canExportPaymentCsv(role)).toBe(role === OWNER);
    }
  });

  it('every role exports PDF', () => {
    for (const role of ROLES) expect(canExportPaymentPdf(role)).toBe(true);
    expect(canExportPaymentPdf(null)).toBe(false);
    expect(canExportPaymentPdf(undefined)).toBe(false);
  });
});

describe('staff list (spec 2 §2.10, §6)', () => {
  it('only the owner adds and edits staff', () => {
    for (const role of ROLES) expect(canManageStaff(role)).toBe(role === OWNER);
  });

  it('the owner role cannot be given to staff', () => {
    expect(assignableStaffRoles(OWNER)).toEqual(['ROLE_DOCTOR', 'ROLE_BEAUTICIAN', 'ROLE_STAFF']);
    for (const role of ROLES) expect(assignableStaffRoles(role)).not.toContain(OWNER);
    expect(assignableStaffRoles(STAFF)).toEqual([]);
  });

  it("the owner has detail and edit on every row but an owner's", () => {
    expect(staffRowActions(OWNER, 3, 1, STAFF)).toEqual(['detail', 'edit']);
    expect(staffRowActions(OWNER, 3, 1)).toEqual(['detail', 'edit']);
    // The staff form answers 403 for the owner's own account (docs/api.md, "Staff").
    expect(staffRowActions(OWNER, 1, 1, OWNER)).toEqual(['detail']);
  });

  it('only the owner deactivates and activates, never an owner nor themselves', () => {
    const doctorRow = { id: 'd1', role: DOCTOR, active: true } as const;
    expect(staffActivationAction(OWNER, doctorRow, 'o1')).toBe('deactivate');
    expect(staffActivationAction(OWNER, { ...doctorRow, active: false }, 'o1')).toBe('activate');
    expect(staffActivationAction(OWNER, { id: 'o1', role: OWNER, active: true }, 'o1')).toBeNull();
    expect(staffActivationAction(OWNER, { id: 'o2', role: OWNER, active: true }, 'o1')).toBeNull();
    expect(staffActivationAction(OWNER, { ...doctorRow, id: 'o1' }, 'o1')).toBeNull();
    for (const role of [STAFF, DOCTOR, BEAUTICIAN, null] as const) {
      expect(staffActivationAction(role, doctorRow, 'd1')).toBeNull();
      expect(staffActivationAction(role, doctorRow, 'x')).toBeNull();
    }
  });

  it('staff have no edit button', () => {
    expect(staffRowActions(STAFF, 3, 2, STAFF)).toEqual(['detail']);
    expect(staffRowActions(STAFF, 2, 2)).toEqual(['detail']);
  });

  it("a doctor or beautician has only their own row's actions", () => {
    expect(staffRowActions(DOCTOR, 5, 5, DOCTOR)).toEqual(['detail', 'schedule']);
    expect(staffRowActions(DOCTOR, '5', 5, DOCTOR)).toEqual(['detail', 'schedule']);
    expect(staffRowActions(DOCTOR, 6, 5, DOCTOR)).toEqual([]);
    expect(staffRowActions(BEAUTICIAN, 6, 5, STAFF)).toEqual([]);
    expect(staffRowActions(BEAUTICIAN, 6, null, BEAUTICIAN)).toEqual([]);
    expect(staffRowActions(BEAUTICIAN, 6, undefined)).toEqual([]);
  });

  it('without a role there are no actions', () => {
    expect(staffRowActions(null, 1, 1)).toEqual([]);
    expect(staffRowActions(undefined, 1, 1)).toEqual([]);
  });

  it('the doctor schedule link shows on rows with role doctor or beautician', () => {
    expect(canSeeDoctorScheduleLink(DOCTOR)).toBe(true);
    expect(canSeeDoctorScheduleLink(BEAUTICIAN)).toBe(true);
    expect(canSeeDoctorScheduleLink(STAFF)).toBe(false);
    expect(canSeeDoctorScheduleLink(OWNER)).toBe(false);
    expect(staffRowActions(OWNER, 3, 1, BEAUTICIAN)).toEqual(['detail', 'edit', 'schedule']);
    expect(staffRowActions(STAFF, 3, 1, DOCTOR)).toEqual(['detail', 'schedule']);
  });
});

describe("tomorrow's reminders", () => {
  it('are sent by the owner and the staff, never by a doctor, a beautician or nobody', () => {
    expect(canSendReservationReminders(OWNER)).toBe(true);
    expect(canSendReservationReminders(STAFF)).toBe(true);
    expect(canSendReservationReminders(DOCTOR)).toBe(false);
    expect(canSendReservationReminders(BEAUTICIAN)).toBe(false);
    expect(canSendReservationReminders(null)).toBe(false);
  });
});

describe('counter sales', () => {
  it('are for the owner and staff, never for doctors, beauticians or no one', () => {
    expect(canSellAtCounter(OWNER)).toBe(true);
    expect(canSellAtCounter(STAFF)).toBe(true);
    expect(canSellAtCounter(DOCTOR)).toBe(false);
    expect(canSellAtCounter(BEAUTICIAN)).toBe(false);
    expect(canSellAtCounter(null)).toBe(false);
    expect(canSellAtCounter(undefined)).toBe(false);
  });
});

describe('closing the day', () => {
  it('every role closes its own day; the owner alone sees every closing', () => {
    for (const role of ROLES) {
      expect(canCloseOwnCashier(role)).toBe(true);
      expect(canSeeEveryClosing(role)).toBe(role === OWNER);
    }
    expect(canCloseOwnCashier(null)).toBe(false);
    expect(canSeeEveryClosing(undefined)).toBe(false);
  });
});
