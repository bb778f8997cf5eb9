import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Currency } from './Currency';

const meta = {
  title: 'Blocks/Currency',
  component: Currency,
  args: { amount: 1500000 },
} satisfies Meta<typeof Currency>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Positive: Story = {
  play: async ({ canvas }) => {
    const amount = canvas.getByText('Rp1.500.000');
    await expect(amount).toBeVisible();
    await expect(amount).not.toHaveAttribute('data-negative');
  },
};

export const Negative: Story = {
  args: { amount: -1500 },
  play: async ({ canvas }) => {
    const amount = canvas.getByText('-Rp1.500');
    await expect(amount).toHaveAttribute('data-negative', 'true');
    // Negative amounts read in the danger colour, not the body text colour.
    const body = getComputedStyle(canvas.getByText('-Rp1.500').parentElement!).color;
    await expect(getComputedStyle(amount).color).not.toBe(body);
  },
};

export const Zero: Story = {
  args: { amount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rp0')).not.toHaveAttribute('data-negative');
  },
};

export const Bold: Story = {
  args: { amount: 999999999999, weight: 'bold' },
  play: async ({ canvas }) => {
    const amount = canvas.getByText('Rp999.999.999.999');
    await expect(Number(getComputedStyle(amount).fontWeight)).toBeGreaterThanOrEqual(600);
  },
};

/** A column of amounts: the digits line up on the right. */
export const InAColumn: Story = {
  render: () => (
    <div style={{ display: 'grid', justifyItems: 'end', width: 'max-content' }}>
      <Currency amount={1500000} />
      <Currency amount={-250000} />
      <Currency amount={75000} />
      <Currency amount={0} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-Rp250.000')).toHaveAttribute('data-negative', 'true');
    await expect(canvas.getByText('Rp75.000')).toBeVisible();
  },
};
