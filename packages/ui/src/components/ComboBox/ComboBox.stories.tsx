import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox } from './ComboBox';
import type { ComboBoxItem, LoadComboBoxItems } from './combo-box-options';
import { SAMPLE_PATIENTS, searchIn } from './combo-box-sample';

const loadPatients = fn(searchIn(SAMPLE_PATIENTS));
const onChange = fn();

const meta = {
  title: 'Form/ComboBox',
  component: ComboBox<ComboBoxItem>,
  args: { label: 'Pasien', loadItems: loadPatients as LoadComboBoxItems, onChange },
  beforeEach: () => {
    loadPatients.mockClear();
    onChange.mockClear();
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400, minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComboBox<ComboBoxItem>>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: /Pasien/ });

/** Type, wait for the results, choose with the keyboard. */
export const SearchAndChoose: Story = {
  play: async ({ canvasElement }) => {
    const box = input(canvasElement);
    await expect(box).toHaveAttribute('placeholder', 'Ketik untuk mencari');
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard('sit');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: /Siti Aminah/ })).toBeVisible(),
    );
    // (LongerDebounce measures the debounce itself.)
    await expect(loadPatients).toHaveBeenLastCalledWith('sit', expect.any(AbortSignal));
    await expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    await expect(within(listbox).getByRole('option', { name: /Siti Aminah/ })).toHaveTextContent(
      'RM-000123',
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(box).toHaveValue('Siti Nurhaliza');
    await expect(onChange).toHaveBeenLastCalledWith(SAMPLE_PATIENTS[1]);
  },
};

/** While the answer is on its way: a spinner in the field and "Mencari…" in the list. */
export const Loading: Story = {
  args: { loadItems: () => new Promise<readonly ComboBoxItem[]>(() => undefined) },
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), 'budi');
    // The spinner in the field is for the eyes; the list says it in words.
    const spinner = canvasElement.querySelector('[role="progressbar"]');
    await expect(spinner).toBeVisible();
    await expect(spinner).toHaveAttribute('aria-label', 'Mencari…');
    const listbox = await screen.findByRole('listbox');
    await expect(screen.getByRole('status')).toHaveTextContent('Mencari…');
    await expect(within(listbox).getByText('Mencari…')).toBeVisible();
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), 'zulkifli');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByText('Tidak ada hasil')).toBeVisible());
    // Screen readers hear it too.
    await expect(screen.getByRole('status')).toHaveTextContent('Tidak ada hasil');
  },
};

/** The search failed: the list says so; typing again retries. */
export const LoadError: Story = {
  args: { loadItems: fn(() => Promise.reject(new Error('503'))) },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(input(canvasElement), 'siti');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getByText('Gagal memuat pilihan. Coba ketik lagi.')).toBeVisible(),
    );
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
    await userEvent.type(input(canvasElement), 'h');
    await waitFor(() => expect(args.loadItems).toHaveBeenCalledTimes(2));
    await expect(args.loadItems).toHaveBeenLastCalledWith('sitih', expect.any(AbortSignal));
  },
};

/** Only the latest text's answer counts: an earlier, slower request is aborted. */
export const SlowEarlierAnswerIgnored: Story = {
  args: {
    debounceMs: 50,
    loadItems: fn((text: string, signal: AbortSignal) =>
      // The answer for 'a' would take ten minutes: only an abort ends it.
      searchIn(SAMPLE_PATIENTS, text === 'a' ? 600_000 : 50)(text, signal),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const box = input(canvasElement);
    await userEvent.type(box, 'a');
    await waitFor(() => expect(args.loadItems).toHaveBeenCalledTimes(1));
    const first = (args.loadItems as ReturnType<typeof fn>).mock.calls[0]?.[1] as AbortSignal;
    await userEvent.type(box, 'gus');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: /Agus Salim/ })).toBeVisible(),
    );
    await expect(first.aborted).toBe(true);
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
  },
};

const loadCalledAt: number[] = [];
const timedLoadPatients = fn((text: string, signal: AbortSignal) => {
  loadCalledAt.push(performance.now());
  return searchIn(SAMPLE_PATIENTS)(text, signal);
});

/**
 * A debounce of 600 ms: one search, at least 600 ms after the last keystroke. (Measured, not
 * raced against a timer: on a busy machine the test's own timers run late too.)
 */
export const LongerDebounce: Story = {
  args: { debounceMs: 600, loadItems: timedLoadPatients as LoadComboBoxItems },
  play: async ({ canvasElement }) => {
    loadCalledAt.length = 0;
    timedLoadPatients.mockClear();
    const box = input(canvasElement);
    let lastKeystroke = 0;
    box.addEventListener('input', () => {
      lastKeystroke = performance.now();
    });
    await userEvent.type(box, 'bud');
    await waitFor(() => expect(timedLoadPatients).toHaveBeenCalledTimes(1), { timeout: 3000 });
    await expect(timedLoadPatients).toHaveBeenCalledWith('bud', expect.any(AbortSignal));
    await expect((loadCalledAt[0] ?? 0) - lastKeystroke).toBeGreaterThanOrEqual(590);
  },
};

/** A chosen patient: leaving without choosing puts its name back; emptying clears it. */
export const WithChoice: Story = {
  args: { defaultSelectedItem: SAMPLE_PATIENTS[2] },
  play: async ({ canvasElement }) => {
    const box = input(canvasElement);
    await expect(box).toHaveValue('Budi Santoso');
    await userEvent.type(box, 'xx');
    await userEvent.tab();
    await waitFor(() => expect(box).toHaveValue('Budi Santoso'));
    await expect(onChange).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await expect(onChange).toHaveBeenLastCalledWith(null);
    await userEvent.tab();
    await expect(box).toHaveValue('');
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [patient, setPatient] = useState<ComboBoxItem | null>(SAMPLE_PATIENTS[0] ?? null);
    return (
      <>
        <ComboBox {...args} selectedItem={patient} onChange={setPatient} />
        <p>Dipilih: {patient?.id ?? '-'}</p>
        <button type="button" onClick={() => setPatient(SAMPLE_PATIENTS[3] ?? null)}>
          Pilih Agus
        </button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = input(canvasElement);
    await expect(box).toHaveValue('Siti Aminah');
    await userEvent.click(canvas.getByRole('button', { name: 'Pilih Agus' }));
    await expect(box).toHaveValue('Agus Salim');
    await userEvent.clear(box);
    await userEvent.type(box, 'budi');
    await userEvent.click(await screen.findByRole('option', { name: /Budi Santoso/ }));
    await expect(canvas.getByText('Dipilih: p3')).toBeVisible();
    await expect(box).toHaveValue('Budi Santoso');
  },
};

/** Three letters at least before searching (a big patient list). */
export const MinimumLength: Story = {
  args: { minSearchLength: 3 },
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), 'si');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByText('Ketik minimal 3 huruf untuk mencari')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(loadPatients).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Harap pilih pasien' },
  play: async ({ canvasElement }) => {
    const box = input(canvasElement);
    await expect(box).toBeRequired();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(expect.stringContaining('Harap pilih pasien'));
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedItem: SAMPLE_PATIENTS[0] },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeDisabled();
    await expect(input(canvasElement)).toHaveValue('Siti Aminah');
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelectedItem: SAMPLE_PATIENTS[0] },
  play: async ({ canvasElement }) => {
    const box = input(canvasElement);
    await expect(box).toHaveAttribute('readonly');
    await userEvent.type(box, 'x');
    await expect(box).toHaveValue('Siti Aminah');
    await expect(screen.queryByRole('listbox')).toBeNull();
    await expect(loadPatients).not.toHaveBeenCalled();
  },
};

/** Long names and many results: the list scrolls, labels wrap. */
export const LongContent: Story = {
  args: {
    loadItems: searchIn(
      Array.from({ length: 30 }, (_, i) => ({
        id: `p${i}`,
        label:
          i === 0
            ? 'Raden Ajeng Kartika Dewi Puspitasari Wijayakusuma Hadiningrat'
            : `Pasien ke-${i + 1}`,
        description: `RM-${String(i).padStart(6, '0')} · 01/01/1990`,
      })),
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), 'a');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(30));
    await expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight);
    const long = within(listbox).getByRole('option', { name: /Kartika/ });
    await expect(long.scrollWidth).toBeLessThanOrEqual(long.clientWidth);
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: /Pasien ke-30/ })).toHaveAttribute(
        'data-focused',
        'true',
      ),
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const box = input(canvasElement);
    await expect(box).toHaveAttribute('placeholder', 'Type to search');
    await userEvent.type(box, 'zzz');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByText('No results')).toBeVisible());
  },
};
