import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Blocks/PageHeader',
  component: PageHeader,
  args: { title: 'Semua Pasien' },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Semua Pasien' }),
    ).toBeVisible();
  },
};

export const WithDescriptionAndActions: Story = {
  args: {
    description: 'Daftar semua pasien yang pernah berkunjung ke klinik.',
    actions: <Button href="#tambah">Tambah Pasien</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/pernah berkunjung/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tambah Pasien' })).toBeVisible();
  },
};

export const Level1: Story = {
  args: { level: 1, title: 'Profil Bisnis' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const LongTitle: Story = {
  args: {
    title:
      'Riwayat kunjungan Raden Ayu Siti Nurhaliza Kusumawardhani Prawirodirdjo sejak Januari 2020',
    description: 'Semua kunjungan, diagnosis, dan tindakan.',
    actions: (
      <>
        <Button variant="secondary">Cetak</Button>
        <Button>Mulai Kunjungan</Button>
      </>
    ),
  },
};
