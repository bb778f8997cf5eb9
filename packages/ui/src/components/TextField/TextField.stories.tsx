import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Form/TextField',
  component: TextField,
  args: { label: 'Nama lengkap', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'Sesuai KTP', autoComplete: 'name' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Nama lengkap' });
    await expect(input).toHaveAccessibleDescription('Sesuai KTP');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Siti Rahma');
    await expect(input).toHaveValue('Siti Rahma');
    await expect(args.onChange).toHaveBeenLastCalledWith('Siti Rahma');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Siti Rahma' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nama lengkap' });
    await expect(input).toHaveValue('Siti Rahma');
    await userEvent.clear(input);
    await expect(input).toHaveValue('');
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    return (
      <>
        <TextField {...args} value={value} onChange={setValue} type="email" label="Email" />
        <p>Nilai: {value}</p>
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'siti@klinik.id');
    await expect(canvas.getByText('Nilai: siti@klinik.id')).toBeVisible();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Nama lengkap/ })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, defaultValue: 'S', errorMessage: 'Nama minimal 2 huruf' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Nama lengkap/ });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Nama minimal 2 huruf');
    await expect(canvas.getByText('Nama minimal 2 huruf')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Siti Rahma' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nama lengkap' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'Siti Rahma' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Nama lengkap' });
    await userEvent.type(input, 'xyz');
    await expect(input).toHaveValue('Siti Rahma');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    label: 'Alamat lengkap sesuai kartu identitas termasuk RT, RW, kelurahan dan kecamatan',
    description:
      'Tulis alamat lengkap agar petugas dapat mengirim hasil pemeriksaan dan tagihan ke alamat yang benar.',
    defaultValue:
      'Jl. Jenderal Sudirman Kav. 52-53, RT 005 RW 003, Senayan, Kebayoran Baru, Jakarta Selatan',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Alamat lengkap/ })).toBeVisible();
  },
};
