import { useState } from 'react';
import { useForm, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type {
  PaymentLineEditorErrors,
  PaymentLineEditorValue,
} from '@praktik/ui/PaymentLineEditor';
import { isApiError } from '../../api/error';
import { applyFieldErrors } from '../../app/field-errors';
import { useErrorText } from '../../app/use-error-text';

/** The editor's fields plus what a dialog adds (the update's `paymentId`). */
type EditorFormValues = PaymentLineEditorValue & FieldValues;

/** The fields the editor shows a message under; the others go to the dialog's alert. */
const EDITOR_FIELD =
  /^(method|cardNumber|paymentItems(\.\d+\.(itemId|packageId|qty|amount|discount))?)$/;

/** react-hook-form's nested errors as the editor's `{ 'paymentItems.0.qty': message }`. */
export function editorErrorsOf(errors: FieldErrors, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, entry] of Object.entries(errors)) {
    if (!entry || typeof entry !== 'object' || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const { message } = entry as { message?: unknown };
    if (typeof message === 'string' && message !== '') flat[path] ??= message;
    Object.assign(flat, editorErrorsOf(entry as FieldErrors, path));
  }
  // An array's own error (at least one line) comes as `root` under it.
  for (const [path, message] of Object.entries(flat)) {
    if (path.endsWith('.root')) flat[path.slice(0, -'.root'.length)] ??= message;
  }
  return flat;
}

/**
 * A payment dialog's form: react-hook-form checked by the domain's schema for the caller's role
 * (`schema`), the editor's value and messages, and the server's refusal: its `fieldErrors` on the
 * fields they name, and its `detail` in the dialog's alert when no shown field carries it.
 */
export function usePaymentEditorForm<Values extends EditorFormValues, Output>(
  schema: z.ZodType<Output>,
  defaultValues: Values,
) {
  const errorText = useErrorText();
  const [refusal, setRefusal] = useState<string | null>(null);
  // The editor's values are what the schema reads (its input); zodResolver's types name the
  // schema's own input type, which is looser, hence the cast.
  const resolver = zodResolver(schema as never) as unknown as Resolver<Values, unknown, Output>;
  const form = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: defaultValues as never,
  });
  const values = form.watch() as EditorFormValues;
  const value: PaymentLineEditorValue = {
    paymentItems: values.paymentItems,
    method: values.method,
    cardNumber: values.cardNumber,
  };
  const onChange = (next: PaymentLineEditorValue) => {
    const options = { shouldValidate: form.formState.isSubmitted, shouldDirty: true };
    const set = form.setValue as (name: string, value: unknown, o: typeof options) => void;
    set('paymentItems', next.paymentItems, options);
    set('method', next.method, options);
    set('cardNumber', next.cardNumber, options);
  };
  const errors: PaymentLineEditorErrors = editorErrorsOf(form.formState.errors);

  const showRefusal = (error: unknown) => {
    applyFieldErrors(form.setError, error);
    const onAShownField =
      isApiError(error) && error.fieldErrors.some(({ field }) => EDITOR_FIELD.test(field));
    setRefusal(onAShownField ? null : errorText(error));
  };

  return { form, value, onChange, errors, refusal, setRefusal, showRefusal };
}
