import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = { title: 'Blocks/EmptyState', component: EmptyState } satisfies Meta<
  typeof EmptyState
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoData: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Tidak ada data' }),
    ).toBeVisible();
  },
};

const onAdd = fn();

export const WithAction: Story = {
  args: {
    icon: 'patient',
    title: 'Belum ada pasien',
    text: 'Pasien yang didaftarkan akan muncul di sini.',
    action: <Button onPress={onAdd}>Tambah Pasien</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pasien yang didaftarkan akan muncul di sini.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tambah Pasien' }));
    await expect(onAdd).toHaveBeenCalled();
  },
};

export const SearchWithoutResults: Story = {
  args: {
    icon: 'inbox',
    title: 'Pencarian tidak ditemukan',
    text: 'Coba kata kunci lain atau ubah filter tanggal.',
  },
};
