import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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

/**
 * A step that replaces the one the focus was on: its heading takes the focus, so the keyboard
 * goes on from there and a screen reader reads the new step's name instead of nothing.
 */
export const FocusedWhenItAppears: Story = {
  args: { children: 'Data pasien' },
  render: function Render(args) {
    const [step, setStep] = useState(1);
    return step === 1 ? (
      <button type="button" onClick={() => setStep(2)}>
        Lanjut
      </button>
    ) : (
      <>
        <Heading {...args} level={2} autoFocus />
        <input aria-label="Nama" />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const heading = canvas.getByRole('heading', { level: 2, name: 'Data pasien' });
    await waitFor(() => expect(heading).toHaveFocus());
    // Focusable by script only: Tab goes on to the step's first field, not back to the heading.
    await expect(heading).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Nama' })).toHaveFocus();
  },
};
