import type { Role } from '@praktik/domain/access/roles';
import { paymentFormSchema } from '@praktik/domain/payments/payment.schema';
import type {
  PaymentLineEditorErrors,
  PaymentLineEditorValue,
} from './payment-line-editor-options';

/**
 * The domain's payment form rules applied to the editor's value for the caller's role: the
 * first message token per field path (`paymentItems.0.qty`), empty when the form is valid.
 * For a caller without a form library; with react-hook-form, flatten its errors the same way.
 */
export function paymentLineEditorErrors(
  value: PaymentLineEditorValue,
  role: Role | null | undefined,
): PaymentLineEditorErrors {
  const result = paymentFormSchema({ role }).safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}
