import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import dayjs from 'dayjs';
import { canSeeEveryClosing } from '@praktik/domain/access/permissions';
import { DATE_FORMATS } from '@praktik/domain/dates/date-formats';
import {
  canSearch,
  defaultDateRangeFilter,
  type DateRangeFilter as DateRange,
} from '@praktik/domain/dates/date-range-filter';
import { DEFAULT_UTC_OFFSET_HOURS } from '@praktik/domain/dates/utc-offset';
import { formatRupiah, parseRupiahInput } from '@praktik/domain/money/currency';
import {
  cashDifference,
  closingDayText,
  closingTimeText,
} from '@praktik/domain/payments/cash-closing';
import {
  closeCashierRequestSchema,
  type CashClosing,
  type CloseCashierRequest,
} from '@praktik/domain/payments/cash-closing.schema';
import { Button } from '@praktik/ui/Button';
import { Card } from '@praktik/ui/Card';
import { CashClosingSheet } from '@praktik/ui/CashClosingSheet';
import { DataTable, type DataTableColumn } from '@praktik/ui/DataTable';
import { DateRangeFilter } from '@praktik/ui/DateRangeFilter';
import { ConfirmDialog } from '@praktik/ui/Dialog';
import { EmptyState } from '@praktik/ui/EmptyState';
import { Form, FormActions } from '@praktik/ui/Form';
import { PageHeader } from '@praktik/ui/PageHeader';
import { Pagination } from '@praktik/ui/Pagination';
import { Select } from '@praktik/ui/Select';
import { Spinner } from '@praktik/ui/Spinner';
import { toast } from '@praktik/ui/Toast';
import { closeCashier, useCashClosings, useOpenCashierFigures } from '../../api/cash-closings';
import { keyFilters } from '../../api/keys';
import { useStaffList } from '../../api/staff';
import { FormTextArea } from '../../app/fields/FormTextArea';
import { useAppSession } from '../../app/session-view';
import { useErrorText } from '../../app/use-error-text';
import * as layout from '../../app/layout.css';
import { registerPageTexts } from '../../intl/page-texts';
import { FormNumberTextField } from '../catalogue/FormNumberTextField';
import texts from './cash-closing.page-texts.json';

registerPageTexts(texts);

const PAGE_SIZE = 20;
const ALL = 'all';
/** Enough for a clinic's accounts in one select. */
const STAFF_CHOICES = { page: 0, size: 100, role: null };

type CloseForm = CloseCashierRequest;

const dayText = (day: string) => closingDayText(day);
const timeText = (instant: string) => closingTimeText(instant, DEFAULT_UTC_OFFSET_HOURS);

/** The print links of a closing: each opens its own tab and prints. */
function PrintLinks({ closing }: { closing: CashClosing }) {
  const { t } = useTranslation();
  const href = (paper: '80' | 'A4') =>
    `/print-cash-closing?${new URLSearchParams({ id: closing.id, paper }).toString()}`;
  return (
    <>
      <Button variant="secondary" size="sm" target="_blank" href={href('80')}>
        {t('cashClosing.page.print80')}
      </Button>
      <Button variant="secondary" size="sm" target="_blank" href={href('A4')}>
        {t('cashClosing.page.printA4')}
      </Button>
    </>
  );
}

/**
 * "Tutup Kasir" (docs/decisions/0044-closing-the-day.md): the caller's payments not closed yet by
 * method, the cash they count and the difference as they type it, the close after a confirmation,
 * and the closings (the owner's: every cashier's, by day and cashier), each printable on 80 mm and
 * A4.
 */
export default function CashClosingPage() {
  const { t } = useTranslation();
  const { role } = useAppSession();
  const errorText = useErrorText();
  const { mutate } = useSWRConfig();
  const open = useOpenCashierFigures();
  const [confirming, setConfirming] = useState<{ countedCash: number; note: string | null } | null>(
    null,
  );
  const [lastClosed, setLastClosed] = useState<CashClosing | null>(null);
  const form = useForm<CloseForm>({
    resolver: zodResolver(closeCashierRequestSchema),
    defaultValues: { note: '' } as CloseForm,
    mode: 'onTouched',
  });
  const counted = useWatch({ control: form.control, name: 'countedCash' }) as unknown;
  const figures = open.data?.figures;
  const difference =
    figures && typeof counted === 'number' && Number.isInteger(counted) && counted >= 0
      ? cashDifference(counted, figures.expectedCash)
      : null;

  const onSubmit = form.handleSubmit((values) => {
    const parsed = closeCashierRequestSchema.parse(values);
    setConfirming(parsed);
  });

  const close = async () => {
    if (!confirming) return;
    try {
      const closing = await closeCashier(confirming);
      setLastClosed(closing);
      form.reset({ note: '' } as CloseForm);
      toast.success(t('cashClosing.page.closed', { difference: formatRupiah(closing.difference) }));
      await mutate(keyFilters.cashClosings);
    } catch (error) {
      toast.error(errorText(error));
      throw error;
    }
  };

  return (
    <div className={layout.stack}>
      <PageHeader
        title={t('cashClosing.page.title')}
        description={t('cashClosing.page.subtitle')}
      />

      {lastClosed && (
        <Card
          title={t('cashClosing.page.lastClosed')}
          actions={<PrintLinks closing={lastClosed} />}
        >
          <CashClosingSheet
            headingLevel={3}
            cashierName={lastClosed.cashierName}
            day={dayText(lastClosed.businessDay)}
            closedAt={timeText(lastClosed.closedAt)}
            figures={lastClosed.figures}
            countedCash={lastClosed.countedCash}
            difference={lastClosed.difference}
            note={lastClosed.note}
          />
        </Card>
      )}

      <Card title={t('cashClosing.page.openTitle')}>
        {open.error ? (
          <EmptyState
            icon="warning"
            title={errorText(open.error)}
            action={
              <Button onPress={() => void open.mutate()}>{t('cashClosing.page.retry')}</Button>
            }
          />
        ) : !open.data ? (
          <Spinner label={t('cashClosing.page.openTitle')} />
        ) : (
          <div className={layout.stack}>
            <CashClosingSheet
              headingLevel={3}
              cashierName={open.data.cashierName}
              day={dayText(open.data.businessDay)}
              figures={open.data.figures}
              countedCash={difference === null ? null : (counted as number)}
              difference={difference}
            />
            <Form
              onSubmit={(event) => void onSubmit(event)}
              aria-label={t('cashClosing.page.formTitle')}
            >
              <FormNumberTextField
                control={form.control}
                name="countedCash"
                label={t('fields.countedCash')}
                parse={parseRupiahInput}
                format={formatRupiah}
                isRequired
              />
              <FormTextArea control={form.control} name="note" label={t('fields.closingNote')} />
              <FormActions>
                <Button type="submit">{t('cashClosing.page.close')}</Button>
              </FormActions>
            </Form>
          </div>
        )}
      </Card>

      {confirming && figures && (
        <ConfirmDialog
          isOpen
          onOpenChange={(isOpen) => {
            if (!isOpen) setConfirming(null);
          }}
          title={t('cashClosing.page.confirmTitle')}
          message={t('cashClosing.page.confirmMessage', {
            count: figures.count,
            counted: formatRupiah(confirming.countedCash),
            difference: formatRupiah(cashDifference(confirming.countedCash, figures.expectedCash)),
          })}
          confirmLabel={t('cashClosing.page.confirm')}
          onConfirm={close}
        />
      )}

      <ClosingHistory seesEveryone={canSeeEveryClosing(role)} />
    </div>
  );
}

function ClosingHistory({ seesEveryone }: { seesEveryone: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [today] = useState(() => dayjs().format(DATE_FORMATS.value));
  const [range, setRange] = useState<DateRange>(() => defaultDateRangeFilter(today));
  const [cashier, setCashier] = useState<string>(ALL);
  const [page, setPage] = useState(0);
  const params: Record<string, string> = { page: String(page), size: String(PAGE_SIZE) };
  if (canSearch(range) && range.from && range.to) {
    params.from = range.from;
    params.to = range.to;
  }
  if (seesEveryone && cashier !== ALL) params.cashier_id = cashier;
  const list = useCashClosings(params);

  const columns: DataTableColumn<CashClosing>[] = [
    { key: 'day', header: t('cashClosing.page.day'), cell: (row) => dayText(row.businessDay) },
    ...(seesEveryone
      ? [
          {
            key: 'cashier',
            header: t('fields.cashier'),
            cell: (row: CashClosing) => row.cashierName ?? '-',
            isRowHeader: true,
          },
        ]
      : []),
    {
      key: 'closedAt',
      header: t('cashClosing.page.closedAt'),
      cell: (row) => timeText(row.closedAt),
      // A table needs a row header: the cashier for the owner, the closing's time for one's own.
      isRowHeader: !seesEveryone,
    },
    {
      key: 'net',
      header: t('cashClosing.page.net'),
      align: 'end',
      cell: (row) => formatRupiah(row.figures.net),
    },
    {
      key: 'expected',
      header: t('cashClosing.page.expectedCash'),
      align: 'end',
      cell: (row) => formatRupiah(row.expectedCash),
    },
    {
      key: 'counted',
      header: t('cashClosing.page.countedCash'),
      align: 'end',
      cell: (row) => formatRupiah(row.countedCash),
    },
    {
      key: 'difference',
      header: t('cashClosing.page.difference'),
      align: 'end',
      cell: (row) => formatRupiah(row.difference),
    },
  ];

  return (
    <Card title={t('cashClosing.page.historyTitle')}>
      <div className={layout.stack}>
        <div role="group" aria-label={t('cashClosing.page.historyFilter')} className={layout.stack}>
          <DateRangeFilter
            value={range}
            onChange={(next) => {
              setRange(next);
              setPage(0);
            }}
          />
          {seesEveryone && (
            <CashierSelect
              value={cashier}
              onChange={(key) => {
                setCashier(key);
                setPage(0);
              }}
            />
          )}
        </div>
        <DataTable
          aria-label={t('cashClosing.page.historyTitle')}
          columns={columns}
          rows={list.data?.data ?? []}
          getRowKey={(row) => row.id}
          isLoading={list.isLoading}
          errorMessage={list.error ? errorText(list.error) : undefined}
          errorAction={
            <Button onPress={() => void list.mutate()}>{t('cashClosing.page.retry')}</Button>
          }
          emptyState={
            <EmptyState
              title={t('cashClosing.page.emptyTitle')}
              text={t('cashClosing.page.emptyText')}
            />
          }
          rowActions={(row) => <PrintLinks closing={row} />}
        />
        <Pagination
          page={page}
          pageSize={PAGE_SIZE}
          totalCount={list.data?.total ?? 0}
          onPageChange={setPage}
        />
      </div>
    </Card>
  );
}

/** The owner's cashier filter: every account of the clinic. */
function CashierSelect({ value, onChange }: { value: string; onChange: (key: string) => void }) {
  const { t } = useTranslation();
  const staff = useStaffList(STAFF_CHOICES);
  return (
    <Select
      label={t('fields.cashier')}
      items={[
        { id: ALL, label: t('cashClosing.page.allCashiers') },
        ...(staff.data?.rows ?? []).map((row) => ({ id: row.id, label: row.name })),
      ]}
      selectedKey={value}
      onSelectionChange={(key) => onChange(key ?? ALL)}
    />
  );
}
