import {
  PAYMENT_METHOD_LABEL_KEYS,
  PAYMENT_METHODS,
  requiresCardNumber,
  type PaymentMethod,
} from '@praktik/domain/payments/payment-method';
import { useDomainText } from '../../intl/domain-text';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import type { PaymentLineEditorValue } from './payment-line-editor-options';
import * as styles from './PaymentLineEditor.css';

/** Only the last four digits of a stored card number are shown. */
function maskedCardNumber(cardNumber: string): string {
  const digits = cardNumber.replace(/\D/g, '');
  return `•••• ${digits.slice(-4)}`;
}

export interface PaymentMethodFieldsProps {
  value: PaymentLineEditorValue;
  isReadOnly: boolean;
  /** The domain's `isPaymentMethodRequired(role)`. */
  isRequired: boolean;
  message: (path: string) => string | undefined;
  /** The new method and card number (a method without a card clears the number). */
  onChange: (next: Pick<PaymentLineEditorValue, 'method' | 'cardNumber'>) => void;
}

/** The payment method and, for a card, its number: chosen, or as text once read-only. */
export function PaymentMethodFields({
  value,
  isReadOnly,
  isRequired,
  message,
  onChange,
}: PaymentMethodFieldsProps) {
  const text = useDomainText();
  return isReadOnly ? (
    <dl className={styles.readOnlyMeta}>
      <dt className={styles.totalsLabel}>{text('fields.paymentMethod')}</dt>
      <dd className={styles.totalsValue} style={{ textAlign: 'start' }}>
        {value.method ? text(PAYMENT_METHOD_LABEL_KEYS[value.method]) : '-'}
      </dd>
      {requiresCardNumber(value.method) && value.cardNumber && (
        <>
          <dt className={styles.totalsLabel}>{text('fields.cardNumber')}</dt>
          <dd className={styles.totalsValue} style={{ textAlign: 'start' }}>
            {maskedCardNumber(value.cardNumber)}
          </dd>
        </>
      )}
    </dl>
  ) : (
    <div className={styles.paymentFields}>
      <Select
        label={text('fields.paymentMethod')}
        items={PAYMENT_METHODS.map((method) => ({
          id: method,
          label: text(PAYMENT_METHOD_LABEL_KEYS[method]),
        }))}
        selectedKey={value.method}
        onSelectionChange={(key) => {
          const method = (key as PaymentMethod | null) ?? null;
          onChange({
            method,
            cardNumber: requiresCardNumber(method) ? value.cardNumber : null,
          });
        }}
        isRequired={isRequired}
        errorMessage={message('method')}
      />
      {requiresCardNumber(value.method) && (
        <TextField
          label={text('fields.cardNumber')}
          value={value.cardNumber ?? ''}
          onChange={(cardNumber) => onChange({ method: value.method, cardNumber })}
          inputMode="numeric"
          autoComplete="off"
          isRequired
          errorMessage={message('cardNumber')}
        />
      )}
    </div>
  );
}
