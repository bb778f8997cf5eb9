import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Form/Switch',
  component: Switch,
  args: { children: 'Tampilkan di halaman reservasi', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Tampilkan di halaman reservasi' });
    await expect(toggle).not.toBeChecked();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const On: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch');
    await expect(toggle).toBeChecked();
    await userEvent.click(canvas.getByText('Tampilkan di halaman reservasi'));
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('Tampilkan di halaman reservasi'));
    await expect(canvas.getByRole('switch')).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    children:
      'Kirim pengingat jadwal kunjungan lewat WhatsApp kepada pasien satu hari sebelum jadwal dan dua jam sebelum jadwal',
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Switch {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: /Kirim pengingat/ })).toBeInTheDocument();
  },
};
