import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { DatePicker } from './DatePicker';

const meta = {
  title: 'Form/DatePicker',
  component: DatePicker,
  args: { label: 'Tanggal lahir', onChange: fn() },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the user reads in the field, without the invisible direction marks. */
const shown = (el: HTMLElement) =>
  (el.textContent ?? '').replace(/[\u2066-\u2069\u200e\u200f]/g, '');

export const Default: Story = {
  args: { description: 'Format HH/BB/TTTT' },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: /Tanggal lahir/ });
    const segments = canvas.getAllByRole('spinbutton');
    await expect(segments).toHaveLength(3);
    // Type the date segment by segment: day, month, year.
    await userEvent.tab();
    await expect(segments[0]).toHaveFocus();
    await userEvent.keyboard('05031990');
    await expect(args.onChange).toHaveBeenLastCalledWith('1990-03-05');
    await expect(shown(group)).toContain('05/03/1990');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Date of birth', defaultValue: '1990-03-05' },
  play: async ({ canvas }) => {
    // en-GB reads day/month/year too.
    await expect(shown(canvas.getByRole('group', { name: /Date of birth/ }))).toContain(
      '05/03/1990',
    );
    await expect(canvas.getByRole('button', { name: /Open calendar/ })).toBeVisible();
  },
};

export const PickFromCalendar: Story = {
  args: { defaultValue: '2026-11-10' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Buka kalender/ }));
    const dialog = await screen.findByRole('dialog', { name: /Kalender/ });
    await expect(dialog).toBeVisible();
    // The selected day has focus; move a week on with the keyboard and choose it.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /10 November 2026/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-17');
    await expect(shown(canvas.getByRole('group', { name: /Tanggal lahir/ }))).toContain(
      '17/11/2026',
    );
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string | null>('2000-01-31');
    return (
      <>
        <DatePicker {...args} value={value} onChange={setValue} />
        <p>Nilai: {value ?? '-'}</p>
      </>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nilai: 2000-01-31')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByText('Nilai: 2000-01-01')).toBeVisible();
  },
};

export const MinMax: Story = {
  args: {
    label: 'Tanggal kunjungan',
    minValue: '2026-11-01',
    maxValue: '2026-11-30',
    defaultValue: '2026-11-15',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Buka kalender/ }));
    await screen.findByRole('dialog');
    await expect(screen.getByRole('button', { name: 'Bulan berikutnya' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Bulan sebelumnya' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Tanggal lahir wajib diisi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tanggal lahir wajib diisi')).toBeVisible();
    for (const segment of canvas.getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-invalid', 'true');
      await expect(segment).toHaveAccessibleDescription(
        expect.stringContaining('Tanggal lahir wajib diisi'),
      );
    }
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '1990-03-05' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Buka kalender/ })).toBeDisabled();
    for (const segment of canvas.getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-disabled', 'true');
    }
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: '1990-03-05' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(shown(canvas.getByRole('group', { name: /Tanggal lahir/ }))).toContain(
      '05/03/1990',
    );
  },
};

/** Left open so axe also checks the calendar dialog. */
export const CalendarOpen: Story = {
  args: { defaultValue: '2026-11-10' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Buka kalender/ }));
    await expect(await screen.findByRole('grid')).toBeVisible();
  },
};
