import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { VISIT_STATUSES } from './status';
import {
  TRANSITION_TRIGGERS,
  VISIT_TRANSITIONS,
  canTransition,
  statusAfterEndVisit,
  statusAfterPayment,
  transitionFor,
} from './status-transitions';
import { RESERVATION_ACTIONS, allowedActions, paymentFormMode } from './status-actions';

const status = fc.constantFrom(...VISIT_STATUSES);

describe('visit status transitions', () => {
  it('a booked reservation can be cancelled or started', () => {
    expect(canTransition('BOOKED', 'CANCELLED')).toBe(true);
    expect(canTransition('BOOKED', 'ACTIVE')).toBe(true);
    expect(canTransition('BOOKED', 'DONE')).toBe(false);
    expect(canTransition('BOOKED', 'WAITING_PAYMENT')).toBe(false);
  });

  it('an active visit ends waiting for payment, or done when already paid', () => {
    expect(canTransition('ACTIVE', 'WAITING_PAYMENT')).toBe(true);
    expect(canTransition('ACTIVE', 'DONE')).toBe(true);
    expect(canTransition('ACTIVE', 'CANCELLED')).toBe(false);
    expect(statusAfterEndVisit({ paid: false })).toBe('WAITING_PAYMENT');
    expect(statusAfterEndVisit({ paid: true })).toBe('DONE');
  });

  it('recording the payment of a visit waiting for it makes it done', () => {
    expect(canTransition('WAITING_PAYMENT', 'DONE')).toBe(true);
    expect(statusAfterPayment('WAITING_PAYMENT')).toBe('DONE');
  });

  it('paying during the visit keeps it active', () => {
    expect(statusAfterPayment('ACTIVE')).toBe('ACTIVE');
  });

  it('no payment is recorded on a booked, done or cancelled visit', () => {
    expect(statusAfterPayment('BOOKED')).toBeNull();
    expect(statusAfterPayment('DONE')).toBeNull();
    expect(statusAfterPayment('CANCELLED')).toBeNull();
  });

  it('done and cancelled are final', () => {
    fc.assert(
      fc.property(status, (to) => {
        expect(canTransition('DONE', to)).toBe(false);
        expect(canTransition('CANCELLED', to)).toBe(false);
      }),
    );
  });

  it('no status moves to itself and nothing returns to booked', () => {
    fc.assert(
      fc.property(status, (s) => {
        expect(canTransition(s, s)).toBe(false);
        expect(canTransition(s, 'BOOKED')).toBe(false);
      }),
    );
  });

  it('names the transitions each trigger causes', () => {
    expect(transitionFor('cancel')).toEqual([{ from: 'BOOKED', to: 'CANCELLED', by: 'cancel' }]);
    expect(transitionFor('endVisit').map((t) => t.to)).toEqual(['WAITING_PAYMENT', 'DONE']);
    expect(transitionFor('printInvoice')).toEqual([]);
    expect(TRANSITION_TRIGGERS.every((t) => transitionFor(t).length > 0)).toBe(true);
  });

  it('ending a visit, however it was paid, is a legal transition', () => {
    fc.assert(
      fc.property(fc.boolean(), (paid) => {
        expect(canTransition('ACTIVE', statusAfterEndVisit({ paid }))).toBe(true);
      }),
    );
  });

  it('a payment changes a status only along a legal transition, and only where the form is editable', () => {
    fc.assert(
      fc.property(status, (s) => {
        const after = statusAfterPayment(s);
        expect(after !== null).toBe(paymentFormMode(s) === 'editable');
        if (after !== null && after !== s) expect(canTransition(s, after)).toBe(true);
      }),
    );
  });
});

describe('actions and transitions agree', () => {
  it('no action is offered that the transition table refuses', () => {
    fc.assert(
      fc.property(status, fc.constantFrom(...RESERVATION_ACTIONS), (s, action) => {
        fc.pre(allowedActions(s).has(action));
        const effects = transitionFor(action);
        // an action that changes the status must be able to do so from where it is offered
        for (const t of effects) expect(t.from).toBe(s);
      }),
    );
  });

  it('every transition caused by a dialog action is offered in its starting status', () => {
    for (const t of VISIT_TRANSITIONS) {
      if (t.by === 'recordPayment') expect(paymentFormMode(t.from)).toBe('editable');
      else expect(allowedActions(t.from).has(t.by)).toBe(true);
    }
  });
});
