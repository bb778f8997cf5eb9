import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FILTER_DEBOUNCE_MS } from '@praktik/domain/tables/table-query';
import { withFakeClock } from '../../test/fake-clock';
import { Select } from '../Select/Select';
import { FilterBar } from './FilterBar';
import type { FilterField, FilterValues } from './filter-bar-options';

/** Spec 1 §2.9: the patient list filters. */
const patientFilters: FilterField[] = [
  { kind: 'text', name: 'name', label: 'Nama' },
  { kind: 'text', name: 'phoneNumber', label: 'No. Telepon', type: 'tel', inputMode: 'tel' },
  { kind: 'date', name: 'dateOfBirth', label: 'Tanggal Lahir' },
  { kind: 'text', name: 'address', label: 'Alamat' },
];

const genderFilter: FilterField = {
  kind: 'select',
  name: 'gender',
  label: 'Jenis Kelamin',
  items: [
    { id: 'MALE', label: 'Laki-laki' },
    { id: 'FEMALE', label: 'Perempuan' },
  ],
};

const meta = {
  title: 'Tables/FilterBar',
  component: FilterBar,
  args: {
    fields: patientFilters,
    onChange: fn(),
    onReset: fn(),
  },
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 1 §4: a text filter applies once the user has stopped typing for 1 second. */
export const DebouncedTyping: Story = {
  play: ({ canvas, args }) =>
    withFakeClock(async ({ tick, user }) => {
      const name = canvas.getByRole('textbox', { name: 'Nama' });
      await user.type(name, 'Bu');
      // A pause in the middle of the word, just short of the wait, applies nothing.
      await tick(FILTER_DEBOUNCE_MS - 1);
      await expect(args.onChange).not.toHaveBeenCalled();
      await user.type(name, 'di');
      await expect(name).toHaveValue('Budi');
      // The wait starts again at the last key: nothing a moment before it ends…
      await tick(FILTER_DEBOUNCE_MS - 1);
      await expect(args.onChange).not.toHaveBeenCalled();
      // …then one report with the whole word, not one per key.
      await tick(1);
      await expect(args.onChange).toHaveBeenCalledTimes(1);
      await expect(args.onChange).toHaveBeenLastCalledWith({
        name: 'Budi',
        phoneNumber: '',
        dateOfBirth: '',
        address: '',
      });
      await tick(FILTER_DEBOUNCE_MS * 2);
      await expect(args.onChange).toHaveBeenCalledTimes(1);
    }),
};

/** The wait is a prop, so a story or a test can shorten it. */
export const ShortDebounce: Story = {
  args: { debounceMs: 100 },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Alamat' }), 'Bandung');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ address: 'Bandung' }),
      ),
    );
  },
};

export const SeveralFields: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nama' }), 'Ani');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Alamat' }), 'Jakarta');
    await waitFor(
      () =>
        expect(args.onChange).toHaveBeenLastCalledWith(
          expect.objectContaining({ name: 'Ani', address: 'Jakarta' }),
        ),
      { timeout: 3000 },
    );
  },
};

/** A date reports as soon as it is whole; a half-typed one reports nothing. */
export const DateReportsAtOnce: Story = {
  play: async ({ canvas, args }) => {
    const [day] = canvas.getAllByRole('spinbutton');
    await userEvent.click(day!);
    await userEvent.keyboard('0503');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('1990');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ dateOfBirth: '1990-03-05' }),
    );
  },
};

export const SelectReportsAtOnce: Story = {
  args: { fields: [...patientFilters, genderFilter] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Jenis Kelamin/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Perempuan' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ gender: 'FEMALE' }),
    );
  },
};

/** Enter applies the typed filter without waiting. */
export const EnterAppliesAtOnce: Story = {
  play: ({ canvas, args }) =>
    withFakeClock(async ({ tick, user }) => {
      await user.type(canvas.getByRole('textbox', { name: 'Nama' }), 'Citra{Enter}');
      await expect(args.onChange).toHaveBeenCalledTimes(1);
      await expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ name: 'Citra' }),
      );
      // The pending report was replaced, not added to.
      await tick(FILTER_DEBOUNCE_MS * 2);
      await expect(args.onChange).toHaveBeenCalledTimes(1);
    }),
};

/** Spec 1 §2.9: Reset clears all four filters. */
export const ResetClearsAll: Story = {
  args: {
    fields: [...patientFilters, genderFilter],
    defaultValues: {
      name: 'Budi',
      phoneNumber: '0812',
      dateOfBirth: '1985-03-12',
      address: 'Bandung',
      gender: 'MALE',
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Nama' })).toHaveValue('Budi');
    await expect(canvas.getByRole('button', { name: /Jenis Kelamin/ })).toHaveTextContent(
      'Laki-laki',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      name: '',
      phoneNumber: '',
      dateOfBirth: '',
      address: '',
      gender: '',
    });
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    for (const box of canvas.getAllByRole('textbox')) await expect(box).toHaveValue('');
    for (const segment of canvas.getAllByRole('spinbutton')) {
      await expect(segment).not.toHaveAttribute('aria-valuenow');
    }
    await expect(canvas.getByRole('button', { name: /Jenis Kelamin/ })).toHaveTextContent(
      'Pilih salah satu',
    );
  },
};

/** Reset while a report is pending: the typed text never arrives after the reset. */
export const ResetWhileTyping: Story = {
  play: ({ canvas, args }) =>
    withFakeClock(async ({ tick, user }) => {
      await user.type(canvas.getByRole('textbox', { name: 'Nama' }), 'Dedi');
      await user.click(canvas.getByRole('button', { name: 'Reset' }));
      await tick(FILTER_DEBOUNCE_MS * 2);
      await expect(args.onChange).toHaveBeenCalledTimes(1);
      await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: '' }));
    }),
};

const onAdd = fn();

/** The patient list: Add patient and Reset. */
export const PatientList: Story = {
  args: { addLabel: 'Tambah Pasien', onAdd },
  play: async ({ canvas }) => {
    const search = canvas.getByRole('search', { name: 'Filter' });
    await expect(within(search).getAllByRole('textbox')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: 'Cari' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Tambah Pasien' }));
    await expect(onAdd).toHaveBeenCalled();
  },
};

export const AddAsLink: Story = {
  args: { addLabel: 'Tambah Pasien', addHref: '#/patient/add-patient' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Tambah Pasien' })).toHaveAttribute(
      'href',
      '#/patient/add-patient',
    );
  },
};

const onSearch = fn();
const onExport = fn();

/** Fields the parent controls go in as children; Reset tells the parent to clear them. */
function HistoryFilters(args: Parameters<typeof FilterBar>[0]) {
  const [doctor, setDoctor] = useState<string | null>(null);
  return (
    <FilterBar
      {...args}
      fields={[]}
      isSearchDisabled={doctor === null}
      onReset={() => {
        setDoctor(null);
        args.onReset?.();
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
    </FilterBar>
  );
}

export const SearchExportAndChildren: Story = {
  args: { onSearch, onExport },
  render: (args) => <HistoryFilters {...args} />,
  play: async ({ canvas, args }) => {
    const search = canvas.getByRole('button', { name: 'Cari' });
    await expect(search).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Dokter/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'dr. Sari' }));
    await expect(search).toBeEnabled();
    await userEvent.click(search);
    await expect(onSearch).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Ekspor' }));
    await expect(onExport).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(args.onReset).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: /Dokter/ })).toHaveTextContent(
      'Pilih salah satu',
    );
    await expect(search).toBeDisabled();
  },
};

export const ExportPending: Story = {
  args: { onExport, isExportPending: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Ekspor/ });
    await expect(within(button).getByRole('progressbar')).toBeInTheDocument();
  },
};

/** The parent replaces the filters (e.g. from the address bar): the fields follow. */
export const Controlled: Story = {
  render: function Render(args) {
    const [values, setValues] = useState<FilterValues>({ name: 'Ani' });
    return (
      <>
        <FilterBar {...args} values={values} onChange={setValues} />
        <button type="button" onClick={() => setValues({ name: 'Citra', address: 'Surabaya' })}>
          Buka pencarian tersimpan
        </button>
        <p>Filter: {JSON.stringify(values)}</p>
      </>
    );
  },
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Nama' });
    await expect(name).toHaveValue('Ani');
    await userEvent.click(canvas.getByRole('button', { name: 'Buka pencarian tersimpan' }));
    await expect(name).toHaveValue('Citra');
    await expect(canvas.getByRole('textbox', { name: 'Alamat' })).toHaveValue('Surabaya');
    await userEvent.clear(name);
    await userEvent.type(name, 'Dewi');
    await waitFor(() => expect(canvas.getByText(/"name":"Dewi"/)).toBeVisible());
    await expect(name).toHaveValue('Dewi');
  },
};

export const Keyboard: Story = {
  args: { onSearch, addLabel: 'Tambah Pasien', onAdd },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const name = canvas.getByRole('textbox', { name: 'Nama' });
    await expect(name).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'No. Telepon' })).toHaveFocus();
    // The date's three segments and its calendar button, then the address.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Alamat' })).toHaveFocus();
    await userEvent.tab();
    const search = canvas.getByRole('button', { name: 'Cari' });
    await expect(search).toHaveFocus();
    await expect(search).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reset' })).toHaveFocus();
  },
};

/** A phone: one field per row, buttons wrap. */
export const Narrow: Story = {
  args: { onSearch, onExport, addLabel: 'Tambah Pasien', onAdd },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <FilterBar {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Nama' });
    const phone = canvas.getByRole('textbox', { name: 'No. Telepon' });
    await expect(phone.getBoundingClientRect().top).toBeGreaterThan(
      name.getBoundingClientRect().bottom,
    );
    const bar = canvas.getByRole('search');
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth + 1);
  },
};

export const LongLabels: Story = {
  args: {
    fields: [
      {
        kind: 'text',
        name: 'name',
        label: 'Nama lengkap pasien sesuai kartu identitas (KTP/Paspor)',
      },
      { kind: 'text', name: 'address', label: 'Alamat' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', {
        name: 'Nama lengkap pasien sesuai kartu identitas (KTP/Paspor)',
      }),
    ).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: [{ kind: 'text', name: 'name', label: 'Name' }],
    onSearch,
    onExport,
    onAdd,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: 'Filters' })).toBeVisible();
    for (const name of ['Search', 'Reset', 'Export', 'Add']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
  },
};
