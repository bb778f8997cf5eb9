import { describe, expect, it } from 'vitest';
import type { VisitStatus } from '@praktik/domain/visits/status';
import { activeVisitConflictOf } from '../../api/reservation-detail';
import { problemToError } from '../../api/error';
import {
  activeVisitTarget,
  bookerAsPatientForm,
  detailDialogActions,
  hourMinuteOf,
  startVisitPlan,
} from './reservation-detail-view';

const KTP = '3174012345678901';

describe('the reservation detail dialog', () => {
  it("offers each status's actions as the domain's table gives them (spec 2 §4)", () => {
    const actionsOf = (status: VisitStatus, no_show = false) =>
      detailDialogActions({ status, no_show, visit_id: status === 'BOOKED' ? null : 'v1' });
    expect(actionsOf('BOOKED')).toEqual(['startVisit', 'savePatient', 'reschedule', 'cancel']);
    expect(actionsOf('ACTIVE')).toEqual(['assessment', 'endVisit', 'movePatient']);
    expect(actionsOf('WAITING_PAYMENT')).toEqual([]);
    expect(actionsOf('DONE')).toEqual([]);
    expect(actionsOf('CANCELLED')).toEqual([]);
  });

  it('offers no reschedule for a booking marked as a no-show', () => {
    expect(detailDialogActions({ status: 'BOOKED', no_show: true, visit_id: null })).toEqual([
      'startVisit',
      'savePatient',
      'cancel',
    ]);
  });

  it('starts straight away only for a patient with a valid KTP number', () => {
    const booked = { patient_id: 'p1' };
    expect(startVisitPlan(booked, { identificationNumber: KTP })).toBe('start');
    expect(startVisitPlan(booked, { identificationNumber: null })).toBe('askIdentityNumber');
    expect(startVisitPlan(booked, { identificationNumber: '  ' })).toBe('askIdentityNumber');
    // A passport number or a short one: the start call needs 16 digits, so it is asked.
    expect(startVisitPlan(booked, { identificationNumber: 'A1234567' })).toBe('askIdentityNumber');
  });

  it('an online booking without a patient chooses or creates one first', () => {
    expect(startVisitPlan({ patient_id: null }, null)).toBe('choosePatient');
    expect(startVisitPlan({ patient_id: null }, { identificationNumber: KTP })).toBe(
      'choosePatient',
    );
    // The patient is still loading: nothing starts before it is known.
    expect(startVisitPlan({ patient_id: 'p1' }, null)).toBe('choosePatient');
  });

  it("the active-visit alert's detail opens the previous reservation, else the running visit", () => {
    expect(
      activeVisitTarget(
        { activeVisitId: 'v1', activeReservationId: 'r1', detail: undefined },
        'p1',
      ),
    ).toEqual({
      kind: 'reservation',
      reservationId: 'r1',
    });
    expect(
      activeVisitTarget(
        { activeVisitId: 'v1', activeReservationId: null, detail: undefined },
        'p1',
      ),
    ).toEqual({
      kind: 'visit',
      path: '/dashboard/active-visit/assesment?id=v1&patientId=p1',
    });
  });

  it('reads the 409 VISIT_ALREADY_ACTIVE answer, and only that one', () => {
    const conflict = problemToError(409, {
      status: 409,
      detail: 'Pasien masih punya kunjungan aktif',
      code: 'VISIT_ALREADY_ACTIVE',
      activeVisitId: 'v1',
      activeReservationId: null,
    });
    expect(activeVisitConflictOf(conflict)).toEqual({
      activeVisitId: 'v1',
      activeReservationId: null,
      detail: 'Pasien masih punya kunjungan aktif',
    });
    expect(
      activeVisitConflictOf(
        problemToError(409, {
          code: 'VISIT_ALREADY_ACTIVE',
          activeVisitId: 'v1',
          activeReservationId: 'r1',
        }),
      ),
    ).toEqual({ activeVisitId: 'v1', activeReservationId: 'r1', detail: undefined });
    expect(activeVisitConflictOf(problemToError(409, { detail: 'slot taken' }))).toBeNull();
    expect(activeVisitConflictOf(problemToError(400, { code: 'VISIT_ALREADY_ACTIVE' }))).toBeNull();
    expect(activeVisitConflictOf(new Error('network'))).toBeNull();
  });

  it("an online booking's new patient form starts from the booker's details", () => {
    const booker = {
      user_name: 'Rina Online',
      user_email: 'rina@example.com',
      user_phone_number: '081234567890',
      user_date_of_birth: '1991-02-03',
      user_gender: 'FEMALE' as const,
      user_identity_type: 'KTP' as const,
      user_identity_number: KTP,
    };
    expect(bookerAsPatientForm(booker)).toEqual({
      name: 'Rina Online',
      email: 'rina@example.com',
      phoneNumber: '081234567890',
      dateOfBirth: '1991-02-03',
      gender: 'FEMALE',
      identificationType: 'KTP',
      identificationNumber: KTP,
    });
    // What the booker left empty stays the empty form's.
    expect(
      bookerAsPatientForm({
        ...booker,
        user_email: null,
        user_identity_number: null,
        user_identity_type: null,
      }),
    ).not.toHaveProperty('email');
  });

  it('writes times as hours and minutes', () => {
    expect(hourMinuteOf('09:15:00')).toBe('09:15');
  });
});
