import { useId, type ReactNode } from 'react';
import { canSeeDiscounts, isPaymentMethodRequired } from '@praktik/domain/access/permissions';
import type { Role } from '@praktik/domain/access/roles';
import { translateValidationToken } from '@praktik/domain/intl/translate-issue';
import { DISCOUNT_TYPES, lineTotal, type DiscountType } from '@praktik/domain/money/line-total';
import { paymentTotals } from '@praktik/domain/money/payment-totals';
import {
  DISCOUNT_TYPE_LABEL_KEYS,
  isDiscountInputEnabled,
  PAYMENT_METHOD_LABEL_KEYS,
  PAYMENT_METHODS,
  requiresCardNumber,
  type PaymentMethod,
} from '@praktik/domain/payments/payment.schema';
import { isActionAllowed, paymentFormMode } from '@praktik/domain/visits/status-actions';
import type { VisitStatus } from '@praktik/domain/visits/status';
import { useDomainText, type DomainTranslate } from '../../intl/domain-text';
import { useUiStrings } from '../../intl/ui-strings-context';
import type { UiTranslate } from '../../intl/strings';
import { Button } from '../Button/Button';
import { Currency } from '../Currency/Currency';
import type { HeadingLevel } from '../Heading/heading-options';
import { Heading } from '../Heading/Heading';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import { NumberTextField } from './NumberTextField';
import {
  lineKind,
  newPaymentLine,
  PAYMENT_LINE_KINDS,
  toPaymentLine,
  type PaymentItemOption,
  type PaymentLineEditorErrors,
  type PaymentLineEditorValue,
  type PaymentLineKind,
  type PaymentLineValue,
  type PaymentPackageOption,
} from './payment-line-editor-options';
import { percentFormat, quantityFormat, rupiahFormat } from './payment-line-input';
import * as styles from './PaymentLineEditor.css';

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
  /** Level of the section headings. @default 3 */
  headingLevel?: HeadingLevel;
  className?: string;
}

const ADD_LABEL_KEYS = {
  ITEM: 'paymentLineEditor.addItem',
  PACKAGE: 'paymentLineEditor.addPackage',
  DEPOSIT: 'paymentLineEditor.addDeposit',
} as const;

const KIND_LABEL_KEYS = {
  ITEM: 'paymentLineEditor.kindItem',
  PACKAGE: 'paymentLineEditor.kindPackage',
  DEPOSIT: 'paymentLineEditor.kindDeposit',
} as const;

const NO_DISCOUNT = 'NONE';

/** Domain tokens in the ui locale; a sentence (a server's message) is shown as it is. */
function useMessages(errors: PaymentLineEditorErrors | undefined) {
  const text = useDomainText();
  return (path: string): string | undefined => {
    const token = errors?.[path];
    if (!token) return undefined;
    return translateValidationToken(token, (key, options) =>
      text(key, options as Record<string, string | number> | undefined),
    );
  };
}

interface Indexed {
  line: PaymentLineValue;
  /** Position in `value.paymentItems` (error paths use it). */
  index: number;
}

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
  headingLevel = 3,
  className,
}: PaymentLineEditorProps) {
  const { t } = useUiStrings();
  const text = useDomainText();
  const message = useMessages(errors);
  const baseId = useId();

  const mode = status ? paymentFormMode(status) : 'editable';
  if (mode === 'hidden') return null;
  const isReadOnly = mode === 'read-only';
  const allowsCorrection = status ? isActionAllowed(status, 'correction') : false;
  const showDiscounts = canSeeDiscounts(role);
  const methodRequired = isPaymentMethodRequired(role);

  const indexed = value.paymentItems.map((line, index) => ({ line, index }));
  const mainLines = indexed.filter(({ line }) => line.type !== 'CORRECTION');
  const corrections = indexed.filter(({ line }) => line.type === 'CORRECTION');
  const showCorrections = (allowsCorrection && !isReadOnly) || corrections.length > 0;
  const totals = paymentTotals(value.paymentItems.map(toPaymentLine));

  const emit = (next: Partial<PaymentLineEditorValue>) => onChange?.({ ...value, ...next });
  const updateLine = (index: number, patch: Partial<PaymentLineValue>) =>
    emit({
      paymentItems: value.paymentItems.map((line, i) =>
        i === index ? { ...line, ...patch } : line,
      ),
    });
  const removeLine = (index: number) =>
    emit({ paymentItems: value.paymentItems.filter((_, i) => i !== index) });
  const addLine = (line: PaymentLineValue) => emit({ paymentItems: [...value.paymentItems, line] });

  const columnsClass =
    styles.tableColumns[
      isReadOnly
        ? showDiscounts
          ? 'readOnlyWithDiscounts'
          : 'readOnly'
        : showDiscounts
          ? 'editableWithDiscounts'
          : 'editable'
    ];

  const renderTable = (lines: Indexed[], labelId: string, lineLabelKey: LineLabelKey) => (
    <div role="table" aria-labelledby={labelId} className={`${styles.table} ${columnsClass}`}>
      <div role="row" className={styles.headerRow}>
        <span role="columnheader">{text('fields.item')}</span>
        <span role="columnheader" className={styles.numberCell}>
          {text('fields.quantity')}
        </span>
        <span role="columnheader" className={styles.numberCell}>
          {text('fields.price')}
        </span>
        {showDiscounts && (
          <>
            <span role="columnheader">{text('fields.discountType')}</span>
            <span role="columnheader" className={styles.numberCell}>
              {text('fields.discount')}
            </span>
          </>
        )}
        <span role="columnheader" className={styles.numberCell}>
          {t('paymentLineEditor.lineTotal')}
        </span>
        {!isReadOnly && (
          <span role="columnheader">
            <span className={styles.visuallyHidden}>{t('paymentLineEditor.actions')}</span>
          </span>
        )}
      </div>
      {lines.map(({ line, index }, position) =>
        isReadOnly ? (
          <ReadOnlyLine
            key={line.key ?? index}
            line={line}
            showDiscounts={showDiscounts}
            t={t}
            text={text}
          />
        ) : (
          <EditableLine
            key={line.key ?? index}
            line={line}
            name={t(lineLabelKey, { n: position + 1 })}
            showDiscounts={showDiscounts}
            itemOptions={itemOptions}
            packageOptions={packageOptions}
            message={(field) => message(`paymentItems.${index}.${field}`)}
            onChange={(patch) => updateLine(index, patch)}
            onRemove={() => removeLine(index)}
            t={t}
            text={text}
          />
        ),
      )}
    </div>
  );

  const itemsHeadingId = `${baseId}-items`;
  const correctionsHeadingId = `${baseId}-corrections`;
  const listError = message('paymentItems');

  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-readonly={isReadOnly || undefined}
    >
      <section className={styles.section} aria-labelledby={itemsHeadingId}>
        <Heading level={headingLevel} size="sm" id={itemsHeadingId}>
          {t('paymentLineEditor.items')}
        </Heading>
        {mainLines.length > 0 ? (
          renderTable(mainLines, itemsHeadingId, 'paymentLineEditor.line')
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

      {showCorrections && (
        <section className={styles.section} aria-labelledby={correctionsHeadingId}>
          <Heading level={headingLevel} size="sm" id={correctionsHeadingId}>
            {t('paymentLineEditor.corrections')}
          </Heading>
          {corrections.length > 0 ? (
            renderTable(corrections, correctionsHeadingId, 'paymentLineEditor.correctionLine')
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
        <dt className={styles.totalsLabel}>{t('paymentLineEditor.total')}</dt>
        <dd className={styles.totalsValue}>
          <Currency amount={totals.totalAmount} />
        </dd>
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

      {isReadOnly ? (
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
              emit({
                method,
                cardNumber: requiresCardNumber(method) ? value.cardNumber : null,
              });
            }}
            isRequired={methodRequired}
            errorMessage={message('method')}
          />
          {requiresCardNumber(value.method) && (
            <TextField
              label={text('fields.cardNumber')}
              value={value.cardNumber ?? ''}
              onChange={(cardNumber) => emit({ cardNumber })}
              inputMode="numeric"
              autoComplete="off"
              isRequired
              errorMessage={message('cardNumber')}
            />
          )}
        </div>
      )}
    </div>
  );
}

type LineLabelKey = 'paymentLineEditor.line' | 'paymentLineEditor.correctionLine';

/** Only the last four digits of a stored card number are shown. */
function maskedCardNumber(cardNumber: string): string {
  const digits = cardNumber.replace(/\D/g, '');
  return `•••• ${digits.slice(-4)}`;
}

interface EditableLineProps {
  line: PaymentLineValue;
  /** "Baris 1": names the row's fields for assistive technology. */
  name: string;
  showDiscounts: boolean;
  itemOptions: readonly PaymentItemOption[];
  packageOptions: readonly PaymentPackageOption[];
  message: (field: string) => string | undefined;
  onChange: (patch: Partial<PaymentLineValue>) => void;
  onRemove: () => void;
  t: UiTranslate;
  text: DomainTranslate;
}

/** The row's name, heard with each field's label and hidden from sight. */
function RowName({ children }: { children: ReactNode }) {
  return <span className={styles.visuallyHidden}> ({children})</span>;
}

function EditableLine({
  line,
  name,
  showDiscounts,
  itemOptions,
  packageOptions,
  message,
  onChange,
  onRemove,
  t,
  text,
}: EditableLineProps) {
  const kind = lineKind(line);
  const isPackage = kind === 'PACKAGE';
  const discountEnabled = isDiscountInputEnabled(line);
  const total = lineTotal(toPaymentLine(line));
  const rowName = <RowName>{name}</RowName>;
  const isCorrection = line.type === 'CORRECTION';

  return (
    <div role="row" className={styles.line} data-kind={kind}>
      <div role="cell" className={styles.wideCell}>
        {kind !== 'ITEM' && !isCorrection && (
          <span className={styles.kindTag} aria-hidden="true">
            {t(KIND_LABEL_KEYS[kind])}
          </span>
        )}
        {isPackage ? (
          <Select
            label={
              <>
                {text('fields.package')}
                {rowName}
              </>
            }
            placeholder={t('paymentLineEditor.choosePackage')}
            items={packageOptions.map((option) => ({ id: option.value, label: option.label }))}
            selectedKey={line.packageId}
            onSelectionChange={(key) => {
              const option = packageOptions.find((candidate) => candidate.value === key);
              onChange({
                packageId: option?.value ?? null,
                packageName: option?.label ?? null,
                amount: option?.price ?? null,
                qty: 1,
              });
            }}
            errorMessage={message('packageId')}
          />
        ) : (
          <Select
            label={
              <>
                {kind === 'DEPOSIT' ? t(KIND_LABEL_KEYS.DEPOSIT) : text('fields.item')}
                {rowName}
              </>
            }
            placeholder={t('paymentLineEditor.chooseItem')}
            items={itemOptions.map((option) => ({ id: option.value, label: option.label }))}
            selectedKey={line.itemId}
            onSelectionChange={(key) => {
              const option = itemOptions.find((candidate) => candidate.value === key);
              onChange({
                itemId: option?.value ?? null,
                itemName: option?.label ?? null,
                categoryName: option?.category ?? null,
                amount: option?.price ?? null,
              });
            }}
            errorMessage={message('itemId')}
          />
        )}
      </div>
      <div role="cell" className={styles.cell}>
        <NumberTextField
          label={
            <>
              {text('fields.quantity')}
              {rowName}
            </>
          }
          value={line.qty}
          onChange={(qty) => onChange({ qty })}
          format={quantityFormat}
          // A package is sold as one unit, whatever the quantity (money/line-total.ts).
          isDisabled={isPackage}
          errorMessage={message('qty')}
          className={styles.numberInput}
        />
      </div>
      <div role="cell" className={styles.cell}>
        <NumberTextField
          label={
            <>
              {text('fields.price')}
              {rowName}
            </>
          }
          value={line.amount}
          onChange={(amount) => onChange({ amount })}
          format={rupiahFormat}
          errorMessage={message('amount')}
          className={styles.numberInput}
        />
      </div>
      {showDiscounts && (
        <>
          <div role="cell" className={styles.cell}>
            <Select
              label={
                <>
                  {text('fields.discountType')}
                  {rowName}
                </>
              }
              placeholder={t('paymentLineEditor.noDiscountType')}
              items={[
                { id: NO_DISCOUNT, label: t('paymentLineEditor.noDiscountType') },
                ...DISCOUNT_TYPES.map((type) => ({
                  id: type,
                  label: text(DISCOUNT_TYPE_LABEL_KEYS[type]),
                })),
              ]}
              selectedKey={line.typeDiscount ?? null}
              onSelectionChange={(key) => {
                const typeDiscount =
                  key === null || key === NO_DISCOUNT ? null : (key as DiscountType);
                onChange({
                  typeDiscount,
                  discount: typeDiscount === null ? null : line.discount,
                });
              }}
            />
          </div>
          <div role="cell" className={styles.cell}>
            <NumberTextField
              label={
                <>
                  {text('fields.discount')}
                  {line.typeDiscount === 'PERCENTAGE' ? ' (%)' : ''}
                  {rowName}
                </>
              }
              value={line.discount}
              onChange={(discount) => onChange({ discount })}
              format={line.typeDiscount === 'PERCENTAGE' ? percentFormat : rupiahFormat}
              isDisabled={!discountEnabled}
              errorMessage={message('discount')}
              className={styles.numberInput}
            />
          </div>
        </>
      )}
      <div role="cell" className={`${styles.totalCell} ${styles.wideCell}`}>
        <span className={styles.stackedLabel} aria-hidden="true">
          {t('paymentLineEditor.lineTotal')}
        </span>
        <Currency amount={total} />
      </div>
      <div role="cell" className={styles.actionsCell}>
        <Button
          variant="ghost"
          size="sm"
          onPress={onRemove}
          aria-label={t('paymentLineEditor.remove', { line: name })}
        >
          {t('paymentLineEditor.removeShort')}
        </Button>
      </div>
    </div>
  );
}

interface ReadOnlyLineProps {
  line: PaymentLineValue;
  showDiscounts: boolean;
  t: UiTranslate;
  text: DomainTranslate;
}

function ReadOnlyLine({ line, showDiscounts, t, text }: ReadOnlyLineProps) {
  const kind = lineKind(line);
  const name = (kind === 'PACKAGE' ? line.packageName : line.itemName) ?? '-';
  const total = lineTotal(toPaymentLine(line));
  const label = (children: ReactNode) => (
    <span className={styles.stackedLabel} aria-hidden="true">
      {children}
    </span>
  );
  return (
    <div role="row" className={styles.line} data-kind={kind}>
      <div role="cell" className={`${styles.readOnlyCell} ${styles.wideCell}`}>
        {kind !== 'ITEM' && line.type !== 'CORRECTION' && (
          <span className={styles.kindTag}>{t(KIND_LABEL_KEYS[kind])}</span>
        )}
        <span>{name}</span>
      </div>
      <div role="cell" className={styles.readOnlyNumber}>
        {label(text('fields.quantity'))}
        <span>{line.qty ?? '-'}</span>
      </div>
      <div role="cell" className={styles.readOnlyNumber}>
        {label(text('fields.price'))}
        {line.amount === null ? '-' : <Currency amount={line.amount} />}
      </div>
      {showDiscounts && (
        <>
          <div role="cell" className={styles.readOnlyCell}>
            {label(text('fields.discountType'))}
            <span>
              {line.typeDiscount ? text(DISCOUNT_TYPE_LABEL_KEYS[line.typeDiscount]) : '-'}
            </span>
          </div>
          <div role="cell" className={styles.readOnlyNumber}>
            {label(text('fields.discount'))}
            <span>
              {line.typeDiscount === null || line.discount === null ? (
                '-'
              ) : line.typeDiscount === 'PERCENTAGE' ? (
                t('paymentLineEditor.percent', { value: percentFormat.format(line.discount) })
              ) : (
                <Currency amount={line.discount} />
              )}
            </span>
          </div>
        </>
      )}
      <div
        role="cell"
        className={`${styles.readOnlyNumber} ${styles.readOnlyTotal} ${styles.wideCell}`}
      >
        {label(t('paymentLineEditor.lineTotal'))}
        <Currency amount={total} />
      </div>
    </div>
  );
}
