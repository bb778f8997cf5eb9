import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const genders = [
  { id: 'MALE', label: 'Laki-laki' },
  { id: 'FEMALE', label: 'Perempuan' },
];

const meta = {
  title: 'Form/RadioGroup',
  component: RadioGroup,
  args: { label: 'Jenis kelamin', items: genders, onChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'Sesuai KTP' },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Jenis kelamin' });
    await expect(group).toHaveAccessibleDescription('Sesuai KTP');
    await userEvent.tab();
    const male = canvas.getByRole('radio', { name: 'Laki-laki' });
    await expect(male).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith('MALE');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Perempuan' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('FEMALE');
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'FEMALE' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Perempuan' })).toBeChecked();
    await userEvent.click(canvas.getByText('Laki-laki'));
    await expect(canvas.getByRole('radio', { name: 'Laki-laki' })).toBeChecked();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Jenis kelamin wajib diisi' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: /Jenis kelamin/ });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Jenis kelamin wajib diisi');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'MALE' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'MALE' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('Perempuan'));
    await expect(canvas.getByRole('radio', { name: 'Laki-laki' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    label: 'Metode pembayaran',
    items: [
      { id: 'cash', label: 'Tunai di kasir klinik pada hari kunjungan' },
      {
        id: 'transfer',
        label: 'Transfer bank (BCA, Mandiri, BNI, BRI) dengan konfirmasi bukti transfer',
      },
      { id: 'bpjs', label: 'BPJS Kesehatan', isDisabled: true },
      { id: 'insurance', label: 'Asuransi swasta' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(4);
    await expect(canvas.getByRole('radio', { name: 'BPJS Kesehatan' })).toBeDisabled();
  },
};
