import type { ReactNode } from 'react';
import { DISCOUNT_TYPES, lineTotal, type DiscountType } from '@praktik/domain/money/line-total';
import {
  DISCOUNT_TYPE_LABEL_KEYS,
  isDiscountInputEnabled,
} from '@praktik/domain/payments/payment-line';
import type { DomainTranslate } from '../../intl/domain-text';
import type { UiTranslate } from '../../intl/strings';
import type paymentLineEditorStrings from './paymentLineEditor.strings.json';
import { Button } from '../Button/Button';
import { Currency } from '../Currency/Currency';
import { Select } from '../Select/Select';
import { NumberTextField } from './NumberTextField';
import { KIND_LABEL_KEYS, NO_DISCOUNT } from './line-labels';
import {
  lineKind,
  toPaymentLine,
  type PaymentItemOption,
  type PaymentLineValue,
  type PaymentPackageOption,
} from './payment-line-editor-options';
import { percentFormat, quantityFormat, rupiahFormat } from './payment-line-input';
import * as styles from './PaymentLineEditor.css';

export interface EditableLineProps {
  line: PaymentLineValue;
  /** "Baris 1": names the row's fields for assistive technology. */
  name: string;
  showDiscounts: boolean;
  itemOptions: readonly PaymentItemOption[];
  packageOptions: readonly PaymentPackageOption[];
  message: (field: string) => string | undefined;
  onChange: (patch: Partial<PaymentLineValue>) => void;
  onRemove: () => void;
  /** Focus the line's first field when it appears (a line just added). @default false */
  autoFocus?: boolean;
  t: UiTranslate<typeof paymentLineEditorStrings>;
  text: DomainTranslate;
}

/** The row's name, heard with each field's label and hidden from sight. */
function RowName({ children }: { children: ReactNode }) {
  return <span className={styles.visuallyHidden}> ({children})</span>;
}

/** A line's inputs: what it is, quantity, price, discount, its total and a remove button. */
export function EditableLine({
  line,
  name,
  showDiscounts,
  itemOptions,
  packageOptions,
  message,
  onChange,
  onRemove,
  autoFocus = false,
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
            autoFocus={autoFocus}
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
            autoFocus={autoFocus}
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
          negativeMessage={t('paymentLineEditor.negative')}
          unreadableMessage={text('validation.numeric', { field: text('fields.quantity') })}
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
          negativeMessage={t('paymentLineEditor.negative')}
          unreadableMessage={text('validation.amountDigits', { field: text('fields.price') })}
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
              unreadableMessage={
                line.typeDiscount === 'PERCENTAGE'
                  ? undefined
                  : text('validation.amountDigits', { field: text('fields.discount') })
              }
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
