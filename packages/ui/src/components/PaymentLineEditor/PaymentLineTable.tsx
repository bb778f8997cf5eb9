import { useDomainText } from '../../intl/domain-text';
import { useUiStrings } from '../../intl/ui-strings-context';
import { EditableLine } from './EditableLine';
import { ReadOnlyLine } from './ReadOnlyLine';
import type {
  PaymentItemOption,
  PaymentLineValue,
  PaymentPackageOption,
} from './payment-line-editor-options';
import * as styles from './PaymentLineEditor.css';
import paymentLineEditorStrings from './paymentLineEditor.strings.json';

export type LineLabelKey = 'paymentLineEditor.line' | 'paymentLineEditor.correctionLine';

interface Indexed {
  line: PaymentLineValue;
  /** Position in `value.paymentItems` (error paths use it). */
  index: number;
}

export interface PaymentLineTableProps {
  lines: readonly Indexed[];
  /** The id of the heading that names the table. */
  labelId: string;
  /** "Baris {n}" or "Koreksi {n}": names each row's fields. */
  lineLabelKey: LineLabelKey;
  isReadOnly: boolean;
  showDiscounts: boolean;
  itemOptions: readonly PaymentItemOption[];
  packageOptions: readonly PaymentPackageOption[];
  /** The message of a field path (`paymentItems.0.price`). */
  message: (path: string) => string | undefined;
  onLineChange: (index: number, patch: Partial<PaymentLineValue>) => void;
  onLineRemove: (index: number) => void;
  /** The key of the line just added: its first field takes the focus when it appears. */
  addedKey?: string;
}

/** The lines as a table: a header row, then one row per line, editable or as text. */
export function PaymentLineTable({
  lines,
  labelId,
  lineLabelKey,
  isReadOnly,
  showDiscounts,
  itemOptions,
  packageOptions,
  message,
  onLineChange,
  onLineRemove,
  addedKey,
}: PaymentLineTableProps) {
  const { t } = useUiStrings(paymentLineEditorStrings);
  const text = useDomainText();
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

  return (
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
            autoFocus={line.key !== undefined && line.key === addedKey}
            showDiscounts={showDiscounts}
            itemOptions={itemOptions}
            packageOptions={packageOptions}
            message={(field) => message(`paymentItems.${index}.${field}`)}
            onChange={(patch) => onLineChange(index, patch)}
            onRemove={() => onLineRemove(index)}
            t={t}
            text={text}
          />
        ),
      )}
    </div>
  );
}
