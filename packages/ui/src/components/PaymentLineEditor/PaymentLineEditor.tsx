import { useId, useState } from 'react';
import { canSeeDiscounts, isPaymentMethodRequired } from '@praktik/domain/access/permissions';
import type { Role } from '@praktik/domain/access/roles';
import { isActionAllowed, paymentFormMode } from '@praktik/domain/visits/status-actions';
import type { VisitStatus } from '@praktik/domain/visits/status';
import { useUiStrings } from '../../intl/ui-strings-context';
import { Button } from '../Button/Button';
import { Currency } from '../Currency/Currency';
import type { HeadingLevel } from '../Heading/heading-options';
import { Heading } from '../Heading/Heading';
import { PaymentLineTable } from './PaymentLineTable';
import { PaymentMethodFields } from './PaymentMethodFields';
import {
  newPaymentLine,
  PAYMENT_LINE_KINDS,
  shownLineTotal,
  type PaymentItemOption,
  type PaymentLineEditorErrors,
  type PaymentLineEditorValue,
  type PaymentLineKind,
  type PaymentLineValue,
  type PaymentPackageOption,
} from './payment-line-editor-options';
import { useLineMessages } from './use-line-messages';
import * as styles from './PaymentLineEditor.css';
import paymentLineEditorStrings from './paymentLineEditor.strings.json';

export interface PaymentLineEditorProps {
  /** The lines, the method and the card number (controlled). */
  value: PaymentLineEditorValue;
  onChange?: (value: PaymentLineEditorValue) => void;
  /**
   * The signed-in user's role: the domain decides whether discount columns show
   * (`canSeeDiscounts`) and whether the method is required (`isPaymentMethodRequired`).
   */
  role: Role | null | undefined;
  /**
   * The visit's status: the domain decides the form's mode (`paymentFormMode`: DONE is
   * read-only; BOOKED and CANCELLED show nothing) and whether correction rows may be added
   * (`isActionAllowed(status, 'correction')`).
   * @default undefined: a payment outside a visit, editable, without corrections
   */
  status?: VisitStatus;
  /** Catalogue items to choose; choosing one fills the line's price. */
  itemOptions: readonly PaymentItemOption[];
  /** Packages to choose; choosing one fills the line's price. @default [] */
  packageOptions?: readonly PaymentPackageOption[];
  /** Messages per field path (domain tokens or sentences), e.g. from `paymentLineEditorErrors`. */
  errors?: PaymentLineEditorErrors;
  /** The kinds of line the add buttons offer. @default ['ITEM', 'PACKAGE', 'DEPOSIT'] */
  lineKinds?: readonly PaymentLineKind[];
  /**
   * Only correction rows are edited (an update-payment dialog: the payment itself is recorded and
   * shown elsewhere): no items section, no "Total" row, and "Tambah Koreksi" without a `status`
   * (whether the payment takes corrections is then the caller's check).
   * @default false
   */
  correctionsOnly?: boolean;
  /** Level of the section headings. @default 3 */
  headingLevel?: HeadingLevel;
  className?: string;
}

const ADD_LABEL_KEYS = {
  ITEM: 'paymentLineEditor.addItem',
  PACKAGE: 'paymentLineEditor.addPackage',
  DEPOSIT: 'paymentLineEditor.addDeposit',
} as const;

/**
 * The payment form's lines (spec 2 §2.4, §3, §5): items, packages and deposits with quantity,
 * price and discount, correction rows while the status allows them, the payment method and
 * card number, and the totals, all decided by the domain (line totals, grand total, who sees
 * discounts, when the method and card number are required, the form's mode by status).
 * Controlled and plain: validation messages come in through `errors`.
 */
export function PaymentLineEditor({
  value,
  onChange,
  role,
  status,
  itemOptions,
  packageOptions = [],
  errors,
  lineKinds = PAYMENT_LINE_KINDS,
  correctionsOnly = false,
  headingLevel = 3,
  className,
}: PaymentLineEditorProps) {
  const { t } = useUiStrings(paymentLineEditorStrings);
  const message = useLineMessages(errors);
  const baseId = useId();
  // The line an add button just made: its first field takes the focus when it appears, so the
  // keyboard carries on in the new line instead of staying on the button below it.
  const [addedKey, setAddedKey] = useState<string | undefined>(undefined);

  const mode = status ? paymentFormMode(status) : 'editable';
  if (mode === 'hidden') return null;
  const isReadOnly = mode === 'read-only';
  const allowsCorrection = status ? isActionAllowed(status, 'correction') : false;
  const showDiscounts = canSeeDiscounts(role);
  const methodRequired = isPaymentMethodRequired(role);

  const indexed = value.paymentItems.map((line, index) => ({ line, index }));
  const mainLines = indexed.filter(({ line }) => line.type !== 'CORRECTION');
  const corrections = indexed.filter(({ line }) => line.type === 'CORRECTION');
  const showCorrections =
    correctionsOnly || (allowsCorrection && !isReadOnly) || corrections.length > 0;
  const sumOf = (lines: readonly { line: PaymentLineValue }[]) =>
    lines.reduce((sum, { line }) => sum + shownLineTotal(line), 0);
  // Recorded refund lines count at their (negative) recorded totals.
  const totals = {
    totalAmount: sumOf(mainLines),
    totalAmountCorrection: sumOf(corrections),
    grandTotal: sumOf(indexed),
  };

  const emit = (next: Partial<PaymentLineEditorValue>) => onChange?.({ ...value, ...next });
  const updateLine = (index: number, patch: Partial<PaymentLineValue>) =>
    emit({
      paymentItems: value.paymentItems.map((line, i) =>
        i === index ? { ...line, ...patch } : line,
      ),
    });
  const removeLine = (index: number) =>
    emit({ paymentItems: value.paymentItems.filter((_, i) => i !== index) });
  const addLine = (line: PaymentLineValue) => {
    setAddedKey(line.key);
    emit({ paymentItems: [...value.paymentItems, line] });
  };

  // What both tables (the lines and the corrections) share.
  const tableProps = {
    isReadOnly,
    showDiscounts,
    itemOptions,
    packageOptions,
    message,
    onLineChange: updateLine,
    onLineRemove: removeLine,
    addedKey,
  };
  const itemsHeadingId = `${baseId}-items`;
  const correctionsHeadingId = `${baseId}-corrections`;
  const listError = message('paymentItems');

  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-readonly={isReadOnly || undefined}
    >
      {!correctionsOnly && (
        <section className={styles.section} aria-labelledby={itemsHeadingId}>
          <Heading level={headingLevel} size="sm" id={itemsHeadingId}>
            {t('paymentLineEditor.items')}
          </Heading>
          {mainLines.length > 0 ? (
            <PaymentLineTable
              lines={mainLines}
              labelId={itemsHeadingId}
              lineLabelKey="paymentLineEditor.line"
              {...tableProps}
            />
          ) : (
            <p className={styles.empty}>{t('paymentLineEditor.empty')}</p>
          )}
          {listError && (
            <p className={styles.sectionError} role="alert">
              {listError}
            </p>
          )}
          {!isReadOnly && (
            <div className={styles.addButtons}>
              {lineKinds.map((kind) => (
                <Button
                  key={kind}
                  variant="secondary"
                  size="sm"
                  onPress={() => addLine(newPaymentLine(kind))}
                >
                  {t(ADD_LABEL_KEYS[kind])}
                </Button>
              ))}
            </div>
          )}
        </section>
      )}

      {showCorrections && (
        <section className={styles.section} aria-labelledby={correctionsHeadingId}>
          <Heading level={headingLevel} size="sm" id={correctionsHeadingId}>
            {t('paymentLineEditor.corrections')}
          </Heading>
          {corrections.length > 0 ? (
            <PaymentLineTable
              lines={corrections}
              labelId={correctionsHeadingId}
              lineLabelKey="paymentLineEditor.correctionLine"
              {...tableProps}
            />
          ) : (
            <p className={styles.empty}>{t('paymentLineEditor.noCorrections')}</p>
          )}
          {!isReadOnly && (
            <div className={styles.addButtons}>
              <Button
                variant="secondary"
                size="sm"
                onPress={() => addLine(newPaymentLine('ITEM', 'CORRECTION'))}
              >
                {t('paymentLineEditor.addCorrection')}
              </Button>
            </div>
          )}
        </section>
      )}

      <dl className={styles.totals} aria-label={t('paymentLineEditor.totals')}>
        {!correctionsOnly && (
          <>
            <dt className={styles.totalsLabel}>{t('paymentLineEditor.total')}</dt>
            <dd className={styles.totalsValue}>
              <Currency amount={totals.totalAmount} />
            </dd>
          </>
        )}
        {showCorrections && (
          <>
            <dt className={styles.totalsLabel}>{t('paymentLineEditor.totalCorrection')}</dt>
            <dd className={styles.totalsValue}>
              <Currency amount={totals.totalAmountCorrection} />
            </dd>
          </>
        )}
        <dt className={`${styles.totalsLabel} ${styles.grandTotal}`}>
          {t('paymentLineEditor.grandTotal')}
        </dt>
        <dd className={`${styles.totalsValue} ${styles.grandTotal}`}>
          <Currency amount={totals.grandTotal} weight="bold" />
        </dd>
      </dl>

      <PaymentMethodFields
        value={value}
        isReadOnly={isReadOnly}
        isRequired={methodRequired}
        message={message}
        onChange={emit}
      />
    </div>
  );
}
