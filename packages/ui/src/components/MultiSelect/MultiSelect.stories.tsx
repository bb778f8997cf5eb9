import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { MultiSelect } from './MultiSelect';

const services = [
  { id: 'gigi', label: 'Perawatan gigi' },
  { id: 'kulit', label: 'Perawatan kulit' },
  { id: 'umum', label: 'Dokter umum' },
  { id: 'lab', label: 'Laboratorium' },
];

const meta = {
  title: 'Form/MultiSelect',
  component: MultiSelect,
  args: { label: 'Layanan', items: services, onChange: fn() },
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'Pilih semua layanan klinik' },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Layanan$/ });
    await expect(trigger).toHaveTextContent('Pilih satu atau lebih');
    // Keyboard only: open, toggle two options with Enter/Space, close with Escape.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Perawatan gigi' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['gigi']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown} ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['gigi', 'umum']);
    await expect(screen.getByRole('option', { name: 'Dokter umum' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('2 dipilih');
    // The choices show as tags; each can be removed by keyboard.
    const tags = canvas.getByRole('grid', { name: 'Pilihan' });
    await expect(tags).toHaveTextContent('Perawatan gigi');
    await expect(tags).toHaveTextContent('Dokter umum');
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: /Perawatan gigi/ })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['umum']);
    await expect(trigger).toHaveTextContent('1 dipilih');
  },
};

export const Filled: Story = {
  args: { defaultSelectedKeys: ['gigi', 'lab'] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: /Layanan$/ })).toHaveTextContent('2 dipilih');
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus Laboratorium' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['gigi']);
    await expect(canvas.queryByRole('row', { name: /Laboratorium/ })).not.toBeInTheDocument();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [keys, setKeys] = useState<string[]>(['kulit']);
    return (
      <>
        <MultiSelect {...args} selectedKeys={keys} onChange={setKeys} />
        <p>Dipilih: {keys.join(', ')}</p>
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Layanan$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Perawatan gigi' }));
    await expect(canvas.getByText('Dipilih: gigi, kulit')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const LoadingOptions: Story = {
  args: { items: [], isLoading: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Layanan/ }));
    await expect(await screen.findByRole('listbox')).toHaveTextContent('Memuat pilihan');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Pilih minimal satu layanan' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Layanan$/ })).toHaveAccessibleDescription(
      expect.stringContaining('Pilih minimal satu layanan'),
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKeys: ['gigi'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Layanan$/ })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /Hapus/ })).not.toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: {
    items: Array.from({ length: 24 }, (_, i) => ({
      id: `s${i + 1}`,
      label:
        i === 0
          ? 'Konsultasi dan perawatan estetika wajah dengan dokter spesialis kulit'
          : `Layanan ${i + 1}`,
    })),
    defaultSelectedKeys: Array.from({ length: 12 }, (_, i) => `s${i + 1}`),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(12);
    await expect(canvas.getByRole('button', { name: /Layanan$/ })).toHaveTextContent('12 dipilih');
  },
};

/** Left open so axe also checks the listbox in its popover. */
export const Open: Story = {
  args: { defaultSelectedKeys: ['kulit', 'lab'] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Layanan$/ }));
    await expect(await screen.findByRole('listbox')).toHaveAttribute(
      'aria-multiselectable',
      'true',
    );
    await expect(screen.getByRole('option', { name: 'Laboratorium' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
