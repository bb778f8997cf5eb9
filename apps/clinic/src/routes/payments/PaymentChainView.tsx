import { useTranslation } from 'react-i18next';
import type { Role } from '@praktik/domain/access/roles';
import { fromIsoDate } from '@praktik/domain/dates/date-formats';
import type { PaymentView } from '@praktik/domain/payments/payment-view.schema';
import { Currency } from '@praktik/ui/Currency';
import { DataTable, type DataTableColumn } from '@praktik/ui/DataTable';
import { PaymentLineEditor } from '@praktik/ui/PaymentLineEditor';
import { Text } from '@praktik/ui/Text';
import { registerPageTexts } from '../../intl/page-texts';
import {
  chainEditorValue,
  chainRoot,
  chainRows,
  type VisitPaymentChain,
} from './payment-section-view';
import paymentTexts from './payments.page-texts.json';

registerPageTexts(paymentTexts);

/**
 * A recorded payment chain, read-only: every row's lines (the corrections in their own section),
 * the original's method, and the rows with their receipt numbers, cashiers and amounts.
 */
export function PaymentChainView({ chain, role }: { chain: VisitPaymentChain; role: Role | null }) {
  const { t } = useTranslation();
  const dash = '-';
  const columns: DataTableColumn<PaymentView>[] = [
    {
      key: 'receipt_number',
      header: t('payments.receiptNumber'),
      cell: (row) => row.receipt_number,
      isRowHeader: true,
    },
    {
      key: 'kind',
      header: t('payments.section.kind'),
      cell: (row) =>
        t(`payments.section.kinds.${row.refund_reason ? 'REFUND' : row.kind}`) +
        (row.refund_reason ? ` · ${row.refund_reason}` : ''),
    },
    {
      key: 'payment_date',
      header: t('payments.section.date'),
      cell: (row) => fromIsoDate(row.payment_date) ?? row.payment_date,
    },
    {
      key: 'cashier',
      header: t('payments.section.cashier'),
      cell: (row) => row.created_by_name ?? dash,
    },
    {
      key: 'grand_total',
      header: t('payments.section.amount'),
      cell: (row) => <Currency amount={row.grand_total} />,
      align: 'end',
    },
  ];
  return (
    <>
      {/* A recorded payment is shown as a paid one: read-only, corrections in their own section. */}
      <PaymentLineEditor
        value={chainEditorValue(chain)}
        role={role}
        status="DONE"
        itemOptions={[]}
        headingLevel={4}
      />
      {chainRoot(chain).payment_method === null ? (
        <Text variant="muted">{t('payments.section.noMethod')}</Text>
      ) : null}
      <DataTable
        aria-label={t('payments.section.rowsLabel')}
        columns={columns}
        rows={chainRows(chain)}
        getRowKey={(row) => row.id}
      />
    </>
  );
}
