import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from './Card';

const meta = {
  title: 'Blocks/Card',
  component: Card,
  args: { children: <p style={{ margin: 0 }}>Siti Rahmawati, 34 tahun. Alergi: penisilin.</p> },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Siti Rahmawati/)).toBeVisible();
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

export const WithTitleAndActions: Story = {
  args: {
    title: 'Data Pasien',
    actions: (
      <Button variant="secondary" size="sm">
        Ubah
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Data Pasien' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ubah' })).toBeVisible();
  },
};

export const WithFooter: Story = {
  args: {
    title: 'Catatan Kunjungan',
    footer: (
      <>
        <Button variant="secondary">Batal</Button>
        <Button>Simpan</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Simpan' })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    title:
      'Ringkasan kunjungan pasien dengan nama yang sangat panjang sekali: Raden Ayu Siti Nurhaliza Kusumawardhani Prawirodirdjo',
    children: <p style={{ margin: 0 }}>{'Keluhan pasien tercatat lengkap. '.repeat(30)}</p>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible();
  },
};

/** A card that replaces what the focus was on (a form's next step) can take it on its title. */
export const TitleTakesFocus: Story = {
  args: { title: 'Data pasien', titleAutoFocus: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Data pasien' }),
    ).toHaveFocus();
  },
};
