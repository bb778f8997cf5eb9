import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = { title: 'Blocks/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Memuat' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const WithVisibleLabel: Story = {
  args: { label: 'Memuat daftar pasien', showLabel: true, size: 'lg' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Memuat daftar pasien' })).toBeVisible();
    await expect(canvas.getByText('Memuat daftar pasien')).toBeVisible();
  },
};

export const Small: Story = {
  args: { size: 'sm', label: 'Menyimpan' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Menyimpan' }),
    ).toBeVisible();
  },
};
