import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  canSearch,
  defaultDateRangeFilter,
  type DateRangeFilter as DateRangeFilterValue,
} from '@praktik/domain/dates/date-range-filter';
import { FilterBar } from '../FilterBar/FilterBar';
import { Select } from '../Select/Select';
import { DateRangeFilter } from './DateRangeFilter';

const TODAY = '2026-11-23';

const meta = {
  title: 'Tables/DateRangeFilter',
  component: DateRangeFilter,
  args: {
    defaultValue: defaultDateRangeFilter(TODAY),
    onChange: fn(),
    onSearch: fn(),
    minYear: 2020,
    maxYear: 2027,
  },
} satisfies Meta<typeof DateRangeFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the user reads in a date field, without the invisible direction marks. */
const shown = (el: HTMLElement) =>
  (el.textContent ?? '').replace(/[\u2066-\u2069\u200e\u200f]/g, '');

const choose = async (button: HTMLElement, option: string) => {
  await userEvent.click(button);
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
};

/** Spec 1 §9: the default is the current month by day. */
export const DefaultCurrentMonth: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: /Cari berdasarkan/ })).toHaveTextContent(
      'Harian',
    );
    await expect(shown(canvas.getByRole('group', { name: 'Tanggal mulai' }))).toContain(
      '01/11/2026',
    );
    await expect(shown(canvas.getByRole('group', { name: 'Tanggal akhir' }))).toContain(
      '30/11/2026',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Cari' }));
    await expect(args.onSearch).toHaveBeenCalledWith({
      periodType: 'day',
      from: '2026-11-01',
      to: '2026-11-30',
    });
  },
};

/** Spec 2 §5: choosing a start after the end clears the end, and Search waits for both. */
export const StartAfterEndClearsEnd: Story = {
  args: { defaultValue: { periodType: 'day', from: '2026-11-01', to: '2026-11-10' } },
  play: async ({ canvas, args }) => {
    const start = canvas.getByRole('group', { name: 'Tanggal mulai' });
    await userEvent.click(within(start).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('15');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      periodType: 'day',
      from: '2026-11-15',
      to: null,
    });
    const end = canvas.getByRole('group', { name: 'Tanggal akhir' });
    await expect(shown(end)).not.toContain('10/11/2026');
    const search = canvas.getByRole('button', { name: 'Cari' });
    await expect(search).toBeDisabled();

    // The end's calendar offers nothing before the start.
    await userEvent.click(within(end).getByRole('button', { name: /Buka kalender/ }));
    await screen.findByRole('dialog');
    const fourteenth = screen.getByRole('button', { name: /14 November 2026/ });
    await expect(fourteenth).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: /20 November 2026/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onChange).toHaveBeenLastCalledWith({
      periodType: 'day',
      from: '2026-11-15',
      to: '2026-11-20',
    });
    await expect(search).toBeEnabled();
  },
};

/** Spec 1 §4: changing the category clears both dates; month pickers replace the days. */
export const ChangeTypeClearsDates: Story = {
  play: async ({ canvas, args }) => {
    await choose(canvas.getByRole('button', { name: /Cari berdasarkan/ }), 'Bulanan');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      periodType: 'month',
      from: null,
      to: null,
    });
    await expect(canvas.queryAllByRole('spinbutton')).toHaveLength(0);
    const start = canvas.getByRole('group', { name: 'Tanggal mulai' });
    await expect(within(start).getByRole('button', { name: /Bulan/ })).toHaveTextContent('Bulan');
    await expect(within(start).getByRole('button', { name: /Tahun/ })).toHaveTextContent('Tahun');
    await expect(canvas.getByRole('button', { name: 'Cari' })).toBeDisabled();
  },
};

/** Months give the first day of the start month and the last day of the end month. */
export const MonthRange: Story = {
  args: { defaultValue: { periodType: 'month', from: null, to: null } },
  play: async ({ canvas, args }) => {
    const start = canvas.getByRole('group', { name: 'Tanggal mulai' });
    await choose(within(start).getByRole('button', { name: /Bulan/ }), 'Maret');
    // Half a month is no date yet.
    await expect(args.onChange).not.toHaveBeenCalled();
    await choose(within(start).getByRole('button', { name: /Tahun/ }), '2026');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      periodType: 'month',
      from: '2026-03-01',
      to: null,
    });

    const end = canvas.getByRole('group', { name: 'Tanggal akhir' });
    // Years before the start cannot be chosen for the end.
    await userEvent.click(within(end).getByRole('button', { name: /Tahun/ }));
    await expect(await screen.findByRole('option', { name: '2025' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(screen.getByRole('option', { name: '2026' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    // In the start's year, months before the start cannot be chosen either.
    await userEvent.click(within(end).getByRole('button', { name: /Bulan/ }));
    await expect(await screen.findByRole('option', { name: 'Februari' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(screen.getByRole('option', { name: 'Mei' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      periodType: 'month',
      from: '2026-03-01',
      to: '2026-05-31',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Cari' }));
    await expect(args.onSearch).toHaveBeenCalledWith({
      periodType: 'month',
      from: '2026-03-01',
      to: '2026-05-31',
    });
  },
};

export const MonthStartAfterEndClearsEnd: Story = {
  args: { defaultValue: { periodType: 'month', from: '2026-03-01', to: '2026-05-31' } },
  play: async ({ canvas, args }) => {
    const start = canvas.getByRole('group', { name: 'Tanggal mulai' });
    const end = canvas.getByRole('group', { name: 'Tanggal akhir' });
    await expect(within(end).getByRole('button', { name: /Bulan/ })).toHaveTextContent('Mei');
    await choose(within(start).getByRole('button', { name: /Bulan/ }), 'Juni');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      periodType: 'month',
      from: '2026-06-01',
      to: null,
    });
    await expect(within(end).getByRole('button', { name: /Bulan/ })).not.toHaveTextContent('Mei');
    await expect(canvas.getByRole('button', { name: 'Cari' })).toBeDisabled();
  },
};

export const YearRange: Story = {
  args: { defaultValue: { periodType: 'year', from: null, to: null } },
  play: async ({ canvas, args }) => {
    const start = canvas.getByRole('group', { name: 'Tanggal mulai' });
    await expect(within(start).queryByRole('button', { name: /Bulan/ })).toBeNull();
    await choose(within(start).getByRole('button', { name: /Tahun/ }), '2024');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      periodType: 'year',
      from: '2024-01-01',
      to: null,
    });
    const end = canvas.getByRole('group', { name: 'Tanggal akhir' });
    await choose(within(end).getByRole('button', { name: /Tahun/ }), '2025');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      periodType: 'year',
      from: '2024-01-01',
      to: '2025-12-31',
    });
    await expect(canvas.getByRole('button', { name: 'Cari' })).toBeEnabled();
  },
};

/** The month and year choices work from the keyboard: open, type ahead, Enter. */
export const KeyboardMonthPicker: Story = {
  args: { defaultValue: { periodType: 'month', from: null, to: null } },
  play: async ({ canvas, args }) => {
    const start = canvas.getByRole('group', { name: 'Tanggal mulai' });
    const month = within(start).getByRole('button', { name: /Bulan/ });
    await userEvent.tab();
    await userEvent.tab();
    await expect(month).toHaveFocus();
    await expect(month).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('Agu');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Agustus' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('2025{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(args.onChange).toHaveBeenLastCalledWith({
      periodType: 'month',
      from: '2025-08-01',
      to: null,
    });
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Cari berdasarkan/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cari' })).toBeDisabled();
    for (const segment of canvas.getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-disabled', 'true');
    }
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { defaultValue: { periodType: 'month', from: '2026-03-01', to: '2026-05-31' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Search by/ })).toHaveTextContent('Monthly');
    const start = canvas.getByRole('group', { name: 'Start date' });
    await expect(within(start).getByRole('button', { name: /Month/ })).toHaveTextContent('March');
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeEnabled();
  },
};

/** Spec 1 §2.13: the visit history filters in a FilterBar; Reset goes back to this month. */
function HistoryFilters({ onSearch }: { onSearch: (filter: DateRangeFilterValue) => void }) {
  const [doctor, setDoctor] = useState<string | null>(null);
  const [range, setRange] = useState(() => defaultDateRangeFilter(TODAY));
  return (
    <FilterBar
      onSearch={() => onSearch(range)}
      isSearchDisabled={!canSearch(range)}
      onExport={() => undefined}
      onReset={() => {
        setDoctor(null);
        setRange(defaultDateRangeFilter(TODAY));
      }}
    >
      <Select
        label="Dokter"
        items={[
          { id: 'd1', label: 'dr. Sari' },
          { id: 'd2', label: 'dr. Bambang' },
        ]}
        selectedKey={doctor}
        onSelectionChange={setDoctor}
      />
      <DateRangeFilter value={range} onChange={setRange} minYear={2020} maxYear={2027} />
    </FilterBar>
  );
}

export const InFilterBar: Story = {
  render: (args) => <HistoryFilters onSearch={args.onSearch!} />,
  play: async ({ canvas, args }) => {
    const search = canvas.getByRole('button', { name: 'Cari' });
    await expect(search).toBeEnabled();
    await choose(canvas.getByRole('button', { name: /Cari berdasarkan/ }), 'Tahunan');
    await expect(search).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(canvas.getByRole('button', { name: /Cari berdasarkan/ })).toHaveTextContent(
      'Harian',
    );
    await expect(search).toBeEnabled();
    await userEvent.click(search);
    await expect(args.onSearch).toHaveBeenCalledWith({
      periodType: 'day',
      from: '2026-11-01',
      to: '2026-11-30',
    });
  },
};
