import type { Role } from '@praktik/domain/access/roles';
import type { PaymentView } from '@praktik/domain/payments/payment-view.schema';
import type { Repositories } from '../../composition/repositories';
import { chainView } from './payment-views';

export interface VisitPaymentFields {
  /** The chain's newest row, or null while the visit is unpaid. */
  payment: PaymentView | null;
  /** The rows before it, oldest first. */
  payment_parent: PaymentView[];
}

/** A visit's payment chain as the reservation detail carries it. */
export async function paymentFieldsOfVisit(
  tx: Repositories,
  businessId: string,
  role: Role,
  visitId: string | null,
): Promise<VisitPaymentFields> {
  const root = visitId === null ? null : await tx.payments.findRootOfVisit(businessId, visitId);
  if (!root || visitId === null) return { payment: null, payment_parent: [] };
  const [rows, uses] = await Promise.all([
    tx.payments.listChain(businessId, root.id),
    tx.payments.listLiveUsesOfVisit(businessId, visitId),
  ]);
  const { payment_parent, ...payment } = chainView(rows, uses, role);
  return { payment, payment_parent };
}
