import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from './Heading';

const meta = {
  title: 'Blocks/Heading',
  component: Heading,
  args: { children: 'Kunjungan Aktif' },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Level1: Story = {
  args: { level: 1 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Kunjungan Aktif' }),
    ).toBeVisible();
  },
};

export const Level2Small: Story = {
  args: { level: 2, size: 'sm', children: 'Data pasien' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Data pasien' }),
    ).toBeVisible();
  },
};

export const AllLevels: Story = {
  render: () => (
    <div>
      <Heading level={1}>Heading 1: Riwayat Kunjungan</Heading>
      <Heading level={2}>Heading 2: Data pasien</Heading>
      <Heading level={3}>Heading 3: Alergi</Heading>
      <Heading level={4}>Heading 4: Catatan</Heading>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading')).toHaveLength(4);
  },
};

export const LongText: Story = {
  args: {
    level: 2,
    children:
      'Laporan kunjungan dokter untuk Klinik Pratama Sehat Sentosa Abadi cabang Jalan Jenderal Sudirman Kav. 52-53 Jakarta Selatan',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible();
  },
};
