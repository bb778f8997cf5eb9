import { useSearchParams } from 'react-router';
import {
  paymentChainPrint,
  type PaymentChainPrint,
} from '@praktik/domain/payments/payment-chain-print';
import type { InvoiceClinic } from '@praktik/ui/Invoice';
import { useBusiness } from '../../api/business';
import { usePatient } from '../../api/patients';
import { usePayment } from '../../api/payments';
import { canReadClinic, useAppSession } from '../../app/session-view';

export type PaymentPrintState =
  | { kind: 'signedOut' }
  | { kind: 'missingId' }
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'ready'; clinic: InvoiceClinic; print: PaymentChainPrint };

/**
 * The payment `?id=` names (any row of its chain) and the clinic printing it, for the invoice and
 * the receipts alike. Signed out, nothing is asked of the server: an invoice names a patient, so
 * printing needs the session.
 */
export function usePaymentPrint(): PaymentPrintState {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || null;
  const session = useAppSession();
  const canRead = canReadClinic(session);
  const chain = usePayment(canRead ? id : null);
  const business = useBusiness(canRead && id !== null);
  // A visit's payment names no one itself: the print names the chain's patient.
  const patientId = chain.data?.payment_parent[0]?.patient_id ?? chain.data?.patient_id ?? null;
  const patient = usePatient(patientId);

  if (!session.loggedIn) return { kind: 'signedOut' };
  if (!id) return { kind: 'missingId' };
  const error = chain.error ?? business.error;
  if (error) return { kind: 'failed', error };
  if (!chain.data || !business.data) return { kind: 'loading' };
  // A patient the caller may not read prints as the payment names them, not as a failure.
  if (patientId !== null && !patient.data && !patient.error) return { kind: 'loading' };
  return {
    kind: 'ready',
    clinic: {
      name: business.data.name,
      address: business.data.address || null,
      logoUrl: business.data.logo || null,
    },
    print: paymentChainPrint(
      chain.data,
      patient.data
        ? { name: patient.data.name, medicalRecordNumber: patient.data.medicalRecordNumber }
        : null,
    ),
  };
}
