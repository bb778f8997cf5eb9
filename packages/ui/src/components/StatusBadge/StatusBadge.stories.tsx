import type { Meta, StoryObj } from '@storybook/react-vite';
import { VISIT_STATUSES } from '@praktik/domain/visits/status';
import { expect } from 'storybook/test';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Blocks/StatusBadge',
  component: StatusBadge,
  args: { status: 'BOOKED' },
  argTypes: { status: { control: 'select', options: VISIT_STATUSES } },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Booked: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Reservasi')).toBeVisible();
  },
};

/** Every status with its own label and colour (spec 1 §4). */
export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {VISIT_STATUSES.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const labels = ['Reservasi', 'Aktif', 'Belum Bayar', 'Selesai', 'Batal'];
    const backgrounds = new Set<string>();
    for (const label of labels) {
      const badge = canvas.getByText(label);
      await expect(badge).toBeVisible();
      backgrounds.add(getComputedStyle(badge).backgroundColor);
    }
    // Five statuses, five colours.
    await expect(backgrounds.size).toBe(5);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {VISIT_STATUSES.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const label of ['Booked', 'Active', 'Waiting payment', 'Done', 'Cancelled']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
    await expect(canvas.queryByText('Reservasi')).toBeNull();
  },
};

/** In a narrow cell the badge keeps its label on one line. */
export const Narrow: Story = {
  args: { status: 'WAITING_PAYMENT' },
  render: (args) => (
    <div style={{ width: 60 }}>
      <StatusBadge {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Belum Bayar');
    await expect(getComputedStyle(badge).whiteSpace).toBe('nowrap');
  },
};
