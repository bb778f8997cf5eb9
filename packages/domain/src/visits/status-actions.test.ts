import { describe, expect, it } from 'vitest';
import { allowedActions, isActionAllowed, paymentFormMode } from './status-actions';

const sorted = (set: ReadonlySet<string>) => [...set].sort();

describe('what each reservation status allows (spec 2 §4)', () => {
  it('Reservasi: cancel after confirmation, save the patient, start the visit, reschedule', () => {
    expect(sorted(allowedActions('BOOKED'))).toEqual([
      'cancel',
      'reschedule',
      'savePatient',
      'startVisit',
    ]);
    expect(paymentFormMode('BOOKED')).toBe('hidden');
  });

  it('Aktif: assessment, end visit, move patient, print invoice, editable payment with correction', () => {
    expect(sorted(allowedActions('ACTIVE'))).toEqual([
      'assessment',
      'correction',
      'endVisit',
      'movePatient',
      'printInvoice',
    ]);
    expect(paymentFormMode('ACTIVE')).toBe('editable');
  });

  it('Belum Bayar: the payment form is editable (and the bill can be printed and corrected)', () => {
    expect(paymentFormMode('WAITING_PAYMENT')).toBe('editable');
    expect(sorted(allowedActions('WAITING_PAYMENT'))).toEqual(['printInvoice']);
    expect(isActionAllowed('WAITING_PAYMENT', 'endVisit')).toBe(false);
  });

  it('Selesai: payment form read-only, print invoice, no correction', () => {
    expect(paymentFormMode('DONE')).toBe('read-only');
    expect(sorted(allowedActions('DONE'))).toEqual(['printInvoice']);
    expect(isActionAllowed('DONE', 'correction')).toBe(false);
  });

  it('Batal: read-only, nothing to do', () => {
    expect(allowedActions('CANCELLED').size).toBe(0);
    expect(paymentFormMode('CANCELLED')).toBe('hidden');
  });

  it('a visit can only be cancelled before it starts', () => {
    expect(isActionAllowed('BOOKED', 'cancel')).toBe(true);
    expect(isActionAllowed('ACTIVE', 'cancel')).toBe(false);
  });
});
