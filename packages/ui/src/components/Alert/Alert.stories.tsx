import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Alert, type AlertProps } from './Alert';
import { ALERT_TONES } from './alert-options';

const meta = {
  title: 'Blocks/Alert',
  component: Alert,
  args: { children: 'Data yang sudah dihapus tidak dapat dikembalikan.' },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: { tone: 'info', title: 'Informasi' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Informasi');
  },
};

export const Success: Story = {
  args: { tone: 'success', children: 'Data berhasil disimpan.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Data berhasil disimpan.',
    );
  },
};

export const Warning: Story = {
  args: { tone: 'warning', title: 'Perhatian' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Perhatian');
  },
};

export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Ada yang salah!',
    children: 'Silakan coba lagi beberapa saat lagi.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Ada yang salah!');
  },
};

function DismissableAlert(args: AlertProps) {
  const [open, setOpen] = useState(true);
  return open ? <Alert {...args} onDismiss={() => setOpen(false)} /> : <p>Pesan ditutup.</p>;
}

export const Dismissable: Story = {
  render: (args) => <DismissableAlert {...args} />,
  args: { tone: 'info', title: 'Onboarding belum selesai' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const close = canvas.getByRole('button', { name: 'Tutup pesan' });
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Pesan ditutup.')).toBeVisible();
  },
};

export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {ALERT_TONES.map((tone) => (
        <Alert key={tone} {...args} tone={tone} title={tone} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('alert')).toHaveLength(2);
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(2);
  },
};

/** The note in a table cell (the patient package list's "last visit over a month ago"). */
export const SmallInACell: Story = {
  render: (args) => (
    <table>
      <tbody>
        <tr>
          <td style={{ width: '1px', verticalAlign: 'top' }}>
            <div style={{ display: 'grid', gap: 4 }}>
              <span>30-09-2026</span>
              <Alert {...args} />
            </div>
          </td>
          <td>Paket Facial Brightening 5x</td>
        </tr>
      </tbody>
    </table>
  ),
  args: {
    tone: 'warning',
    size: 'sm',
    role: 'status',
    children: 'Kunjungan terakhir lebih dari 1 bulan yang lalu',
  },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('status');
    await expect(note).toHaveTextContent('Kunjungan terakhir lebih dari 1 bulan yang lalu');
    // The cell is as narrow as it may be: its longest word sets it, and no word breaks.
    const content = note.querySelector('div');
    if (!content) throw new Error('no content');
    const probe = document.createElement('span');
    Object.assign(probe.style, {
      position: 'absolute',
      whiteSpace: 'nowrap',
      visibility: 'hidden',
    });
    probe.textContent = 'Kunjungan';
    content.append(probe);
    const wordWidth = probe.getBoundingClientRect().width;
    probe.remove();
    await expect(content.getBoundingClientRect().width).toBeGreaterThanOrEqual(wordWidth);
  },
};
