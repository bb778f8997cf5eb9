import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Form/TextArea',
  component: TextArea,
  args: { label: 'Catatan', onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'Keluhan utama pasien' },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Catatan' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard('Sakit gigi{Enter}sejak dua hari');
    await expect(box).toHaveValue('Sakit gigi\nsejak dua hari');
    await expect(args.onChange).toHaveBeenLastCalledWith('Sakit gigi\nsejak dua hari');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Catatan wajib diisi' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: /Catatan/ });
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription('Catatan wajib diisi');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Kontrol ulang minggu depan' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Catatan' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'Kontrol ulang minggu depan' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Catatan' });
    await userEvent.type(box, '!!!');
    await expect(box).toHaveValue('Kontrol ulang minggu depan');
  },
};

export const LongContent: Story = {
  args: {
    defaultValue: Array.from(
      { length: 12 },
      (_, i) => `Baris ${i + 1}: pasien melaporkan nyeri ringan setelah tindakan.`,
    ).join('\n'),
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Catatan' });
    await expect(box.value).toContain('Baris 12');
    // Long notes scroll inside the box instead of pushing the page.
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
  },
};
