import { useMemo, useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SortState } from '@praktik/domain/tables/sort';
import { AllergyTags } from '../AllergyTags/AllergyTags';
import { Button } from '../Button/Button';
import { Currency } from '../Currency/Currency';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { DataTable, type DataTableProps } from './DataTable';
import type { DataTableColumn } from './data-table-options';
import { atPhoneWidth } from '../../test/story-viewports';
import { LONG_PATIENT, SAMPLE_PATIENTS, type SamplePatient } from './data-table-sample';

const patientColumns: DataTableColumn<SamplePatient>[] = [
  { key: 'medicalRecordNumber', header: 'No. RM', cell: (p) => p.medicalRecordNumber },
  { key: 'name', header: 'Nama', cell: (p) => p.name, isSortable: true, isRowHeader: true },
  { key: 'allergies', header: 'Alergi', cell: (p) => <AllergyTags allergies={p.allergies} /> },
  { key: 'phoneNumber', header: 'No. Telepon', cell: (p) => p.phoneNumber },
  { key: 'dateOfBirth', header: 'Tanggal Lahir', cell: (p) => p.dateOfBirth, isSortable: true },
  { key: 'gender', header: 'Jenis Kelamin', cell: (p) => p.gender },
  { key: 'address', header: 'Alamat', cell: (p) => p.address, maxWidth: '18rem' },
];

type DemoProps = Omit<DataTableProps<SamplePatient>, 'sort' | 'getRowKey' | 'columns'> & {
  columns?: DataTableColumn<SamplePatient>[];
  initialSort?: SortState;
};

/** Stands in for the server: sorts the page by the chosen key. */
function sortRows(rows: readonly SamplePatient[], sort: SortState): readonly SamplePatient[] {
  if (!sort) return rows;
  const key = sort.key as keyof SamplePatient;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * String(a[key]).localeCompare(String(b[key])));
}

/** The table as a page uses it: the sort lives in the page's state. */
function PatientTable({
  initialSort = null,
  rows,
  columns = patientColumns,
  onSortChange,
  ...props
}: DemoProps) {
  const [sort, setSort] = useState<SortState>(initialSort);
  const sorted = useMemo(() => sortRows(rows, sort), [rows, sort]);
  return (
    <DataTable
      {...props}
      columns={columns}
      rows={sorted}
      getRowKey={(p) => p.id}
      sort={sort}
      onSortChange={(next, key) => {
        setSort(next);
        onSortChange?.(next, key);
      }}
    />
  );
}

const meta = {
  title: 'Tables/DataTable',
  component: PatientTable,
  args: { 'aria-label': 'Daftar pasien', rows: SAMPLE_PATIENTS, onSortChange: fn() },
} satisfies Meta<typeof PatientTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The names in the row-header column, top to bottom. */
const names = (canvas: { getAllByRole: (role: 'rowheader') => HTMLElement[] }) =>
  canvas.getAllByRole('rowheader').map((cell) => cell.textContent);

export const SortCycle: Story = {
  play: async ({ canvas, args }) => {
    const header = canvas.getByRole('columnheader', { name: 'Nama' });
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await expect(names(canvas)[0]).toBe('Budi Santoso');

    await userEvent.click(header);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith(
      { key: 'name', direction: 'asc' },
      'name',
    );
    await expect(names(canvas)).toEqual([
      'Ani Wijaya',
      'Budi Santoso',
      'Citra Lestari',
      'Dedi Kurniawan',
    ]);

    await userEvent.click(header);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(names(canvas)[0]).toBe('Dedi Kurniawan');

    // The third press clears the sort: back to the server's order.
    await userEvent.click(header);
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await expect(args.onSortChange).toHaveBeenLastCalledWith(null, 'name');
    await expect(names(canvas)[0]).toBe('Budi Santoso');
    // Columns that do not sort say nothing about order.
    await expect(canvas.getByRole('columnheader', { name: 'Alamat' })).not.toHaveAttribute(
      'aria-sort',
    );
  },
};

/** Another column starts its own cycle at ascending. */
export const SortAnotherColumn: Story = {
  args: { initialSort: { key: 'name', direction: 'desc' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Nama' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const dob = canvas.getByRole('columnheader', { name: 'Tanggal Lahir' });
    await userEvent.click(dob);
    await expect(args.onSortChange).toHaveBeenLastCalledWith(
      { key: 'dateOfBirth', direction: 'asc' },
      'dateOfBirth',
    );
    await expect(dob).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('columnheader', { name: 'Nama' })).toHaveAttribute(
      'aria-sort',
      'none',
    );
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    // Tab lands in the grid; arrows move between cells; the focus ring shows.
    await userEvent.tab();
    const firstRow = canvas.getAllByRole('row')[1]!;
    await waitFor(() => expect(firstRow.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await userEvent.keyboard('{ArrowUp}');
    const header = canvas.getByRole('columnheader', { name: 'Nama' });
    await waitFor(() => expect(header).toHaveFocus());
    await expect(header).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(names(canvas)[0]).toBe('Ani Wijaya');
  },
};

/** Spec 1 §2.10: "Empty table shows 'no data'". */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Tidak ada data' })).toBeVisible();
    await expect(canvas.queryByText('Budi Santoso')).toBeNull();
    // The headers stay, so the user still sees what the list holds.
    await expect(canvas.getByRole('columnheader', { name: 'Nama' })).toBeVisible();
  },
};

export const EmptyWithOwnMessage: Story = {
  args: {
    rows: [],
    emptyState: (
      <p style={{ margin: 0, textAlign: 'center' }}>Tidak ada pasien yang cocok dengan filter.</p>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tidak ada pasien yang cocok dengan filter.')).toBeVisible();
    await expect(canvas.queryByText('Tidak ada data')).toBeNull();
  },
};

/** A new page loading: the old rows stay under a spinner and the grid is busy. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Memuat data' })).toBeVisible();
    await expect(canvas.getByRole('grid', { name: 'Daftar pasien' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(4);
  },
};

/** The first load: a spinner, and no "no data" before the answer comes. */
export const LoadingFirstPage: Story = {
  args: { isLoading: true, rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Memuat data' })).toBeVisible();
    await expect(canvas.queryByText('Tidak ada data')).toBeNull();
  },
};

/** Loading finished: the spinner goes and the grid is no longer busy. */
export const LoadingDone: Story = {
  render: function Render(args) {
    const [isLoading, setLoading] = useState(true);
    return (
      <>
        <Button variant="secondary" onPress={() => setLoading(false)}>
          Selesai memuat
        </Button>
        <PatientTable {...args} isLoading={isLoading} />
      </>
    );
  },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Daftar pasien' });
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Selesai memuat' }));
    await expect(grid).not.toHaveAttribute('aria-busy');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

const onRetry = fn();

export const Error: Story = {
  args: {
    errorMessage: 'Server tidak dapat dihubungi. Periksa koneksi internet Anda.',
    errorAction: (
      <Button variant="secondary" onPress={onRetry}>
        Coba lagi
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByText('Data gagal dimuat')).toBeVisible();
    await expect(
      within(alert).getByText('Server tidak dapat dihubungi. Periksa koneksi internet Anda.'),
    ).toBeVisible();
    // No stale rows next to the error.
    await expect(canvas.queryByText('Budi Santoso')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

/** Spec 1 §2.9's row buttons: Start Visit for a patient without an active visit, History always. */
const patientRowActions =
  (onStartVisit: (id: string) => void, onHistory: (id: string) => void) => (p: SamplePatient) => (
    <>
      {!p.hasActiveVisit && (
        <Button
          size="sm"
          onPress={() => onStartVisit(p.id)}
          aria-label={`Mulai kunjungan ${p.name}`}
        >
          Mulai Kunjungan
        </Button>
      )}
      <Button
        size="sm"
        variant="secondary"
        onPress={() => onHistory(p.id)}
        aria-label={`Riwayat ${p.name}`}
      >
        Riwayat
      </Button>
    </>
  );

const onStartVisit = fn();
const onHistory = fn();

/** Spec 1 §2.9: Start Visit only for a patient without an active visit; History always. */
export const RowActions: Story = {
  args: {
    onRowAction: fn(),
    rowActions: patientRowActions(onStartVisit, onHistory),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Aksi' })).toBeVisible();
    // Budi has an active visit: no Start Visit for him.
    await expect(canvas.queryByRole('button', { name: 'Mulai kunjungan Budi Santoso' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Mulai kunjungan Ani Wijaya' }));
    await expect(onStartVisit).toHaveBeenCalledWith('p2');
    // A button in a row does its own thing, not the row's action.
    await expect(args.onRowAction).not.toHaveBeenCalled();

    // By keyboard: move along the row to its buttons and press one.
    const citra = canvas.getByRole('row', { name: /Citra Lestari/ });
    await userEvent.click(within(citra).getByText('RM-0003'));
    // End jumps to the row's last cell, into its first button; arrows move between buttons.
    await userEvent.keyboard('{End}');
    await expect(
      within(citra).getByRole('button', { name: 'Mulai kunjungan Citra Lestari' }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const history = within(citra).getByRole('button', { name: 'Riwayat Citra Lestari' });
    await expect(history).toHaveFocus();
    await expect(history).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(onHistory).toHaveBeenLastCalledWith('p3');
  },
};

/** Spec 1 §2.10: clicking a row opens the assessment. */
export const ClickableRows: Story = {
  args: { onRowAction: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('Citra Lestari'));
    await expect(args.onRowAction).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'p3', name: 'Citra Lestari' }),
    );
    await expect(getComputedStyle(canvas.getByRole('row', { name: /Ani Wijaya/ })).cursor).toBe(
      'pointer',
    );
    // Keyboard: Enter on a focused row opens it too.
    await userEvent.keyboard('{ArrowDown}');
    const dedi = canvas.getByRole('row', { name: /Dedi Kurniawan/ });
    await waitFor(() => expect(dedi.contains(document.activeElement)).toBe(true));
    await expect(document.activeElement).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'p4' }));
  },
};

/** No row action, no buttons, no sorting: a read-only list. */
export const ReadOnly: Story = {
  args: {
    columns: patientColumns.map((column) => ({ ...column, isSortable: false })),
  },
  play: async ({ canvas }) => {
    for (const header of canvas.getAllByRole('columnheader')) {
      await expect(header).not.toHaveAttribute('aria-sort');
    }
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(getComputedStyle(canvas.getByRole('row', { name: /Ani Wijaya/ })).cursor).not.toBe(
      'pointer',
    );
  },
};

const truncatingColumns: DataTableColumn<SamplePatient>[] = patientColumns.map((column) =>
  column.key === 'address' ? { ...column, overflow: 'truncate', maxWidth: '14rem' } : column,
);

/**
 * Long names and addresses wrap in their column; a table a little too narrow for its columns
 * (600 px and wider: narrower shows cards) scrolls sideways.
 */
export const LongContent: Story = {
  args: { rows: [LONG_PATIENT, ...SAMPLE_PATIENTS] },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <PatientTable {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const grid = canvas.getByRole('grid');
    const scroller = grid.parentElement!;
    // The table keeps readable columns and scrolls instead of squeezing them.
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expect(getComputedStyle(scroller).overflowX).toBe('auto');
    // The address wraps onto several lines within its column's maximum width.
    const address = canvas.getByText(LONG_PATIENT.address);
    await expect(address.getBoundingClientRect().width).toBeLessThanOrEqual(18 * 16 + 1);
    await expect(address.getBoundingClientRect().height).toBeGreaterThan(40);
    // Scrolling sideways brings the last column into view.
    scroller.scrollLeft = scroller.scrollWidth;
    await waitFor(() => expect(scroller.scrollLeft).toBeGreaterThan(0));
    await expect(canvasElement.querySelector('[data-overflow="wrap"]')).not.toBeNull();
  },
};

/**
 * A wide table with `stickyActions`: on screens wider than 768 px the row buttons stay at the
 * right edge while the other columns scroll under them; on a tablet the column scrolls too.
 */
export const StickyActions: Story = {
  args: {
    rows: [LONG_PATIENT, ...SAMPLE_PATIENTS],
    stickyActions: true,
    rowActions: (p) => (
      <Button size="sm" variant="secondary" aria-label={`Riwayat ${p.name}`}>
        Riwayat
      </Button>
    ),
  },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <PatientTable {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid');
    const scroller = grid.parentElement!;
    const header = canvas.getByRole('columnheader', { name: 'Aksi' });
    const sticky = window.matchMedia('(min-width: 769px)').matches;
    await expect(getComputedStyle(header).position).toBe(sticky ? 'sticky' : 'static');
    const button = canvas.getByRole('button', { name: 'Riwayat Budi Santoso' });
    const before = button.getBoundingClientRect().left;
    scroller.scrollLeft = 80;
    await waitFor(() => expect(scroller.scrollLeft).toBeGreaterThan(0));
    const after = button.getBoundingClientRect().left;
    if (sticky) await expect(after).toBe(before);
    else await expect(after).toBeLessThan(before);
  },
};

/** A column may cut long text to one line instead; the full text stays in the DOM and title. */
export const Truncated: Story = {
  args: { rows: [LONG_PATIENT, ...SAMPLE_PATIENTS], columns: truncatingColumns },
  play: async ({ canvas }) => {
    const address = canvas.getByText(LONG_PATIENT.address);
    await expect(address).toHaveAttribute('title', LONG_PATIENT.address);
    await expect(address.scrollWidth).toBeGreaterThan(address.clientWidth);
    await expect(getComputedStyle(address).textOverflow).toBe('ellipsis');
    await expect(address.getBoundingClientRect().height).toBeLessThan(30);
  },
};

const unbrokenColumns: DataTableColumn<SamplePatient>[] = patientColumns.map((column) =>
  column.key === 'medicalRecordNumber' || column.key === 'dateOfBirth'
    ? // Headers shorter than the values, so that only the values hold the column's width.
      { ...column, header: column.key === 'dateOfBirth' ? 'Lahir' : 'RM', overflow: 'nowrap' }
    : column,
);

/**
 * A number or a date never breaks (`nowrap`): squeezed into a narrow table, its column keeps
 * the whole line and the table scrolls, where a wrapping column would break "RM-0001" at its dash.
 */
export const Unbroken: Story = {
  args: { rows: [LONG_PATIENT, ...SAMPLE_PATIENTS], columns: unbrokenColumns },
  render: (args) => (
    <div style={{ maxWidth: 620 }}>
      <PatientTable {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const lineHeight = (element: HTMLElement) =>
      Number.parseFloat(getComputedStyle(element).lineHeight);
    for (const text of [SAMPLE_PATIENTS[0]!.medicalRecordNumber, SAMPLE_PATIENTS[0]!.dateOfBirth]) {
      const content = canvas.getByText(text);
      await expect(content).toHaveAttribute('data-overflow', 'nowrap');
      await expect(getComputedStyle(content).whiteSpace).toBe('nowrap');
      // One line: no taller than a line, and as wide as its text.
      await expect(content.getBoundingClientRect().height).toBeLessThan(lineHeight(content) * 1.5);
      await expect(content.scrollWidth).toBeLessThanOrEqual(content.clientWidth);
    }
  },
};

/** Short values under long headers, as a payment list's amounts under "Total Pembayaran". */
interface Amounts {
  id: string;
  date: string;
  total: number;
  paid: number;
  method: string;
}
const AMOUNT_ROWS: readonly Amounts[] = [
  { id: 'a1', date: '04-12-2026', total: 150_000, paid: 150_000, method: 'Tunai' },
  { id: 'a2', date: '04-12-2026', total: 2_500_000, paid: 2_500_000, method: 'QRIS' },
];
const amountColumn = (
  key: string,
  header: string,
  cell: (row: Amounts) => ReactNode,
): DataTableColumn<Amounts> => ({ key, header, cell, wrapHeader: true, overflow: 'nowrap' });
const amountColumns: DataTableColumn<Amounts>[] = [
  { ...amountColumn('date', 'Tanggal Pembayaran Pasien', (row) => row.date), isRowHeader: true },
  amountColumn('total', 'Total Pembayaran Sebelum Koreksi', (row) => (
    <Currency amount={row.total} />
  )),
  amountColumn('paid', 'Total Pembayaran Setelah Koreksi', (row) => <Currency amount={row.paid} />),
  amountColumn('method', 'Metode Pembayaran Pasien', (row) => row.method),
];

/**
 * `wrapHeader`: where room is short, a long header breaks between its words over its short
 * values instead of widening its column; where there is room it keeps one line.
 */
export const WrappingHeaders: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ maxWidth: 620 }}>
        <DataTable
          aria-label="Pembayaran sempit"
          columns={amountColumns}
          rows={AMOUNT_ROWS}
          getRowKey={(row) => row.id}
        />
      </div>
      <div style={{ width: 1100 }}>
        <DataTable
          aria-label="Pembayaran lebar"
          columns={amountColumns}
          rows={AMOUNT_ROWS}
          getRowKey={(row) => row.id}
        />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const narrow = canvas.getByRole('grid', { name: 'Pembayaran sempit' });
    const scroller = narrow.parentElement!;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    const lineHeight = (element: HTMLElement) =>
      Number.parseFloat(getComputedStyle(element).lineHeight);
    const header = within(narrow).getByRole('columnheader', { name: /Sebelum Koreksi/ });
    await expect(header).toHaveAttribute('data-wrap-header', 'true');
    const label = header.querySelector('span')!;
    await expect(label.getBoundingClientRect().height).toBeGreaterThan(lineHeight(label) * 1.5);
    const wide = canvas.getByRole('grid', { name: 'Pembayaran lebar' });
    const roomy = within(wide).getByRole('columnheader', { name: /Sebelum Koreksi/ });
    const roomyLabel = roomy.querySelector('span')!;
    await expect(roomyLabel.getBoundingClientRect().height).toBeLessThan(
      lineHeight(roomyLabel) * 1.5,
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { 'aria-label': 'Patients', rows: [], rowActions: () => null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No data' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
  },
};

const visitColumns: DataTableColumn<SamplePatient>[] = [
  { key: 'sequence', header: 'No.', cell: (_p, index) => index + 1, align: 'end' },
  { key: 'medicalRecordNumber', header: 'No. RM', cell: (p) => p.medicalRecordNumber },
  { key: 'name', header: 'Nama', cell: (p) => p.name, isSortable: true, isRowHeader: true },
  { key: 'status', header: 'Status', cell: (p) => <StatusBadge status={p.status} /> },
  { key: 'allergies', header: 'Alergi', cell: (p) => <AllergyTags allergies={p.allergies} /> },
  {
    key: 'balance',
    header: 'Tagihan',
    cell: (p) => <Currency amount={p.balance} />,
    align: 'end',
    isSortable: true,
  },
];

/** The blocks together, as the active-visit list shows them. */
export const WithBadgesAndAmounts: Story = {
  args: {
    'aria-label': 'Kunjungan aktif',
    columns: visitColumns,
    onRowAction: fn(),
    rowActions: (p) => (
      <Button size="sm" variant="ghost" aria-label={`Asesmen ${p.name}`}>
        Asesmen
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const citra = canvas.getByRole('row', { name: /Citra Lestari/ });
    await expect(within(citra).getByText('Belum Bayar')).toBeVisible();
    await expect(within(citra).getByText('-Rp25.000')).toBeVisible();
    await expect(within(citra).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(citra).getByText('3')).toBeVisible();
    const amount = canvas.getByRole('columnheader', { name: 'Tagihan' });
    await userEvent.click(amount);
    await expect(amount).toHaveAttribute('aria-sort', 'ascending');
  },
};

/** The patient list's fields on a card: the name leads, allergies right under it. */
const patientCardColumns: DataTableColumn<SamplePatient>[] = patientColumns.map((column) =>
  column.key === 'allergies' ? { ...column, card: 'first' } : column,
);

const onCardStartVisit = fn();
const onCardHistory = fn();

const patientActions = patientRowActions(onCardStartVisit, onCardHistory);

/** Whether an element lies wholly inside the window, sideways. */
const inViewSideways = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.left >= 0 && box.right <= window.innerWidth;
};

/**
 * Below 600 px each row is a card: the name first, allergies under it, the other fields as
 * label/value pairs, the buttons at its foot big enough for a thumb; nothing scrolls sideways.
 */
export const PhoneCards: Story = {
  ...atPhoneWidth,
  args: { columns: patientCardColumns, rowActions: patientActions, stickyActions: true },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(375);
    const grid = canvas.getByRole('grid', { name: 'Daftar pasien' });
    const scroller = grid.parentElement!;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);

    const citra = canvas.getByRole('row', { name: /Citra Lestari/ });
    const name = within(citra).getByRole('rowheader');
    const allergies = within(citra).getByRole('list');
    const record = within(citra).getByText('RM-0003');
    const history = within(citra).getByRole('button', { name: 'Riwayat Citra Lestari' });
    for (const element of [name, allergies, record, history]) {
      await expect(inViewSideways(element)).toBe(true);
    }
    // Top to bottom: the name, the allergies, the other fields, the actions.
    const top = (element: Element) => element.getBoundingClientRect().top;
    await expect(top(name)).toBeLessThan(top(allergies));
    await expect(top(allergies)).toBeLessThan(top(record));
    await expect(top(record)).toBeLessThan(top(history));
    // Each field is named on the card; the grid still names it for screen readers.
    await expect(within(citra).getByText('No. RM')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'No. RM' })).toBeInTheDocument();
    // Thumb-sized buttons.
    for (const button of within(citra).getAllByRole('button')) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await userEvent.click(
      within(citra).getByRole('button', { name: 'Mulai kunjungan Citra Lestari' }),
    );
    await expect(onCardStartVisit).toHaveBeenLastCalledWith('p3');

    // The sortable headers are buttons above the cards, and still sort.
    const sortByName = canvas.getByRole('columnheader', { name: 'Nama' });
    await expect(sortByName).toBeVisible();
    await expect(sortByName.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(sortByName);
    await expect(sortByName).toHaveAttribute('aria-sort', 'ascending');
    await expect(names(canvas)[0]).toBe('Ani Wijaya');
  },
};

/** A note only the first patient has: the other cards leave the field off. */
const remarkColumns: DataTableColumn<SamplePatient>[] = [
  ...patientColumns,
  { key: 'remark', header: 'Catatan', cell: (p) => (p.id === 'p1' ? 'Kontrol ulang' : '') },
];

/**
 * A card shows no field with nothing in it (an empty cell: a label over a blank reads as
 * missing data); the table keeps the cell, so its columns stay aligned.
 */
export const PhoneCardsEmptyField: Story = {
  ...atPhoneWidth,
  args: { columns: remarkColumns },
  play: async ({ canvas }) => {
    const budi = within(canvas.getByRole('row', { name: /Budi Santoso/ }));
    await expect(budi.getByText('Catatan')).toBeVisible();
    await expect(budi.getByText('Kontrol ulang')).toBeVisible();
    const ani = canvas.getByRole('row', { name: /Ani Wijaya/ });
    const empty = within(ani).getByText('Catatan').closest<HTMLElement>('[role="gridcell"]')!;
    await expect(empty.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    // Still a cell of the grid: the row keeps one per column.
    await expect(within(ani).getAllByRole('gridcell')).toHaveLength(remarkColumns.length - 1);
  },
};

/** The same grid by keyboard on a card: End reaches the row's buttons, Enter presses one. */
export const PhoneCardsKeyboard: Story = {
  ...atPhoneWidth,
  args: { columns: patientCardColumns, rowActions: patientActions },
  play: async ({ canvas }) => {
    const dedi = canvas.getByRole('row', { name: /Dedi Kurniawan/ });
    await userEvent.click(within(dedi).getByText('RM-0004'));
    // End jumps into the row's first button; arrows move between buttons.
    await userEvent.keyboard('{End}');
    await expect(
      within(dedi).getByRole('button', { name: 'Mulai kunjungan Dedi Kurniawan' }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const history = within(dedi).getByRole('button', { name: 'Riwayat Dedi Kurniawan' });
    await expect(history).toHaveFocus();
    await expect(history).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(onCardHistory).toHaveBeenLastCalledWith('p4');
    // Up to the card above it.
    await userEvent.keyboard('{ArrowUp}');
    const citra = canvas.getByRole('row', { name: /Citra Lestari/ });
    await waitFor(() => expect(citra.contains(document.activeElement)).toBe(true));
  },
};

/** Long names, addresses and allergies wrap inside the card instead of widening it. */
export const PhoneCardsLongContent: Story = {
  ...atPhoneWidth,
  args: {
    rows: [LONG_PATIENT, ...SAMPLE_PATIENTS],
    columns: patientCardColumns,
    rowActions: patientActions,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    const address = canvas.getByText(LONG_PATIENT.address);
    await expect(inViewSideways(address)).toBe(true);
    await expect(address.getBoundingClientRect().height).toBeGreaterThan(40);
    const row = canvas.getByRole('row', { name: new RegExp(LONG_PATIENT.name) });
    await expect(inViewSideways(within(row).getByRole('rowheader'))).toBe(true);
  },
};

/**
 * A column the card leaves off (the running number), and amounts and badges as pairs; the
 * active-visit list's row opens the assessment from anywhere on the card.
 */
export const PhoneCardsVisits: Story = {
  ...atPhoneWidth,
  args: {
    'aria-label': 'Kunjungan aktif',
    columns: [
      { key: 'sequence', header: 'No.', cell: (_p, index) => index + 1, card: 'hidden' },
      { key: 'name', header: 'Nama', cell: (p) => p.name, isSortable: true, isRowHeader: true },
      {
        key: 'status',
        header: 'Status',
        cell: (p) => <StatusBadge status={p.status} />,
        card: 'first',
      },
      {
        key: 'allergies',
        header: 'Alergi',
        cell: (p) => <AllergyTags allergies={p.allergies} />,
        card: 'first',
      },
      {
        key: 'balance',
        header: 'Tagihan',
        cell: (p) => <Currency amount={p.balance} />,
        align: 'end',
      },
    ],
    onRowAction: fn(),
    rowActions: (p) => (
      <Button size="sm" variant="ghost" aria-label={`Asesmen ${p.name}`}>
        Asesmen
      </Button>
    ),
  },
  play: async ({ canvas, args }) => {
    const citra = canvas.getByRole('row', { name: /Citra Lestari/ });
    // Left off the card, still in the grid for a screen reader's table commands.
    await expect(within(citra).getByText('3')).not.toBeVisible();
    await expect(within(citra).getByText('Belum Bayar')).toBeVisible();
    await expect(within(citra).getByText('-Rp25.000')).toBeVisible();
    await userEvent.click(within(citra).getByText('-Rp25.000'));
    await expect(args.onRowAction).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'p3' }));
  },
};

/** The width of the table decides, not the screen's: in a narrow pane on a desktop it shows cards. */
export const NarrowPaneCards: Story = {
  args: { columns: patientCardColumns, rowActions: patientActions },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <PatientTable {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid');
    await expect(grid.parentElement!.scrollWidth).toBeLessThanOrEqual(
      grid.parentElement!.clientWidth,
    );
    await expect(
      within(canvas.getByRole('row', { name: /Budi Santoso/ })).getByText('Alamat'),
    ).toBeVisible();
  },
};

export const PhoneCardsEnglishEmpty: Story = {
  ...atPhoneWidth,
  globals: { ...atPhoneWidth.globals, locale: 'en' },
  args: { 'aria-label': 'Patients', rows: [], rowActions: patientActions },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No data' })).toBeVisible();
  },
};
