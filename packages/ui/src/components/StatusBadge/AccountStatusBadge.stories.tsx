import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AccountStatusBadge } from './AccountStatusBadge';

const meta = {
  title: 'Blocks/AccountStatusBadge',
  component: AccountStatusBadge,
  args: { isActive: true },
} satisfies Meta<typeof AccountStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aktif')).toBeVisible();
  },
};

/** A deactivated account stays listed, in muted colours unlike an active one. */
export const Inactive: Story = {
  args: { isActive: false },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <AccountStatusBadge {...args} />
      <AccountStatusBadge isActive />
    </div>
  ),
  play: async ({ canvas }) => {
    const inactive = canvas.getByText('Nonaktif');
    await expect(inactive).toBeVisible();
    await expect(getComputedStyle(inactive).backgroundColor).not.toBe(
      getComputedStyle(canvas.getByText('Aktif')).backgroundColor,
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <AccountStatusBadge isActive />
      <AccountStatusBadge isActive={false} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByText('Inactive')).toBeVisible();
    await expect(canvas.queryByText('Aktif')).toBeNull();
  },
};
