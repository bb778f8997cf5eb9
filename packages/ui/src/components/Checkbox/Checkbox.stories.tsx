import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Form/Checkbox',
  component: Checkbox,
  args: { children: 'Ingat saya', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Ingat saya' });
    await expect(box).not.toBeChecked();
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('Ingat saya'));
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Ingat saya' })).toBeChecked();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [on, setOn] = useState(false);
    return (
      <>
        <Checkbox {...args} isSelected={on} onChange={setOn} />
        <p>{on ? 'Ya' : 'Tidak'}</p>
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Ingat saya' }));
    await expect(canvas.getByText('Ya')).toBeVisible();
  },
};

export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'Pilih semua layanan' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Pilih semua layanan' }),
    ).toBePartiallyChecked();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, isRequired: true, children: 'Saya menyetujui syarat dan ketentuan' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: /syarat/ })).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Ingat saya' })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    children:
      'Saya menyatakan bahwa data yang saya isi adalah benar dan saya menyetujui pengolahan data kesehatan saya oleh klinik sesuai dengan kebijakan privasi yang berlaku.',
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Checkbox {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: /Saya menyatakan/ })).toBeInTheDocument();
  },
};
