import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import {
  canExportPaymentCsv,
  canExportPaymentPdf,
  canSellAtCounter,
  lockedPractitionerFilter,
} from '@praktik/domain/access/permissions';
import { DATE_FORMATS } from '@praktik/domain/dates/date-formats';
import {
  canSearch,
  defaultDateRangeFilter,
  type DateRangeFilter as DateRange,
} from '@praktik/domain/dates/date-range-filter';
import { formatRupiah } from '@praktik/domain/money/currency';
import { PAYMENT_ITEM_TYPES, type PaymentItemType } from '@praktik/domain/money/payment-totals';
import {
  PAYMENT_HISTORY_FIXED_COLUMN,
  paymentHistoryColumns,
  shownPaymentHistoryColumns,
  type PaymentHistoryColumn,
} from '@praktik/domain/payments/payment-history-columns';
import {
  paymentHistoryQueryParams,
  type PaymentHistoryFilter,
  type PaymentHistoryQueryParams,
} from '@praktik/domain/payments/payment-history-query.schema';
import { PAYMENT_METHODS, type PaymentMethod } from '@praktik/domain/payments/payment-method';
import { paymentHistoryCellText } from '@praktik/domain/payments/payment-history-cells';
import { paymentHistoryRowAction } from '@praktik/domain/payments/payment-history-row-action';
import type { PaymentChain, PaymentHistoryRow } from '@praktik/domain/payments/payment-view.schema';
import { PAGE_SIZES } from '@praktik/domain/tables/page-sizes';
import { Alert } from '@praktik/ui/Alert';
import { Button } from '@praktik/ui/Button';
import { ColumnChooser } from '@praktik/ui/ColumnChooser';
import type { DataTableColumn } from '@praktik/ui/DataTable';
import { DateRangeFilter } from '@praktik/ui/DateRangeFilter';
import { EmptyState } from '@praktik/ui/EmptyState';
import { FilterBar } from '@praktik/ui/FilterBar';
import { Link } from '@praktik/ui/Link';
import { PageHeader } from '@praktik/ui/PageHeader';
import { Select } from '@praktik/ui/Select';
import { toast } from '@praktik/ui/Toast';
import { useDoctors } from '../../api/doctors';
import {
  exportPaymentHistoryCsv,
  exportPaymentHistoryPdf,
  exportPaymentHistoryXlsx,
  usePaymentHistory,
} from '../../api/payment-history';
import { useCatalogueList } from '../../api/catalogue';
import { useAppSession, useClinicId } from '../../app/session-view';
import { useErrorText } from '../../app/use-error-text';
import { ListCard } from '../../app/ListCard';
import * as layout from '../../app/layout.css';
import { registerPageTexts } from '../../intl/page-texts';
import type { PaymentHistoryDialog } from './PaymentHistoryDialogs';
import { PaymentPrintLinks } from './PaymentPrintLinks';
import texts from './payment-history.page-texts.json';
import closingTexts from './cash-closing.page-texts.json';
import * as css from './payments.css';
import {
  readPaymentHistoryColumnChoice,
  storePaymentHistoryColumnChoice,
} from './payment-history-column-choice';

registerPageTexts(texts);
registerPageTexts(closingTexts);

// The dialogs (the payment editor, the reservation detail) load when one opens.
const PaymentHistoryDialogs = lazy(() => import('./PaymentHistoryDialogs'));

const ALL = 'all';
/** Enough for a clinic's categories in one select (the list's largest page). */
const CATEGORY_CHOICES = { page: 0, size: 100, sort: null };

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The history's downloads: the owner's CSV and XLSX, everyone's PDF. */
const EXPORTS = {
  csv: exportPaymentHistoryCsv,
  xlsx: exportPaymentHistoryXlsx,
  pdf: exportPaymentHistoryPdf,
} satisfies Record<string, (params: PaymentHistoryQueryParams) => Promise<void>>;
type ExportKind = keyof typeof EXPORTS;

const END_ALIGNED: readonly PaymentHistoryColumn[] = [
  'quantity',
  'price',
  'discount',
  'lineTotal',
  'paymentTotal',
];

/** One line each: a date or receipt number broken at its dashes misreads. */
const UNBROKEN: readonly PaymentHistoryColumn[] = ['paymentDate', 'receiptNumber'];

/** What each of the domain's columns shows (the print writes the same texts). */
function columnOf(
  column: PaymentHistoryColumn,
  t: Translate,
  firstOfPayment: (index: number) => boolean,
): DataTableColumn<PaymentHistoryRow> {
  return {
    key: column,
    header: t(`paymentHistory.columns.${column}`),
    cell: (row: PaymentHistoryRow, index: number) =>
      paymentHistoryCellText(row, column, { t, firstOfPayment: firstOfPayment(index) }) ?? '-',
    ...(column === 'receiptNumber' ? { isRowHeader: true } : {}),
    // On a phone's card, whose payment it is comes right under its receipt number.
    ...(column === 'patient' ? { card: 'first' as const } : {}),
    ...(END_ALIGNED.includes(column) ? { align: 'end' as const } : {}),
    ...(UNBROKEN.includes(column) ? { overflow: 'nowrap' as const } : {}),
    // Two-word headers over short values ("Total Pembayaran"): a second line, not a wider table.
    wrapHeader: true,
  };
}

function emptyFilter(today: string): PaymentHistoryFilter & { range: DateRange } {
  const range = defaultDateRangeFilter(today);
  return {
    range,
    from: range.from ?? today,
    to: range.to ?? today,
    method: null,
    categoryItemId: null,
    doctorId: null,
    paymentType: null,
  };
}

type Draft = ReturnType<typeof emptyFilter>;

/**
 * Spec 2 §2.6: the clinic's payment items in a period, filtered by method, category, doctor
 * (fixed to themselves for practitioners) and type; of the columns the role may see
 * (`paymentHistoryColumns`) the table shows the role's defaults or those chosen on this device
 * (`shownPaymentHistoryColumns`, decision 0045), the distinct-payment total of the whole filter,
 * the owner's CSV and everyone's PDF of the same filter, and each row's invoice to print. The
 * front desk adds counter sales here (then offered to print); a row opens its reservation's
 * detail, or without one its payment chain to correct (`paymentHistoryRowAction`).
 */
export default function PaymentHistoryPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { role, session } = useAppSession();
  const locked = lockedPractitionerFilter(role, session?.userId ?? null);
  const businessId = useClinicId();
  const doctors = useDoctors();
  const categories = useCatalogueList('category', businessId, CATEGORY_CHOICES);
  const [today] = useState(() => dayjs().format(DATE_FORMATS.value));
  const [draft, setDraft] = useState<Draft>(() => emptyFilter(today));
  const [applied, setApplied] = useState<Draft>(draft);
  const [paging, setPaging] = useState<{ page: number; size: number }>({
    page: 0,
    size: PAGE_SIZES.default,
  });
  const [exporting, setExporting] = useState<ExportKind | null>(null);
  const [dialog, setDialog] = useState<PaymentHistoryDialog | null>(null);
  const [lastSale, setLastSale] = useState<PaymentChain | null>(null);
  // Only the screen's table: the print and the exports keep every column the role may see.
  const [columnChoice, setColumnChoice] = useState<unknown>(readPaymentHistoryColumnChoice);
  const chooseColumns = (choice: readonly PaymentHistoryColumn[] | null) => {
    setColumnChoice(choice);
    storePaymentHistoryColumnChoice(choice);
  };

  const filterOf = (f: Draft): PaymentHistoryFilter | null =>
    canSearch(f.range)
      ? { ...f, from: f.range.from!, to: f.range.to!, doctorId: locked ?? f.doctorId }
      : null;
  const appliedFilter = filterOf(applied);
  const list = usePaymentHistory(
    appliedFilter ? paymentHistoryQueryParams(appliedFilter, paging) : null,
  );
  const rows = list.data?.rows ?? [];

  const search = () => {
    if (!filterOf(draft)) return;
    setApplied(draft);
    setPaging((p) => ({ ...p, page: 0 }));
  };
  const reset = () => {
    const initial = emptyFilter(today);
    setDraft(initial);
    setApplied(initial);
    setPaging((p) => ({ ...p, page: 0 }));
  };

  /** The file holds the filter on screen, which is searched too so table and file agree. */
  const download = async (kind: ExportKind) => {
    const filter = filterOf(draft);
    if (!filter) return;
    setApplied(draft);
    setPaging((p) => ({ ...p, page: 0 }));
    setExporting(kind);
    try {
      const params = paymentHistoryQueryParams(filter);
      await EXPORTS[kind](params);
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setExporting(null);
    }
  };

  const firstOfPayment = (index: number) =>
    index === 0 || rows[index - 1]?.payment_id !== rows[index]?.payment_id;
  const shownColumns = shownPaymentHistoryColumns(role, columnChoice);
  const columns = shownColumns.map((column) => columnOf(column, t, firstOfPayment));

  const allItem = { id: ALL, label: t('paymentHistory.page.all') };
  const doctorItems = [
    ...(locked === null ? [allItem] : []),
    ...(doctors.data ?? []).map((d) => ({ id: d.id, label: d.name })),
  ];
  const doctorKey = locked ?? draft.doctorId ?? ALL;
  const choice = (key: string | null) => (key === null || key === ALL ? null : key);

  return (
    <div className={layout.stack}>
      <PageHeader
        title={t('paymentHistory.page.title')}
        description={t('paymentHistory.page.subtitle')}
        actions={
          <>
            <Button variant="secondary" href="/dashboard/cash-closing">
              {t('cashClosing.page.openHistory')}
            </Button>
            {canSellAtCounter(role) ? (
              <Button onPress={() => setDialog({ kind: 'counter' })}>
                {t('paymentHistory.page.addPayment')}
              </Button>
            ) : null}
          </>
        }
      />
      {lastSale ? (
        <Alert tone="success" role="status">
          {t('paymentHistory.page.saleSaved', { receipt: lastSale.receipt_number })}
          <span
            className={css.actions}
            role="group"
            aria-label={t('paymentHistory.page.saleSavedActions', {
              receipt: lastSale.receipt_number,
            })}
          >
            <PaymentPrintLinks paymentId={lastSale.id} />
          </span>
        </Alert>
      ) : null}
      <ListCard
        filter={
          <FilterBar
            aria-label={t('paymentHistory.page.filterLabel')}
            onSearch={search}
            isSearchDisabled={!filterOf(draft)}
            onReset={reset}
            actions={
              <>
                {canExportPaymentCsv(role) && (
                  <Button
                    variant="secondary"
                    isPending={exporting === 'csv'}
                    isDisabled={!filterOf(draft)}
                    onPress={() => void download('csv')}
                  >
                    {t('paymentHistory.page.exportCsv')}
                  </Button>
                )}
                {canExportPaymentCsv(role) && (
                  // The same rows as the CSV, typed: a spreadsheet in any language sums them.
                  <Button
                    variant="secondary"
                    isPending={exporting === 'xlsx'}
                    isDisabled={!filterOf(draft)}
                    onPress={() => void download('xlsx')}
                  >
                    {t('paymentHistory.page.exportXlsx')}
                  </Button>
                )}
                {appliedFilter && (
                  // The print of every row the filter on screen matches (A4 landscape), in a tab
                  // of its own: the filtered page stays as it was behind it.
                  <Button
                    variant="secondary"
                    target="_blank"
                    href={`/print-payment-history?${new URLSearchParams(
                      paymentHistoryQueryParams(appliedFilter),
                    ).toString()}`}
                  >
                    {t('paymentHistory.page.print')}
                  </Button>
                )}
                {canExportPaymentPdf(role) && (
                  <Button
                    variant="secondary"
                    isPending={exporting === 'pdf'}
                    isDisabled={!filterOf(draft)}
                    onPress={() => void download('pdf')}
                  >
                    {t('paymentHistory.page.exportPdf')}
                  </Button>
                )}
              </>
            }
          >
            <DateRangeFilter
              value={draft.range}
              onChange={(range) => setDraft((d) => ({ ...d, range }))}
            />
            <Select
              label={t('fields.paymentMethod')}
              items={[
                allItem,
                ...PAYMENT_METHODS.map((m) => ({ id: m, label: t(`payments.method.${m}`) })),
              ]}
              selectedKey={draft.method ?? ALL}
              onSelectionChange={(key) =>
                setDraft((d) => ({ ...d, method: choice(key) as PaymentMethod | null }))
              }
            />
            <Select
              label={t('paymentHistory.page.category')}
              items={[
                allItem,
                ...(categories.data?.rows ?? []).map((c) => ({ id: String(c.id), label: c.name })),
              ]}
              selectedKey={draft.categoryItemId ?? ALL}
              onSelectionChange={(key) => setDraft((d) => ({ ...d, categoryItemId: choice(key) }))}
            />
            {locked === null && (
              <Select
                label={t('fields.doctor')}
                items={doctorItems}
                selectedKey={doctorItems.some((i) => i.id === doctorKey) ? doctorKey : null}
                onSelectionChange={(key) => setDraft((d) => ({ ...d, doctorId: choice(key) }))}
                errorMessage={doctors.error ? errorText(doctors.error) : undefined}
              />
            )}
            <Select
              label={t('fields.paymentType')}
              items={[
                allItem,
                ...PAYMENT_ITEM_TYPES.map((type) => ({
                  id: type,
                  label: t(`payments.itemType.${type}`),
                })),
              ]}
              selectedKey={draft.paymentType ?? ALL}
              onSelectionChange={(key) =>
                setDraft((d) => ({ ...d, paymentType: choice(key) as PaymentItemType | null }))
              }
            />
          </FilterBar>
        }
        summary={
          <div className={layout.row}>
            <p aria-live="polite">
              <strong>
                {t('paymentHistory.page.total')}: {formatRupiah(list.data?.totalAmount ?? 0)}
              </strong>
            </p>
            <ColumnChooser
              columns={paymentHistoryColumns(role).map((column) => ({
                id: column,
                label: t(`paymentHistory.columns.${column}`),
                isFixed: column === PAYMENT_HISTORY_FIXED_COLUMN,
              }))}
              selectedKeys={shownColumns}
              onChange={chooseColumns}
              onReset={() => chooseColumns(null)}
              description={t('paymentHistory.page.columnsNote')}
            />
          </div>
        }
        list={list}
        retryLabel={t('paymentHistory.page.retry')}
        aria-label={t('paymentHistory.page.tableLabel')}
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
        // A visit's row opens its reservation, a counter sale's its chain (the domain decides).
        onRowAction={(row) => {
          const action = paymentHistoryRowAction(row, role);
          if (action) setDialog(action);
        }}
        emptyState={
          <EmptyState
            title={t('paymentHistory.page.emptyTitle')}
            text={t('paymentHistory.page.emptyText')}
          />
        }
        rowActions={(row) => (
          <Link
            href={`/print-invoice?id=${encodeURIComponent(row.payment_id)}`}
            target="_blank"
            aria-label={t('paymentHistory.page.printInvoiceOf', {
              receipt: row.receipt_number,
            })}
          >
            {t('paymentHistory.page.printInvoice')}
          </Link>
        )}
        pagination={{
          page: paging.page,
          pageSize: paging.size,
          totalCount: list.data?.total ?? 0,
          onPageChange: (page) => setPaging((p) => ({ ...p, page })),
          onPageSizeChange: (size) => setPaging({ page: 0, size }),
        }}
      />
      {dialog ? (
        <Suspense fallback={null}>
          <PaymentHistoryDialogs
            dialog={dialog}
            role={role}
            businessId={businessId}
            onDialogChange={setDialog}
            onSaleSaved={setLastSale}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
