import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { atPhoneWidth } from '../../test/story-viewports';
import { ColumnChooser, type ColumnChooserProps } from './ColumnChooser';

const COLUMNS = [
  { id: 'date', label: 'Tanggal' },
  { id: 'receipt', label: 'No. Kwitansi', isFixed: true },
  { id: 'patient', label: 'Pasien' },
  { id: 'item', label: 'Item' },
  { id: 'discount', label: 'Diskon' },
  { id: 'total', label: 'Total Pembayaran' },
];
const DEFAULTS = ['date', 'receipt', 'patient', 'total'];

/** As a page holds it: the choice in its state, a reset back to its defaults. */
function Chooser({
  onChange,
  onReset,
  ...props
}: Omit<ColumnChooserProps, 'selectedKeys'> & { initial?: string[] }) {
  const { initial = DEFAULTS, ...rest } = props;
  const [shown, setShown] = useState<string[]>(initial);
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', flexDirection: 'column', gap: 8 }}>
      <ColumnChooser
        {...rest}
        selectedKeys={shown}
        onChange={(keys) => {
          setShown(keys);
          onChange(keys);
        }}
        onReset={
          onReset
            ? () => {
                setShown(DEFAULTS);
                onReset();
              }
            : undefined
        }
      />
      <p data-testid="shown">{shown.join(',')}</p>
    </div>
  );
}

const meta = {
  title: 'Tables/ColumnChooser',
  component: Chooser,
  args: { columns: COLUMNS, onChange: fn(), onReset: fn() },
} satisfies Meta<typeof Chooser>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Kolom' });

/** Ticking a column adds it in the table's order; the fixed column cannot be unticked. */
export const Default: Story = {
  args: { description: 'Cetak dan ekspor tetap memuat semua kolom.' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /^Kolom/ });
    await expect(button).toHaveTextContent('4/6');
    await expect(button).toHaveAccessibleName('Kolom 4/6');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const popover = within(await dialog());
    const group = popover.getByRole('group', { name: 'Kolom yang ditampilkan' });
    await expect(group).toHaveAccessibleDescription('Cetak dan ekspor tetap memuat semua kolom.');
    await expect(popover.getByRole('checkbox', { name: 'Pasien' })).toBeChecked();
    await expect(popover.getByRole('checkbox', { name: 'Diskon' })).not.toBeChecked();
    await expect(popover.getByRole('checkbox', { name: 'No. Kwitansi' })).toBeDisabled();
    await expect(popover.getByRole('checkbox', { name: 'No. Kwitansi' })).toBeChecked();

    await userEvent.click(popover.getByText('Diskon'));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      'date',
      'receipt',
      'patient',
      'discount',
      'total',
    ]);
    await expect(popover.getByRole('checkbox', { name: 'Diskon' })).toBeChecked();
    await expect(button).toHaveTextContent('5/6');

    await userEvent.click(popover.getByText('Pasien'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['date', 'receipt', 'discount', 'total']);
    // The disabled box ignores a click: the row's name stays.
    await userEvent.click(popover.getByText('No. Kwitansi'));
    await expect(canvas.getByTestId('shown')).toHaveTextContent('date,receipt,discount,total');
  },
};

/** By keyboard: Enter opens, Tab and Space tick, Escape closes back onto the button. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /^Kolom/ });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const opened = await dialog();
    const popover = within(opened);
    // Focus moves onto the dialog; Tab reaches its first box.
    await waitFor(() => expect(opened).toHaveFocus());
    await userEvent.tab();
    await expect(popover.getByRole('checkbox', { name: 'Tanggal' })).toHaveFocus();
    // The fixed box is skipped: Tab goes on to the patient.
    await userEvent.tab();
    await expect(popover.getByRole('checkbox', { name: 'Pasien' })).toHaveFocus();
    await userEvent.tab();
    await expect(popover.getByRole('checkbox', { name: 'Item' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      'date',
      'receipt',
      'patient',
      'item',
      'total',
    ]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    await expect(button).toHaveTextContent('5/6');
  },
};

/** The reset goes back to the page's own columns. */
export const Reset: Story = {
  args: { initial: ['date', 'receipt', 'discount'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Kolom/ }));
    const popover = within(await dialog());
    await userEvent.click(popover.getByRole('button', { name: 'Kembali ke kolom bawaan' }));
    await expect(args.onReset).toHaveBeenCalledOnce();
    await expect(popover.getByRole('checkbox', { name: 'Diskon' })).not.toBeChecked();
    await expect(popover.getByRole('checkbox', { name: 'Pasien' })).toBeChecked();
  },
};

/** Without `onReset` there is no reset button. */
export const WithoutReset: Story = {
  args: { onReset: undefined },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Kolom/ }));
    const popover = within(await dialog());
    await expect(popover.getAllByRole('checkbox')).toHaveLength(COLUMNS.length);
    await expect(popover.queryByRole('button')).toBeNull();
  },
};

/** The component's own words follow the locale. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /^Columns/ });
    await expect(button).toHaveAccessibleName('Columns 4/6');
    await userEvent.click(button);
    const popover = within(await screen.findByRole('dialog', { name: 'Columns' }));
    await expect(popover.getByRole('group', { name: 'Columns shown' })).toBeVisible();
    await expect(
      popover.getByRole('button', { name: 'Back to the default columns' }),
    ).toBeVisible();
  },
};

/** On a phone the popover stays on the screen, its boxes in reach. */
export const Phone: Story = {
  ...atPhoneWidth,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Kolom/ }));
    const popover = await dialog();
    const box = popover.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(popover).getByRole('checkbox', { name: 'Total Pembayaran' })).toBeVisible();
  },
};
